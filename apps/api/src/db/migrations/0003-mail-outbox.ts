import { sql, type Kysely } from 'kysely';

// One row per e-mail the server produced. In outbox delivery the row is the message; with an SMTP relay
// it is only the record of the attempt, because the bodies carry one-time links.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('recipient', 'varchar(254)', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    .addColumn('delivery', 'varchar(10)', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('body_text', 'text')
    .addColumn('body_html', 'text')
    .addColumn('error', 'varchar(300)')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('mail_outbox_created_idx').on('mail_outbox').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
