import { sql, type QueryExecutorProvider, type RawBuilder } from 'kysely';

/**
 * Invoice statuses that still ask the customer for money. A draft was never billed; informational
 * invoices only announce an ACH debit (domain.md §2.3: never a second receivable), so neither counts.
 */
export const OPEN_RECEIVABLE_STATUSES = ['POSTED', 'POST_FAILED', 'SENT', 'PARTIALLY_PAID'] as const;

/**
 * A contract's amount past due on `today` (issue 22 item 5): the unpaid balance of its receivable
 * invoices due before that day, summed in numeric so it is exact to the cent. `contractId` is the SQL
 * of the contract's id.
 */
export function amountPastDueSql(contractId: RawBuilder<unknown>, today: string): RawBuilder<string> {
  return sql<string>`coalesce((select sum(pd.balance) from invoice pd
    where pd.contract_id = ${contractId} and pd.kind <> 'INFORMATIONAL'
      and pd.status in (${sql.join(OPEN_RECEIVABLE_STATUSES.map((status) => sql.lit(status)))})
      and pd.balance > 0 and pd.due_date < cast(${today} as date)), 0)`;
}

/**
 * Stores `amount_past_due` beside `days_past_due` so the list sorts and filters it under an index
 * (migration 0016): for the given contracts, or every contract when none are given.
 */
export async function refreshAmountPastDue(
  db: QueryExecutorProvider,
  today: string,
  contractIds?: readonly number[],
): Promise<void> {
  if (contractIds?.length === 0) return;
  const only = contractIds ? sql`where c.id = any(${[...contractIds]})` : sql``;
  await sql`update contract c set amount_past_due = ${amountPastDueSql(sql.ref('c.id'), today)} ${only}`.execute(
    db,
  );
}
