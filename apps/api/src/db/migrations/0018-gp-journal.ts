import { sql, type Kysely } from 'kysely';

// Issue 23 item 2: the embedded stand-in for Dynamics GP. eConnect creates unposted sales (SOP)
// documents inside a batch, and posting through the ledger happens in GP; the journal records exactly
// that, one row per document, so the flow works offline and staff can read what "GP" holds. An invoice
// keeps the batch its GP document sits in.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gp_journal')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('document_number', 'varchar(40)', (col) => col.notNull().unique())
    .addColumn('batch_id', 'varchar(40)', (col) => col.notNull())
    .addColumn('document_type', 'varchar(20)', (col) => col.notNull())
    .addColumn('customer_number', 'varchar(40)', (col) => col.notNull())
    .addColumn('document_date', 'date', (col) => col.notNull())
    .addColumn('due_date', 'date', (col) => col.notNull())
    .addColumn('subtotal', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('tax_amount', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('total', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('lines', 'jsonb', (col) => col.notNull())
    .addColumn('reference', 'varchar(60)')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX gp_journal_batch_idx ON gp_journal (batch_id, id)`.execute(db);
  await sql`ALTER TABLE invoice ADD COLUMN gp_batch_id varchar(40)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE invoice DROP COLUMN gp_batch_id`.execute(db);
  await db.schema.dropTable('gp_journal').execute();
}
