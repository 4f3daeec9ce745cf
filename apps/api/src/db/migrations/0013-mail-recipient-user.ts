import { sql, type Kysely } from 'kysely';

// Issue 18: the outbox holds reset links and activation codes, so who may read a message depends on whose
// it is. A message to a staff account names that account by id: an address changes (the takeover began
// with one), the id does not. Earlier messages are matched to the account that has their address now.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('recipient_user_id', 'integer', (col) => col.references('app_user.id').onDelete('set null'))
    .execute();
  await sql`
    UPDATE mail_outbox m SET recipient_user_id = u.id
    FROM app_user u WHERE lower(u.email) = lower(m.recipient)
  `.execute(db);
  await db.schema
    .createIndex('mail_outbox_recipient_user_idx')
    .on('mail_outbox')
    .column('recipient_user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('recipient_user_id').execute();
}
