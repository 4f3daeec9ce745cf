import { sql, type QueryExecutorProvider } from 'kysely';

/**
 * Invoice statuses that still ask the customer for money. A draft was never billed; informational
 * invoices only announce an ACH debit (domain.md §2.3: never a second receivable), so neither counts.
 */
export const OPEN_RECEIVABLE_STATUSES = ['POSTED', 'POST_FAILED', 'SENT', 'PARTIALLY_PAID'] as const;

/**
 * The invoices whose lateness ages a contract: its billed installments, the rent and, after maturity,
 * the extension rent. A late fee or a misc charge
 * left unpaid adds to the amount past due but does not make the contract delinquent, and a first
 * payment is collected at booking (a failed GP posting of one is the back office's problem, not the
 * customer's lateness) — the rule the demo's servicing history follows.
 */
const INSTALLMENT_KINDS = ['RECURRING', 'EXTENSION'] as const;

/**
 * Stores each contract's delinquency as of `today` (issue 22 item 5), so the lists sort and filter it
 * under an index (migrations 0011 and 0016):
 * - `amount_past_due`: the unpaid balance of its receivable invoices due before `today`, summed in
 *   numeric, exact to the cent;
 * - `days_past_due`: days since the due date of its oldest unpaid installment due before `today`.
 * Both come from the same open receivables, so they never disagree. For the given contracts, or every
 * contract when none are given; rows whose values did not change are not written. Idempotent: running
 * it twice for one day, or on two servers at once, gives the same result.
 *
 * @example
 * await refreshDelinquency(trx, '2026-11-21', [contractId]); // after an invoice of it changed
 */
export async function refreshDelinquency(
  db: QueryExecutorProvider,
  today: string,
  contractIds?: readonly number[],
): Promise<number> {
  if (contractIds?.length === 0) return 0;
  const ids = contractIds ? [...contractIds] : null;
  const onlyInvoices = ids ? sql`and contract_id = any(${ids})` : sql``;
  const onlyContracts = ids ? sql`and c.id = any(${ids})` : sql``;
  const result = await sql`update contract c
    set days_past_due = coalesce(t.days, 0), amount_past_due = coalesce(t.amount, 0)
    from contract c0 left join (
      select contract_id, sum(balance) as amount,
        cast(${today} as date) - min(due_date) filter (where kind in (${sql.join(INSTALLMENT_KINDS.map((kind) => sql.lit(kind)))})) as days
      from invoice
      where kind <> 'INFORMATIONAL'
        and status in (${sql.join(OPEN_RECEIVABLE_STATUSES.map((status) => sql.lit(status)))})
        and balance > 0 and due_date < cast(${today} as date) ${onlyInvoices}
      group by contract_id
    ) t on t.contract_id = c0.id
    where c0.id = c.id ${onlyContracts}
      and (c.days_past_due, c.amount_past_due) is distinct from (coalesce(t.days, 0), coalesce(t.amount, 0))`.execute(
    db,
  );
  return Number(result.numAffectedRows ?? 0);
}
