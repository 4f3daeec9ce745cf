import { sql, type Transaction } from 'kysely';

export interface ReturnedEntry {
  entryId: number;
  trace: string;
  code: string;
  returnDate: string;
  /** The sentence kept on the entry: code, Nacha's meaning, the bank's addenda information. */
  reason: string;
}

/**
 * Marks the returned entries RETURNED with their code, date and reason, and reopens their invoices, all
 * set-based (one statement each however many returns): the ACH payment the settlement posted for the
 * entry (`reference` the trace, bare or as `ACH <trace>`) becomes NSF for R01/R09 and REVERSED otherwise,
 * and its amount goes back on the invoice's balance; a PAID invoice is open again (PARTIALLY_PAID while
 * something else stays paid, else SENT or POSTED as it was before the payment). An entry whose payment
 * was never posted leaves the balance as it is: it was never taken off. Answers entry id → reversed cents.
 */
export async function returnEntriesAndReopen(
  trx: Transaction<any>,
  returned: readonly ReturnedEntry[],
): Promise<Map<number, number>> {
  const reversed = new Map<number, number>();
  if (returned.length === 0) return reversed;
  const ids = returned.map((one) => one.entryId);
  await sql`update ach_entry e set status = 'RETURNED', return_code = u.code, return_date = u.day::date,
      return_reason = u.reason
    from unnest(${ids}::int[], ${returned.map((one) => one.code)}::text[],
      ${returned.map((one) => one.returnDate)}::text[], ${returned.map((one) => one.reason.slice(0, 300))}::text[])
      as u(id, code, day, reason)
    where e.id = u.id`.execute(trx);
  const { rows } = await sql<{ entry_id: number; invoice_id: number; cents: string }>`update payment p
      set status = case when u.code in ('R01', 'R09') then 'NSF' else 'REVERSED' end
    from unnest(${ids}::int[], ${returned.map((one) => one.trace)}::text[],
      ${returned.map((one) => one.code)}::text[]) as u(entry_id, trace, code)
    join ach_entry e on e.id = u.entry_id
    where p.invoice_id = e.invoice_id and p.method = 'ACH' and p.status = 'APPLIED'
      and p.reference in (u.trace, 'ACH ' || u.trace)
    returning u.entry_id, p.invoice_id, (p.amount * 100)::bigint::text as cents`.execute(trx);
  if (rows.length === 0) return reversed;
  for (const row of rows)
    reversed.set(Number(row.entry_id), (reversed.get(Number(row.entry_id)) ?? 0) + Number(row.cents));
  await sql`update invoice i set amount_paid = i.amount_paid - r.amount, balance = i.balance + r.amount,
      status = case when i.amount_paid - r.amount > 0 then 'PARTIALLY_PAID'
        when i.sent_at is not null then 'SENT' else 'POSTED' end,
      updated_at = now()
    from (select u.invoice_id, sum(u.cents) / 100.0 as amount
      from unnest(${rows.map((row) => Number(row.invoice_id))}::int[], ${rows.map((row) => row.cents)}::bigint[])
        as u(invoice_id, cents) group by u.invoice_id) r
    where i.id = r.invoice_id`.execute(trx);
  return reversed;
}
