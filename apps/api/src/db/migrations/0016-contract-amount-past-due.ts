import { sql, type Kysely } from 'kysely';

// Issue 22 item 5: a contract's amount past due, kept beside days_past_due so the contract lists show,
// sort and filter it on a million contracts: the sum of its receivable invoices' unpaid balances due
// before today (features/portfolio/contracts/past-due.ts keeps it; the seed and invoice cancels refresh
// it). The backfill repeats that rule in SQL so the migration does not depend on application code.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`SET LOCAL statement_timeout = 0`.execute(db);
  await sql`ALTER TABLE contract ADD COLUMN amount_past_due numeric(14, 2) NOT NULL DEFAULT 0
    CONSTRAINT contract_amount_past_due_check CHECK (amount_past_due >= 0)`.execute(db);
  await sql`UPDATE contract c SET amount_past_due = t.amount
    FROM (SELECT contract_id, sum(balance) AS amount FROM invoice
      WHERE kind <> 'INFORMATIONAL' AND status IN ('POSTED', 'POST_FAILED', 'SENT', 'PARTIALLY_PAID')
        AND balance > 0 AND due_date < cast(now() AT TIME ZONE 'UTC' AS date)
      GROUP BY contract_id) t
    WHERE t.contract_id = c.id`.execute(db);
  // The list's sort by the column, as for days_past_due (migration 0011).
  await sql`CREATE INDEX contract_amount_past_due_sort_idx ON contract (amount_past_due, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX contract_amount_past_due_sort_idx`.execute(db);
  await sql`ALTER TABLE contract DROP COLUMN amount_past_due`.execute(db);
}
