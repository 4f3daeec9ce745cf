import { sql, type Transaction } from 'kysely';

/** Serialises the writers that hand out the next number of one series, until their transaction ends. */
export async function lockSeries(trx: Transaction<any>, series: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`lendline:${series}`}))`.execute(trx);
}

/**
 * The next number of a `PREFIX-digits` series: one more than the highest in the table, padded. Callers
 * hold the series' lock (the numbers are unique in the table; this keeps two writers from colliding).
 */
export async function nextInSeries(
  trx: Transaction<any>,
  table: string,
  column: string,
  prefix: string,
  digits: number,
): Promise<string> {
  await lockSeries(trx, `${table}.${column}.${prefix}`);
  const { rows } = await sql<{ last: string | null }>`select max(${sql.ref(column)}) as last
    from ${sql.table(table)} where ${sql.ref(column)} like ${`${prefix}%`}
      and length(${sql.ref(column)}) = ${prefix.length + digits}`.execute(trx);
  const last = rows[0]?.last;
  const next = last ? Number(last.slice(prefix.length)) + 1 : 1;
  return prefix + String(next).padStart(digits, '0');
}

/** `C-000124`: the customer number after the highest one. */
export const nextCustomerNumber = (trx: Transaction<any>): Promise<string> =>
  nextInSeries(trx, 'customer', 'customer_number', 'C-', 6);
