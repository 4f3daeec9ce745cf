import { can } from '@lendline/permissions';
import { sql } from 'kysely';
import { JobFailure } from '../../jobs/job-types.ts';
import {
  declareExtensionRun,
  EXTENSIONS_CONTRACTS_CREATE,
  saveRunCsv,
  type RunRow,
} from './extension-runs.ts';

const TYPE = 'extension-process-new';
/** Rows per statement: a large run commits in steps, so a crash loses at most one and a retry goes on. */
const CHUNK = 500;

const { module, menu, action } = EXTENSIONS_CONTRACTS_CREATE;

/**
 * `GET /rpm-extension-process-vws/process-new-ext/{billingSource}/{throughDate}` (CONTRACT.md): starts
 * billing the agreed extensions (NEW) of a billing source, or ALL, whose first extension payment falls
 * on or before `{throughDate}`. Each becomes ACTIVE with its first payment as the next due date and its
 * whole term remaining; a matured contract becomes EXTENDED. Only rows still NEW move, so a retried or
 * repeated run changes nothing twice. The run's file in Downloads lists what it started.
 */
export const processNewExtRoute = declareExtensionRun<{
  ids: number[];
  throughDate: string;
  billingSource: string;
}>({
  kind: 'process-new-ext',
  path: '/process-new-ext/:billingSource/:throughDate',
  summary: 'Preview, then start billing the agreed extensions',
  description:
    'Without `confirm`: the extensions the run would start (state NEW, first payment on or before the date). ' +
    "With the preview's `confirm` token: the run, as a job (202).",
  rowsOf: async (kit, request) =>
    (
      await sql<RunRow>`select e.contract_id as id, c.contract_number as "contractId", c.customer_name as "customerName",
          to_char(e.ext_first_payment_date, 'YYYY-MM-DD') as "dueDate", e.payment_amount::text as amount
        from contract_extension e join contract c on c.id = e.contract_id
        where e.state = 'NEW'
          and (${request.billingSource} = 'ALL' or e.billing_source = ${request.billingSource})
          and e.ext_first_payment_date <= cast(${request.throughDate} as date)
        order by e.contract_id`.execute(kit.db)
    ).rows.map((row) => ({ ...row, id: Number(row.id) })),
  job: (request, rows) => ({
    type: TYPE,
    title: `Start extensions (${request.billingSource === 'ALL' ? 'all billing sources' : request.billingSource}, through ${request.throughDate})`,
    params: {
      ids: rows.map((row) => row.id),
      throughDate: request.throughDate,
      billingSource: request.billingSource,
    },
  }),
  define: (kit) =>
    kit.jobs?.define<{ ids: number[]; throughDate: string; billingSource: string }>({
      type: TYPE,
      cancellable: false,
      async run(job, { ids, throughDate, billingSource }) {
        if (!can(await job.rights(), module, menu, action))
          throw new JobFailure('You no longer hold Extensions › Contracts › create.');
        await job.progress(0, ids.length, 'Starting extensions');
        for (let at = 0; at < ids.length; at += CHUNK) {
          const chunk = ids.slice(at, at + CHUNK);
          await job.db.transaction().execute(async (trx) => {
            const moved = await sql<{ id: number }>`update contract_extension set state = 'ACTIVE',
                ext_next_due_date = ext_first_payment_date,
                processed_at = now(), processed_run_id = ${job.runId}, updated_at = now()
              where contract_id = any(${chunk}) and state = 'NEW'
              returning contract_id as id`.execute(trx);
            const movedIds = moved.rows.map((row) => Number(row.id));
            if (movedIds.length > 0)
              await sql`update contract set status = 'EXTENDED', updated_at = now()
                where id = any(${movedIds}) and status = 'MATURED'`.execute(trx);
          });
          await job.progress(Math.min(at + CHUNK, ids.length), ids.length, 'Starting extensions');
        }
        const { rows } = await sql<{
          contractId: string;
          customerName: string;
          firstPayment: string;
          maturity: string | null;
          amount: string;
          billingSource: string;
        }>`
          select c.contract_number as "contractId", c.customer_name as "customerName",
            to_char(e.ext_first_payment_date, 'YYYY-MM-DD') as "firstPayment",
            to_char(e.ext_maturity_date, 'YYYY-MM-DD') as maturity, e.payment_amount::text as amount,
            e.billing_source as "billingSource"
          from contract_extension e join contract c on c.id = e.contract_id
          where e.processed_run_id = ${job.runId} order by e.contract_id`.execute(job.db);
        const cents = rows.reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0);
        const name = `extensions-started-${billingSource.toLowerCase()}-${throughDate}.csv`;
        const file = await saveRunCsv(
          job,
          name,
          ['Contract', 'Customer', 'First payment', 'Extension maturity', 'Payment', 'Billing source'],
          rows.map((row) => [
            row.contractId,
            row.customerName,
            row.firstPayment,
            row.maturity ?? 'Month to month',
            row.amount,
            row.billingSource,
          ]),
        );
        return {
          counts: { started: rows.length, skipped: ids.length - rows.length },
          amountTotal: (cents / 100).toFixed(2),
          fileId: file.id,
          notice: {
            title: `${rows.length.toLocaleString('en-US')} extensions started`,
            body: `${ids.length - rows.length} already started · ${name}`,
          },
        };
      },
    }),
});
