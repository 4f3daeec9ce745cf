import { readAchFile, writeAchFile, type AchEntrySpec, type WriteTransactionCode } from '@lendline/nacha';
import { sql } from 'kysely';
import { JobFailure, type JobContext, type JobDefinition } from '../../../jobs/job-types.ts';
import type { AchApprovalDeps } from '../approval/approval-deps.ts';
import { achCreators, announce, notifyUsers } from '../approval/ach-people.ts';
import { dayOf, moveBatch } from '../approval/batch-state.ts';
import { centsOf, decimalOf } from './cents.ts';
import { nextFileIdModifier } from './file-id-modifier.ts';
import { reserveTraceBlock, storeTraceNumbers, traceNumbersFrom, withTraceNumbers } from './trace-numbers.ts';

export const ACH_FILE_JOB = 'ach-file';

export interface AchFileParams {
  batchId: number;
}

const encoder = new TextEncoder();

async function* once(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}

/**
 * The NACHA file of an approved batch: its SCHEDULED entries with the account numbers decrypted here and
 * nowhere else, trace numbers from `ach_trace_seq`, the next File ID Modifier, read back by readAchFile
 * (any problem fails the run with it) and held to the batch's stored totals to the cent. The file goes to
 * Downloads under ACH (its download right reads it), the batch to FILE_GENERATED with the file's SHA-256,
 * and the approver (the run's own notice) and the other ACH operators are told.
 */
export function achFileJob(deps: AchApprovalDeps): JobDefinition<AchFileParams> {
  return {
    type: ACH_FILE_JOB,
    cancellable: false,
    run: (context, params) => generate(deps, context, params.batchId),
  };
}

