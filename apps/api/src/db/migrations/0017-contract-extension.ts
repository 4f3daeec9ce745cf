import { sql, type Kysely, type RawBuilder } from 'kysely';

// Issue 23: a lease extended after maturity (features/extensions/CONTRACT.md). One row per contract in
// the extension process, holding what the spec's two views show and what the runs move on (next due
// date, remaining payments). The value lists are written out here, as they were when the table was
// made: a later vocabulary must come with its own migration.
const oneOf = (column: string, values: readonly string[]): RawBuilder<unknown> =>
  sql`${sql.ref(column)} IN (${sql.join(values.map((value) => sql.lit(value)))})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contract_extension')
    .addColumn('contract_id', 'integer', (col) =>
      col.primaryKey().references('contract.id').onDelete('cascade'),
    )
    .addColumn('state', 'varchar(20)', (col) => col.notNull())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('evergreen', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('ext_payments', 'integer')
    .addColumn('payment_amount', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('payment_frequency', 'varchar(12)', (col) => col.notNull())
    .addColumn('due_day', 'integer', (col) => col.notNull())
    .addColumn('ext_first_payment_date', 'date', (col) => col.notNull())
    .addColumn('ext_maturity_date', 'date')
    .addColumn('ext_next_due_date', 'date')
    .addColumn('ext_remaining_payments', 'integer')
    .addColumn('billed_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('bill_to_email', 'varchar(254)')
    .addColumn('send_to', 'varchar(254)')
    .addColumn('send_email', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('payment_method', 'varchar(10)', (col) => col.notNull())
    .addColumn('billing_source', 'varchar(12)', (col) => col.notNull())
    .addColumn('process_source', 'varchar(12)', (col) => col.notNull())
    .addColumn('payment_type', 'varchar(20)', (col) => col.notNull())
    .addColumn('advance_billing_flag', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('advance_days', 'integer', (col) => col.notNull().defaultTo(15))
    .addColumn('processed_at', 'timestamptz')
    .addColumn('processed_run_id', 'integer', (col) => col.references('job_run.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'contract_extension_state_check',
      oneOf('state', ['AWAITING_ELECTION', 'NEW', 'ACTIVE', 'COMPLETED', 'TERMINATED']),
    )
    .addCheckConstraint('contract_extension_kind_check', oneOf('kind', ['FIXED', 'MONTH_TO_MONTH']))
    // A fixed term has a number of payments and a maturity; month to month has neither.
    .addCheckConstraint(
      'contract_extension_term_check',
      sql`(kind = 'FIXED' AND ext_payments >= 1 AND ext_maturity_date IS NOT NULL)
        OR (kind = 'MONTH_TO_MONTH' AND ext_payments IS NULL AND ext_maturity_date IS NULL
          AND ext_remaining_payments IS NULL)`,
    )
    .addCheckConstraint(
      'contract_extension_frequency_check',
      oneOf('payment_frequency', ['MONTHLY', 'QUARTERLY', 'SEMIANNUAL', 'ANNUAL']),
    )
    .addCheckConstraint(
      'contract_extension_method_check',
      oneOf('payment_method', ['ACH', 'CHECK', 'WIRE', 'CARD']),
    )
    .addCheckConstraint(
      'contract_extension_billing_source_check',
      oneOf('billing_source', ['PORTFOLIO', 'FUNDER', 'VENDOR']),
    )
    .addCheckConstraint(
      'contract_extension_process_source_check',
      oneOf('process_source', ['ELECTION', 'EVERGREEN', 'MANUAL']),
    )
    .addCheckConstraint(
      'contract_extension_payment_type_check',
      oneOf('payment_type', ['RENTAL', 'RESIDUAL_REDUCTION']),
    )
    .addCheckConstraint(
      'contract_extension_numbers_check',
      sql`payment_amount >= 0 AND due_day BETWEEN 1 AND 31 AND billed_count >= 0
        AND (ext_remaining_payments IS NULL OR ext_remaining_payments >= 0) AND advance_days BETWEEN 0 AND 60`,
    )
    .execute();
  // The two views read by state, ordered by their dates and narrowed by billing source.
  await sql`CREATE INDEX contract_extension_state_first_idx
    ON contract_extension (state, ext_first_payment_date, contract_id)`.execute(db);
  await sql`CREATE INDEX contract_extension_state_next_idx
    ON contract_extension (state, ext_next_due_date, contract_id)`.execute(db);
  await sql`CREATE INDEX contract_extension_run_idx ON contract_extension (processed_run_id)`.execute(db);
  // An extension period is billed once: a second run for it finds this and creates nothing.
  await sql`CREATE UNIQUE INDEX invoice_extension_period_idx ON invoice (contract_id, period_number)
    WHERE kind = 'EXTENSION'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX invoice_extension_period_idx`.execute(db);
  await db.schema.dropTable('contract_extension').execute();
}
