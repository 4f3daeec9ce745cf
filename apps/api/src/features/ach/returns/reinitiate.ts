import { earliestEffectiveDate } from '@lendline/ach-rules';
import { sql, type Transaction } from 'kysely';
import type { AchSettings } from '../ach-settings.ts';
import { lockName } from './return-db.ts';

/** The company entry description of a reinitiated debit (Nacha 2.12.4: "RETRY PMT"). */
export const RETRY_DESCRIPTION = 'RETRY PMT';

export interface Reinitiated {
  batchId: number;
  batchName: string;
}

/**
 * Makes the reinitiation entries of R01/R09 returns the rules allow: one DRAFT batch of purpose
 * REINITIATION per SEC code, described "RETRY PMT", effective the earliest day a batch made now may
 * carry, the same company name and ID (the settings every batch is built with) and the same amount, on
 * the mandate's current bank details (a NOC in the same file is already applied). The batch goes through
 * submit and approval like any other, so the operator still decides: hold or remove an entry to not
 * present it. Each new entry points at the first presentment (`reinitiation_of_entry_id`) and counts the
 * presentment on. An invoice already in another live entry is skipped (the partial unique index would
 * refuse it). Answers source entry id → its batch.
 */
export async function reinitiate(
  trx: Transaction<any>,
  entries: readonly { entryId: number; secCode: 'CCD' | 'PPD' }[],
  settings: AchSettings,
  createdBy: number,
  now: Date,
): Promise<Map<number, Reinitiated>> {
  const made = new Map<number, Reinitiated>();
  if (entries.length === 0) return made;
  const effectiveDate = earliestEffectiveDate(now, settings.cutoff);
  const prefix = `ACH-${effectiveDate.replaceAll('-', '')}-`;
  await lockName(trx, `ach_batch.${prefix}`);
  const { rows: last } = await sql<{
    last: number | null;
  }>`select max(cast(substr(batch_name, ${prefix.length + 1}) as int)) as last
    from ach_batch where batch_name like ${`${prefix}%`} and substr(batch_name, ${prefix.length + 1}) ~ '^[0-9]+$'`.execute(
    trx,
  );
  let next = Number(last[0]?.last ?? 0);
  for (const secCode of ['CCD', 'PPD'] as const) {
    const ids = entries.filter((entry) => entry.secCode === secCode).map((entry) => entry.entryId);
    if (ids.length === 0) continue;
    next += 1;
    const batchName = `${prefix}${String(next).padStart(2, '0')}`;
    const batch = await trx
      .insertInto('ach_batch')
      .values({
        batch_name: batchName,
        purpose: 'REINITIATION',
        company_name: settings.companyName,
        company_id: settings.companyId,
        sec_code: secCode,
        service_class: 225,
        entry_description: RETRY_DESCRIPTION,
        effective_date: effectiveDate,
        status: 'DRAFT',
        created_by: createdBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { rows } = await sql<{ source: number }>`insert into ach_entry (batch_id, contract_id, mandate_id,
        invoice_id, receiver_name, individual_id, routing_number, account_number_cipher, account_last4,
        account_type, transaction_code, amount, status, presentment, reinitiation_of_entry_id)
      select ${batch.id}, e.contract_id, e.mandate_id, e.invoice_id, e.receiver_name, e.individual_id,
        m.routing_number, m.account_number_cipher, m.account_last4, m.account_type,
        case when m.account_type = 'SAVINGS' then 37 else 27 end, e.amount, 'SCHEDULED', e.presentment + 1,
        coalesce(e.reinitiation_of_entry_id, e.id)
      from ach_entry e join ach_mandate m on m.id = e.mandate_id
      where e.id = any(${ids}::int[])
        and not exists (select 1 from ach_entry x where x.invoice_id = e.invoice_id
          and x.status in ('SCHEDULED', 'SENT', 'SETTLED'))
      order by e.id
      returning reinitiation_of_entry_id as source`.execute(trx);
    if (rows.length === 0) {
      await trx.deleteFrom('ach_batch').where('id', '=', batch.id).execute();
      continue;
    }
    await sql`update ach_batch b set entry_count = t.n, debit_total = t.total, entry_hash = t.hash
      from (select count(*)::int as n, coalesce(sum(amount), 0) as total,
          coalesce(sum(cast(substr(routing_number, 1, 8) as bigint)), 0) % 10000000000 as hash
        from ach_entry where batch_id = ${batch.id} and status = 'SCHEDULED') t
      where b.id = ${batch.id}`.execute(trx);
    // The new entries name the first presentment; map them back to the returned entries they retry.
    const roots = new Set(rows.map((row) => Number(row.source)));
    const { rows: sources } = await sql<{ id: number; root: number }>`select id,
        coalesce(reinitiation_of_entry_id, id) as root from ach_entry where id = any(${ids}::int[])`.execute(
      trx,
    );
    for (const source of sources)
      if (roots.has(Number(source.root))) made.set(Number(source.id), { batchId: batch.id, batchName });
  }
  return made;
}