async function generate(deps: AchApprovalDeps, context: JobContext, batchId: number) {
  const { db } = context;
  const batch = await db.selectFrom('ach_batch').selectAll().where('id', '=', batchId).executeTakeFirst();
  if (!batch) throw new JobFailure(`Batch ${batchId} no longer exists.`);
  if (batch.status !== 'APPROVED')
    throw new JobFailure(`Batch ${batch.batch_name} is ${batch.status}, not APPROVED; no file was written.`);
  await context.progress(0, null, 'Reading entries');
  const entries = await db
    .selectFrom('ach_entry')
    .select(['id', 'transaction_code', 'routing_number', 'account_number_cipher', 'amount'])
    .select(['receiver_name', 'individual_id'])
    .where('batch_id', '=', batchId)
    .where('status', '=', 'SCHEDULED')
    .orderBy('id')
    .execute();
  if (entries.length === 0) throw new JobFailure(`Batch ${batch.batch_name} has no scheduled entries.`);
  await context.progress(0, entries.length, 'Writing the file');
  const specs: AchEntrySpec[] = entries.map((entry) => ({
    transactionCode: String(entry.transaction_code) as WriteTransactionCode,
    routing: entry.routing_number,
    accountNumber: deps.cipher.decrypt(entry.account_number_cipher),
    amountCents: centsOf(entry.amount),
    name: entry.receiver_name,
    id: entry.individual_id,
  }));
  const modifier = nextFileIdModifier(batch.file_id_modifier);
  const created = context.requestedAt;
  const written = writeAchFile({
    immediateDestination: deps.settings.odfiRouting,
    immediateOrigin: deps.settings.immediateOrigin,
    immediateDestinationName: deps.settings.odfiName,
    immediateOriginName: deps.settings.companyName,
    fileCreationDate: created.toISOString().slice(0, 10),
    fileCreationTime: created.toISOString().slice(11, 16),
    fileIdModifier: modifier,
    batches: [
      {
        secCode: batch.sec_code,
        companyName: batch.company_name,
        companyId: batch.company_id,
        entryDescription: batch.entry_description,
        effectiveDate: dayOf(batch.effective_date),
        odfiRouting: deps.settings.odfiRouting,
        serviceClassCode: String(batch.service_class) as '200' | '220' | '225',
        entries: specs,
      },
    ],
  });
  if (!written.ok)
    throw new JobFailure(
      `The file could not be written: ${written.issues.map((issue) => issue.message).join(' ')}`,
    );
  const firstTrace = await reserveTraceBlock(db, entries.length);
  const traces = traceNumbersFrom(deps.settings.odfiRouting, firstTrace, entries.length);
  const text = withTraceNumbers(written.text, traces);
  const read = readAchFile(text);
  if (read.problems.length > 0)
    throw new JobFailure(
      `The file reads back with ${read.problems.length} problem(s): ${read.problems
        .slice(0, 5)
        .map((problem) => problem.message)
        .join(' ')}`,
    );
  const totals = read.computed;
  const stored = {
    count: batch.entry_count,
    debit: centsOf(batch.debit_total),
    credit: centsOf(batch.credit_total),
  };
  if (
    entries.length !== stored.count ||
    totals.debitCents !== stored.debit ||
    totals.creditCents !== stored.credit
  )
    throw new JobFailure(
      `The file's totals (${entries.length} entries, debits ${decimalOf(totals.debitCents)}, credits ` +
        `${decimalOf(totals.creditCents)}) differ from the batch's (${stored.count}, ${decimalOf(stored.debit)}, ` +
        `${decimalOf(stored.credit)}); edit the batch and approve again.`,
    );
  await context.progress(entries.length, entries.length, 'Storing the file');
  const fileName = `${batch.batch_name}-${modifier}.ach`;
  const saved = await context.saveFile(
    { name: fileName, contentType: 'text/plain', menu: 'ACH' },
    once(encoder.encode(text)),
  );
  const creators = await achCreators(db);
  const others = creators.map((user) => user.id).filter((id) => id !== context.requestedBy);
  const done = await db.transaction().execute(async (trx) => {
    // A job: stamping 100,000 trace numbers may take longer than the server's statement timeout.
    await sql`set local statement_timeout = 300000`.execute(trx);
    const moved = await moveBatch(trx, batchId, ['APPROVED'], 'FILE_GENERATED', {
      file_id_modifier: modifier,
      file_name: fileName,
      file_hash: saved.sha256,
      file_id: saved.id,
      generated_at: new Date(),
    });
    if (!moved) return false;
    await storeTraceNumbers(trx, batchId, deps.settings.odfiRouting, firstTrace);
    await deps.audit(trx, {
      action: 'ach-file-generated',
      entity: 'AchBatch',
      entityId: batchId,
      after: {
        batchName: batch.batch_name,
        fileName,
        fileIdModifier: modifier,
        sha256: saved.sha256,
        fileId: saved.id,
        entryCount: entries.length,
        debitTotal: decimalOf(totals.debitCents),
        creditTotal: decimalOf(totals.creditCents),
      },
      actorId: context.requestedBy,
      realActorId: null,
      requestId: null,
      clientAddress: null,
    });
    await notifyUsers(trx, others, {
      kind: 'ach-file-ready',
      title: `ACH file ${fileName} is ready`,
      body: `Batch ${batch.batch_name}: ${entries.length} entries, debits ${decimalOf(totals.debitCents)}, effective ${dayOf(batch.effective_date)}.`,
      link: `/ach/ach/manage/${batchId}/FILE_GENERATED`,
      fileId: saved.id,
    });
    return true;
  });
  if (!done) {
    // The batch moved on (re-opened, say) while the file was written: the file must not be taken for its.
    await db.updateTable('stored_file').set({ expires_at: new Date() }).where('id', '=', saved.id).execute();
    throw new JobFailure(`Batch ${batch.batch_name} changed while its file was written; no file was kept.`);
  }
  await announce(deps.events, others);
  return {
    counts: { entries: entries.length },
    amountTotal: decimalOf(totals.debitCents + totals.creditCents),
    fileId: saved.id,
    notice: {
      kind: 'ach-file-ready',
      title: `ACH file ${fileName} is ready`,
      body: `Batch ${batch.batch_name}: ${entries.length} entries, debits ${decimalOf(totals.debitCents)}.`,
      link: `/ach/ach/manage/${batchId}/FILE_GENERATED`,
    },
  };
}
