import { sql, type Kysely } from 'kysely';

// A mirror of the Salesforce master data the back office links to (accounts, opportunities, their
// owners), keyed by Salesforce's 18-character ids so repeated syncs upsert instead of duplicating.
// Sync runs are a job with a status, counts and the reason for a failure; one checkpoint per object
// lets the next run ask only for what changed since.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sf_account')
    .addColumn('id', 'char(18)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('phone', 'varchar(40)')
    .addColumn('billing_city', 'varchar(80)')
    .addColumn('billing_state', 'varchar(80)')
    .addColumn('billing_postal_code', 'varchar(20)')
    .addColumn('last_modified_at', 'timestamptz', (col) => col.notNull())
    .addColumn('synced_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('sf_user')
    .addColumn('id', 'char(18)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(121)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('is_active', 'boolean', (col) => col.notNull())
    .addColumn('last_modified_at', 'timestamptz', (col) => col.notNull())
    .addColumn('synced_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // No foreign keys to the mirror's own tables: an opportunity may arrive before its account does.
  await db.schema
    .createTable('sf_opportunity')
    .addColumn('id', 'char(18)', (col) => col.primaryKey())
    .addColumn('account_id', 'char(18)')
    .addColumn('owner_id', 'char(18)')
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('stage', 'varchar(40)', (col) => col.notNull())
    .addColumn('amount', 'numeric(16, 2)')
    .addColumn('close_date', 'date')
    .addColumn('last_modified_at', 'timestamptz', (col) => col.notNull())
    .addColumn('synced_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('sf_opportunity_account_idx')
    .on('sf_opportunity')
    .column('account_id')
    .execute();

  await db.schema
    .createTable('salesforce_sync_run')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('source', 'varchar(20)', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('started_by', 'integer', (col) => col.references('app_user.id').onDelete('set null'))
    .addColumn('started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('heartbeat_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addColumn('fetched', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('rejected', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('counts', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('error', 'varchar(500)')
    .execute();
  await db.schema
    .createIndex('salesforce_sync_run_started_idx')
    .on('salesforce_sync_run')
    .column('started_at')
    .execute();
  // At most one run at a time, across every server sharing the database.
  await sql`CREATE UNIQUE INDEX salesforce_sync_run_one_running ON salesforce_sync_run ((true)) WHERE status = 'running'`.execute(
    db,
  );

  await db.schema
    .createTable('salesforce_sync_checkpoint')
    .addColumn('object', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('last_modified_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'salesforce_sync_checkpoint',
    'salesforce_sync_run',
    'sf_opportunity',
    'sf_user',
    'sf_account',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
