import { sql, type Kysely, type Transaction } from 'kysely';

/** The entry hash's modulus: the control record keeps the sum's last 10 digits. */
export const ENTRY_HASH_MODULUS = 10_000_000_000n;

/**
 * Sets the stored totals of the given batches from their SCHEDULED entries, the ones the file carries:
 * count, debits and credits (exact numeric sums) and the entry hash (the sum of each receiving bank's
 * 8-digit routing prefix, last 10 digits), so the list shows what the file's control record will say.
 * One statement for any number of batches.
 */
export async function refreshBatchTotals(db: Kysely<any> | Transaction<any>, batchIds: readonly number[]) {
  if (batchIds.length === 0) return;
  await sql`update ach_batch b set
      entry_count = t.entry_count, debit_total = t.debit_total, credit_total = t.credit_total,
      entry_hash = t.entry_hash, updated_at = now()
    from (
      select ids.id,
        count(e.id)::int as entry_count,
        coalesce(sum(e.amount) filter (where e.transaction_code in (27, 28, 37, 38)), 0) as debit_total,
        coalesce(sum(e.amount) filter (where e.transaction_code in (22, 23, 32, 33)), 0) as credit_total,
        coalesce(sum(cast(substr(e.routing_number, 1, 8) as bigint)), 0) % 10000000000 as entry_hash
      from unnest(cast(${batchIds} as int[])) as ids(id)
      left join ach_entry e on e.batch_id = ids.id and e.status = 'SCHEDULED'
      group by ids.id
    ) t
    where b.id = t.id`.execute(db);
}
