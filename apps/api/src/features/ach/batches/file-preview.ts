import { writeAchFile, type AchEntrySpec, type WriteTransactionCode } from '@lendline/nacha';
import { sql } from 'kysely';
import * as v from 'valibot';
import { entityNotFound } from '../../../lib/http-error.ts';
import { declareRoute } from '../../../resources/declare-route.ts';
import { pathId } from '../../../resources/find-one.ts';
import { ACH_VIEW } from '../ach-access.ts';
import type { AchSettings } from '../ach-settings.ts';

/** The records a preview shows: enough to read the headers, the first entries and the controls. */
export const PREVIEW_LINES = 60;

export const filePreview = v.object({
  lines: v.array(v.string()),
  totals: v.object({
    entryCount: v.number(),
    debitTotal: v.number(),
    creditTotal: v.number(),
    entryHash: v.string(),
  }),
  problems: v.array(v.object({ path: v.string(), code: v.string(), message: v.string() })),
});

/** An account number as the preview shows it: its last 4 behind asterisks, never the whole number. */
export const maskedAccount = (last4: string) => `*****${last4}`;

const toCents = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};

/**
 * `GET /ach-batches/{id}/file-preview`: the batch's file as `@lendline/nacha`'s writer would write it
 * from its SCHEDULED entries (held ones stay out), with account numbers masked so nothing is decrypted
 * for a preview: the first 60 records, the control totals (the ones the batch list shows) and the
 * writer's problems (a batch with no scheduled entry, a field that cannot be written).
 */
export const filePreviewRoute = (settings: AchSettings) =>
  declareRoute({
    method: 'get',
    path: '/:id{[0-9]+}/file-preview',
    summary: "Preview a batch's NACHA file (accounts masked)",
    access: ACH_VIEW,
    response: {
      status: 200,
      description: 'The first 60 records, control totals and problems',
      schema: filePreview,
    },
    errors: { 404: 'No such batch' },
    handle: async (c, { kit }) => {
      const id = pathId(c);
      const batch = await kit.db
        .selectFrom('ach_batch')
        .select([
          'id',
          'sec_code',
          'company_name',
          'company_id',
          'entry_description',
          'effective_date',
          'service_class',
          'file_id_modifier',
        ])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!batch) throw entityNotFound('AchBatch', id);
      const { rows } = await sql<{
        transaction_code: number;
        routing_number: string;
        account_last4: string;
        amount: string;
        receiver_name: string;
        individual_id: string;
      }>`select transaction_code, routing_number, account_last4, amount::text as amount, receiver_name, individual_id
        from ach_entry where batch_id = ${id} and status = 'SCHEDULED' order by id`.execute(kit.db);
      const entries: AchEntrySpec[] = rows.map((row) => ({
        transactionCode: String(row.transaction_code) as WriteTransactionCode,
        routing: row.routing_number,
        accountNumber: maskedAccount(row.account_last4),
        amountCents: toCents(row.amount),
        name: row.receiver_name,
        id: row.individual_id,
      }));
      const effectiveDate =
        typeof batch.effective_date === 'string'
          ? batch.effective_date.slice(0, 10)
          : new Date(batch.effective_date as unknown as Date).toISOString().slice(0, 10);
      const now = new Date().toISOString();
      const result = writeAchFile({
        immediateDestination: settings.odfiRouting,
        immediateOrigin: settings.immediateOrigin,
        immediateDestinationName: settings.odfiName,
        immediateOriginName: settings.companyName,
        fileCreationDate: now.slice(0, 10),
        fileCreationTime: now.slice(11, 16),
        fileIdModifier: batch.file_id_modifier ?? 'A',
        batches: [
          {
            secCode: batch.sec_code as 'CCD' | 'PPD',
            companyName: batch.company_name,
            companyId: batch.company_id,
            entryDescription: batch.entry_description,
            effectiveDate,
            odfiRouting: settings.odfiRouting,
            serviceClassCode: String(batch.service_class) as '200' | '220' | '225',
            entries,
          },
        ],
      });
      const debit = entries.filter((e) => ['27', '28', '37', '38'].includes(e.transactionCode));
      const sum = (list: AchEntrySpec[]) => list.reduce((cents, e) => cents + e.amountCents, 0) / 100;
      const hash =
        rows.reduce((total, row) => total + BigInt(row.routing_number.slice(0, 8)), 0n) % 10_000_000_000n;
      return c.json({
        lines: result.ok
          ? result.text
              .split('\n')
              .filter((line) => line.length > 0)
              .slice(0, PREVIEW_LINES)
          : [],
        totals: {
          entryCount: entries.length,
          debitTotal: sum(debit),
          creditTotal: sum(entries.filter((e) => !debit.includes(e))),
          entryHash: String(hash),
        },
        problems: result.ok ? [] : result.issues,
      });
    },
  });
