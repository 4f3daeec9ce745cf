import { sql, type Kysely, type RawBuilder } from 'kysely';

// Public credit applications (issue 8, apps/api/src/features/credit-applications/CONTRACT.md): the
// business, its owners or guarantors, and the history staff write while working it. Personal numbers
// (FEIN, SSN, date of birth, bank account and routing) are stored only as AES-256-GCM ciphertext
// (`*_enc`, "v1:" + base64) beside the last four digits staff see masked; no plain copy exists anywhere.
// The vocabularies are written out here rather than imported: a migration must not change when code does.

const STATUSES = [
  'submitted',
  'received',
  'in_review',
  'approved',
  'conditionally_approved',
  'declined',
  'withdrawn',
];
const ENTITY_TYPES = ['corporation', 'llc', 'partnership', 'sole_proprietorship', 'nonprofit', 'other'];

const oneOf = (column: string, values: readonly string[]): RawBuilder<unknown> =>
  sql`${sql.ref(column)} IN (${sql.join(values.map((value) => sql.lit(value)))})`;
const ciphertext = (column: string): RawBuilder<unknown> =>
  sql`${sql.ref(column)} IS NULL OR ${sql.ref(column)} LIKE 'v1:%'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credit_application')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('reference_number', 'varchar(20)', (col) => col.notNull().unique())
    // The widget's draft id: a retried or double-clicked submit finds the first application.
    .addColumn('client_id', 'varchar(80)', (col) => col.notNull())
    .addColumn('vendor_api_key_id', 'integer', (col) => col.references('vendor_api_key.id'))
    .addColumn('company', 'varchar(160)', (col) => col.notNull())
    .addColumn('to_slug', 'varchar(160)', (col) => col.notNull())
    .addColumn('recipient_user_id', 'integer', (col) => col.references('app_user.id').onDelete('set null'))
    .addColumn('recipient_vendor_id', 'integer', (col) => col.references('vendor.id').onDelete('set null'))
    .addColumn('status', 'varchar(30)', (col) => col.notNull().defaultTo('submitted'))
    .addColumn('legal_name', 'varchar(160)', (col) => col.notNull())
    .addColumn('dba', 'varchar(160)')
    .addColumn('entity_type', 'varchar(30)', (col) => col.notNull())
    .addColumn('state', 'char(2)', (col) => col.notNull())
    .addColumn('requested_amount', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('term_months', 'integer', (col) => col.notNull())
    // The business section without its personal numbers, and the equipment and consents as submitted.
    .addColumn('business_json', 'jsonb', (col) => col.notNull())
    .addColumn('equipment_json', 'jsonb', (col) => col.notNull())
    .addColumn('consents_json', 'jsonb', (col) => col.notNull())
    .addColumn('signature_name', 'varchar(160)', (col) => col.notNull())
    .addColumn('fein_enc', 'text', (col) => col.notNull())
    .addColumn('fein_last4', 'char(4)', (col) => col.notNull())
    .addColumn('bank_account_enc', 'text')
    .addColumn('bank_account_last4', 'varchar(4)')
    .addColumn('bank_routing_enc', 'text')
    .addColumn('bank_routing_last4', 'char(4)')
    .addColumn('submitted_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // HMAC of the sender's address under the PII key: repeated senders can be told apart, not named.
    .addColumn('ip_hash', 'char(64)')
    .addCheckConstraint('credit_application_status_check', oneOf('status', STATUSES))
    .addCheckConstraint('credit_application_entity_type_check', oneOf('entity_type', ENTITY_TYPES))
    .addCheckConstraint('credit_application_amount_check', sql`requested_amount > 0`)
    .addCheckConstraint('credit_application_fein_enc_check', ciphertext('fein_enc'))
    .addCheckConstraint('credit_application_bank_account_enc_check', ciphertext('bank_account_enc'))
    .addCheckConstraint('credit_application_bank_routing_enc_check', ciphertext('bank_routing_enc'))
    .execute();
  // One application per draft and source (a key, or our own page: NULL, which must count as one value).
  await sql`CREATE UNIQUE INDEX credit_application_client_unique ON credit_application (client_id, vendor_api_key_id) NULLS NOT DISTINCT`.execute(
    db,
  );
  await db.schema
    .createIndex('credit_application_submitted_idx')
    .on('credit_application')
    .column('submitted_at')
    .execute();
  await db.schema
    .createIndex('credit_application_status_idx')
    .on('credit_application')
    .columns(['status', 'submitted_at'])
    .execute();

  await db.schema
    .createTable('credit_application_owner')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('application_id', 'integer', (col) =>
      col.notNull().references('credit_application.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('first_name', 'varchar(80)', (col) => col.notNull())
    .addColumn('last_name', 'varchar(80)', (col) => col.notNull())
    .addColumn('title', 'varchar(80)', (col) => col.notNull())
    .addColumn('ownership_percent', 'numeric(5, 2)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('phone', 'varchar(20)', (col) => col.notNull())
    .addColumn('street', 'varchar(160)', (col) => col.notNull())
    .addColumn('city', 'varchar(80)', (col) => col.notNull())
    .addColumn('state', 'char(2)', (col) => col.notNull())
    .addColumn('zip', 'varchar(10)', (col) => col.notNull())
    .addColumn('guarantor', 'boolean', (col) => col.notNull())
    .addColumn('ssn_enc', 'text', (col) => col.notNull())
    .addColumn('ssn_last4', 'char(4)', (col) => col.notNull())
    .addColumn('dob_enc', 'text', (col) => col.notNull())
    .addColumn('dob_year', 'integer')
    .addUniqueConstraint('credit_application_owner_position_unique', ['application_id', 'position'])
    .addCheckConstraint('credit_application_owner_percent_check', sql`ownership_percent BETWEEN 0 AND 100`)
    .addCheckConstraint('credit_application_owner_ssn_enc_check', ciphertext('ssn_enc'))
    .addCheckConstraint('credit_application_owner_dob_enc_check', ciphertext('dob_enc'))
    .execute();

  await db.schema
    .createTable('credit_application_event')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('application_id', 'integer', (col) =>
      col.notNull().references('credit_application.id').onDelete('cascade'),
    )
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('actor_id', 'integer', (col) => col.references('app_user.id').onDelete('set null'))
    // 'status' (from_status -> to_status, written by the server) or 'note' (staff text).
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('from_status', 'varchar(30)')
    .addColumn('to_status', 'varchar(30)')
    .addColumn('note', 'varchar(2000)')
    .addCheckConstraint('credit_application_event_kind_check', oneOf('kind', ['status', 'note']))
    .execute();
  await db.schema
    .createIndex('credit_application_event_application_idx')
    .on('credit_application_event')
    .columns(['application_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['credit_application_event', 'credit_application_owner', 'credit_application']) {
    await db.schema.dropTable(table).execute();
  }
}
