import { sql, type Kysely } from 'kysely';

// Vendor Quote (domain.md §2.13): dealers, the API keys their websites embed, the rate programs and
// promos the calculator quotes from, and the inquiries buyers send, with their status history.
// Money is numeric(14, 2); rates and factors numeric(10, 8), so nothing is a float in the database.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vendor')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'varchar(160)', (col) => col.notNull())
    .addColumn('website', 'varchar(300)')
    .addColumn('contact_name', 'varchar(120)')
    .addColumn('contact_email', 'varchar(254)')
    .addColumn('contact_phone', 'varchar(20)')
    .addColumn('city', 'varchar(80)')
    .addColumn('state', 'char(2)')
    .addColumn('sales_rep_id', 'integer', (col) => col.references('app_user.id').onDelete('set null'))
    // Enrolled in Vendor Quote: may hold API keys and receive inquiries.
    .addColumn('quote_enabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('active'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX vendor_name_unique ON vendor (lower(name))`.execute(db);

  await db.schema
    .createTable('vendor_api_key')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('vendor_id', 'integer', (col) => col.notNull().references('vendor.id').onDelete('cascade'))
    .addColumn('label', 'varchar(80)')
    // The first characters of the key, shown to staff and used to find the row; the rest only as a hash.
    .addColumn('prefix', 'varchar(16)', (col) => col.notNull().unique())
    .addColumn('key_hash', 'char(64)', (col) => col.notNull())
    .addColumn('allowed_origins', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('rate_limit_per_minute', 'integer', (col) => col.notNull().defaultTo(120))
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('active'))
    .addColumn('created_by', 'integer', (col) => col.references('app_user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    // Set when the key is rotated: it keeps working until then, beside its replacement.
    .addColumn('expires_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('replaced_by_id', 'integer', (col) => col.references('vendor_api_key.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('vendor_api_key_vendor_idx').on('vendor_api_key').column('vendor_id').execute();

  await db.schema
    .createTable('rate_program')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('product_type', 'varchar(20)', (col) => col.notNull())
    .addColumn('terms', 'jsonb', (col) => col.notNull())
    .addColumn('amount_bands', 'jsonb', (col) => col.notNull())
    .addColumn('credit_tiers', 'jsonb', (col) => col.notNull())
    .addColumn('rate_basis', 'varchar(12)', (col) => col.notNull())
    .addColumn('matrix', 'jsonb', (col) => col.notNull())
    .addColumn('advance_payments', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('residual_pct', 'numeric(7, 6)', (col) => col.notNull().defaultTo(0))
    .addColumn('doc_fee', 'numeric(14, 2)', (col) => col.notNull().defaultTo(0))
    .addColumn('min_amount', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('max_amount', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('effective_from', 'date', (col) => col.notNull())
    .addColumn('effective_to', 'date')
    .addColumn('vendor_ids', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('active'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('promo')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('type', 'varchar(30)', (col) => col.notNull())
    .addColumn('params', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('eligible_terms', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('eligible_vendor_ids', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('program_ids', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('start_date', 'date', (col) => col.notNull())
    .addColumn('end_date', 'date', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('active'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('inquiry')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('vendor_id', 'integer', (col) => col.notNull().references('vendor.id'))
    .addColumn('api_key_id', 'integer', (col) => col.references('vendor_api_key.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('customer_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('business_name', 'varchar(160)')
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('phone', 'varchar(20)')
    .addColumn('state', 'char(2)')
    .addColumn('equipment_description', 'varchar(300)')
    .addColumn('equipment_cost', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('term_months', 'integer', (col) => col.notNull())
    .addColumn('product_type', 'varchar(20)', (col) => col.notNull())
    .addColumn('quoted_payment', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('program_id', 'integer', (col) => col.references('rate_program.id').onDelete('set null'))
    .addColumn('promo_id', 'integer', (col) => col.references('promo.id').onDelete('set null'))
    // The quote exactly as the buyer saw it, so later program changes do not rewrite history.
    .addColumn('quote', 'jsonb', (col) => col.notNull())
    .addColumn('message', 'varchar(1000)')
    .addColumn('source', 'varchar(10)', (col) => col.notNull())
    .addColumn('status', 'varchar(30)', (col) => col.notNull().defaultTo('New'))
    .addColumn('assigned_rep_id', 'integer', (col) => col.references('app_user.id').onDelete('set null'))
    .addColumn('salesforce_lead_id', 'char(18)')
    .addColumn('idempotency_key', 'varchar(80)')
    .execute();
  await db.schema.createIndex('inquiry_created_idx').on('inquiry').column('created_at').execute();
  await db.schema
    .createIndex('inquiry_vendor_idx')
    .on('inquiry')
    .columns(['vendor_id', 'created_at'])
    .execute();
  await db.schema.createIndex('inquiry_status_idx').on('inquiry').columns(['status', 'created_at']).execute();
  // A retried submission (same key, same Idempotency-Key) finds the first one instead of adding another.
  await sql`CREATE UNIQUE INDEX inquiry_idempotency_unique ON inquiry (api_key_id, idempotency_key) WHERE idempotency_key IS NOT NULL`.execute(
    db,
  );

  await db.schema
    .createTable('inquiry_event')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('inquiry_id', 'integer', (col) => col.notNull().references('inquiry.id').onDelete('cascade'))
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('actor_id', 'integer', (col) => col.references('app_user.id').onDelete('set null'))
    // 'status' (from_status -> to_status, written by the server) or 'note' (staff text).
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('from_status', 'varchar(30)')
    .addColumn('to_status', 'varchar(30)')
    .addColumn('note', 'varchar(2000)')
    .execute();
  await db.schema
    .createIndex('inquiry_event_inquiry_idx')
    .on('inquiry_event')
    .columns(['inquiry_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['inquiry_event', 'inquiry', 'promo', 'rate_program', 'vendor_api_key', 'vendor']) {
    await db.schema.dropTable(table).execute();
  }
}
