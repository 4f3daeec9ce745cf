import {
  ASSET_CATEGORIES,
  ASSET_STATUSES,
  BILLING_METHODS,
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
  DEBT_SOURCE_KINDS,
  INVOICE_KINDS,
  INVOICE_LINE_TYPES,
  INVOICE_STATUSES,
  PAYMENT_FREQUENCIES,
  PAYMENT_STATUSES,
  PORTFOLIO_MODULES,
  PREFUND_STATUSES,
} from '@lendline/portfolio';
import { sql, type Kysely, type RawBuilder } from 'kysely';

// The portfolio (issue 7, apps/api/src/features/portfolio/CONTRACT.md): lessees, contracts with their
// payment schedules, equipment, prefunds, documents, notes, invoices with their lines and sessions, and
// payments. Money is numeric(14, 2); rates are fractions. Every closed vocabulary is a check built from
// @lendline/portfolio, so the database refuses what the API would. The `ilike` searches of the staff
// lists use pg_trgm GIN indexes; PGlite loads the extension when the store opens (database.ts).

const ENTITY_TYPES = ['LLC', 'CORPORATION', 'PARTNERSHIP', 'SOLE_PROPRIETOR', 'NON_PROFIT'];
const DOCUMENT_KINDS = [
  'LEASE_AGREEMENT',
  'DELIVERY_ACCEPTANCE',
  'VENDOR_INVOICE',
  'INSURANCE',
  'UCC',
  'OTHER',
];
const NOTE_CATEGORIES = ['GENERAL', 'COLLECTIONS', 'BILLING', 'CUSTOMER_SERVICE'];
const INFORMATIONAL_REASONS = ['ACH', 'FUNDER_SERVICED', 'OTHER'];

/** `column IN ('A', 'B', …)` from a vocabulary list. */
function oneOf(column: string, values: readonly string[]): RawBuilder<unknown> {
  return sql`${sql.ref(column)} IN (${sql.join(values.map((value) => sql.lit(value)))})`;
}

const nonNegative = (columns: readonly string[]) => sql.raw(columns.map((c) => `${c} >= 0`).join(' AND '));

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  await db.schema
    .createTable('debt_source')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'varchar(120)', (col) => col.notNull().unique())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('commitment', 'numeric(14, 2)')
    .addColumn('advance_rate', 'numeric(5, 4)')
    .addColumn('buy_rate', 'numeric(7, 6)')
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('active'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('debt_source_kind_check', oneOf('kind', DEBT_SOURCE_KINDS))
    .addCheckConstraint('debt_source_status_check', oneOf('status', ['active', 'inactive']))
    .execute();

  await db.schema
    .createTable('customer')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('customer_number', 'varchar(20)', (col) => col.notNull().unique())
    .addColumn('legal_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('dba', 'varchar(200)')
    .addColumn('fein', 'varchar(10)', (col) => col.notNull())
    .addColumn('entity_type', 'varchar(20)', (col) => col.notNull())
    .addColumn('naics', 'char(6)', (col) => col.notNull())
    .addColumn('address1', 'varchar(200)', (col) => col.notNull())
    .addColumn('city', 'varchar(80)', (col) => col.notNull())
    .addColumn('state', 'char(2)', (col) => col.notNull())
    .addColumn('zip', 'varchar(10)', (col) => col.notNull())
    .addColumn('phone', 'varchar(20)', (col) => col.notNull())
    .addColumn('bill_to_email', 'varchar(254)', (col) => col.notNull())
    .addColumn('gp_customer_number', 'varchar(20)')
    .addColumn('tax_exempt', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('tax_rate', 'numeric(6, 5)', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('customer_entity_type_check', oneOf('entity_type', ENTITY_TYPES))
    .addCheckConstraint('customer_naics_check', sql`naics ~ '^[0-9]{6}$'`)
    .addCheckConstraint(
      'customer_tax_rate_check',
      sql`tax_rate >= 0 AND tax_rate < 1 AND (NOT tax_exempt OR tax_rate = 0)`,
    )
    .execute();

  await db.schema
    .createTable('contract')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('contract_number', 'varchar(20)', (col) => col.notNull().unique())
    .addColumn('contract_type', 'varchar(20)', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id'))
    .addColumn('vendor_id', 'integer', (col) => col.references('vendor.id'))
    .addColumn('sales_rep_id', 'integer', (col) => col.references('app_user.id').onDelete('set null'))
    .addColumn('debt_source_id', 'integer', (col) => col.references('debt_source.id'))
    .addColumn('rate_program_id', 'integer', (col) => col.references('rate_program.id').onDelete('set null'))
    .addColumn('salesforce_opportunity_id', 'char(18)')
    .addColumn('master_lease_number', 'varchar(30)')
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('paid_off', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('equipment_cost', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('down_payment', 'numeric(14, 2)', (col) => col.notNull().defaultTo(0))
    .addColumn('doc_fee', 'numeric(14, 2)', (col) => col.notNull().defaultTo(0))
    .addColumn('amount_financed', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('payment_amount', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('payment_frequency', 'varchar(12)', (col) => col.notNull())
    .addColumn('term_months', 'integer', (col) => col.notNull())
    .addColumn('number_of_payments', 'integer', (col) => col.notNull())
    .addColumn('advance_payments', 'integer', (col) => col.notNull())
    .addColumn('annual_rate', 'numeric(9, 8)', (col) => col.notNull())
    .addColumn('rate_factor', 'numeric(10, 8)', (col) => col.notNull())
    .addColumn('residual_amount', 'numeric(14, 2)', (col) => col.notNull().defaultTo(0))
    .addColumn('balloon_amount', 'numeric(14, 2)', (col) => col.notNull().defaultTo(0))
    .addColumn('promo_label', 'varchar(80)')
    .addColumn('tax_rate', 'numeric(6, 5)', (col) => col.notNull().defaultTo(0))
    .addColumn('billing_method', 'varchar(10)', (col) => col.notNull())
    .addColumn('due_day', 'integer', (col) => col.notNull())
    .addColumn('application_date', 'date')
    .addColumn('approval_date', 'date')
    .addColumn('acceptance_date', 'date')
    .addColumn('funding_date', 'date')
    .addColumn('commencement_date', 'date', (col) => col.notNull())
    .addColumn('first_payment_date', 'date', (col) => col.notNull())
    .addColumn('maturity_date', 'date', (col) => col.notNull())
    .addColumn('paid_to_date', 'date')
    .addColumn('next_due_date', 'date')
    .addColumn('closed_date', 'date')
    .addColumn('days_past_due', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('description', 'varchar(500)')
    .addColumn('created_by', 'integer', (col) => col.references('app_user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('contract_type_check', oneOf('contract_type', CONTRACT_TYPES))
    .addCheckConstraint('contract_status_check', oneOf('status', CONTRACT_STATUSES))
    .addCheckConstraint('contract_frequency_check', oneOf('payment_frequency', PAYMENT_FREQUENCIES))
    .addCheckConstraint('contract_billing_method_check', oneOf('billing_method', BILLING_METHODS))
    .addCheckConstraint(
      'contract_amounts_check',
      nonNegative([
        'equipment_cost',
        'down_payment',
        'doc_fee',
        'amount_financed',
        'payment_amount',
        'residual_amount',
        'balloon_amount',
        'annual_rate',
        'rate_factor',
        'tax_rate',
        'number_of_payments',
        'days_past_due',
      ]),
    )
    .addCheckConstraint('contract_term_check', sql`term_months BETWEEN 1 AND 120`)
    .addCheckConstraint('contract_advance_payments_check', sql`advance_payments BETWEEN 0 AND 3`)
    .addCheckConstraint('contract_due_day_check', sql`due_day BETWEEN 1 AND 31`)
    .execute();
  for (const column of ['customer_id', 'vendor_id', 'sales_rep_id', 'debt_source_id', 'rate_program_id']) {
    await db.schema.createIndex(`contract_${column}_idx`).on('contract').column(column).execute();
  }
  await db.schema.createIndex('contract_created_by_idx').on('contract').column('created_by').execute();
  await db.schema.createIndex('contract_status_idx').on('contract').column('status').execute();
  await db.schema.createIndex('contract_maturity_idx').on('contract').column('maturity_date').execute();
  await db.schema
    .createIndex('contract_billing_status_idx')
    .on('contract')
    .columns(['billing_method', 'status'])
    .execute();
  await db.schema
    .createIndex('contract_commencement_idx')
    .on('contract')
    .column('commencement_date')
    .execute();

  await db.schema
    .createTable('payment_schedule_row')
    .addColumn('contract_id', 'integer', (col) => col.notNull().references('contract.id').onDelete('cascade'))
    .addColumn('payment_number', 'integer', (col) => col.notNull())
    .addColumn('due_date', 'date', (col) => col.notNull())
    .addColumn('payment', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('interest', 'numeric(14, 2)', (col) => col.notNull())
    // Negative when a payment does not cover the interest (a skipped payment, a deferral).
    .addColumn('principal', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('balance', 'numeric(14, 2)', (col) => col.notNull())
    .addPrimaryKeyConstraint('payment_schedule_row_pkey', ['contract_id', 'payment_number'])
    .execute();

  await db.schema
    .createTable('asset')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('contract_id', 'integer', (col) => col.notNull().references('contract.id'))
    .addColumn('category', 'varchar(20)', (col) => col.notNull())
    .addColumn('make', 'varchar(80)', (col) => col.notNull())
    .addColumn('model', 'varchar(80)', (col) => col.notNull())
    .addColumn('year', 'integer', (col) => col.notNull())
    // Not unique: a serial financed twice is a fraud signal the seed plants on purpose.
    .addColumn('serial_number', 'varchar(60)', (col) => col.notNull())
    .addColumn('description', 'varchar(300)', (col) => col.notNull())
    .addColumn('new_used', 'varchar(4)', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('cost', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('vendor_id', 'integer', (col) => col.references('vendor.id'))
    .addColumn('location_city', 'varchar(80)', (col) => col.notNull())
    .addColumn('location_state', 'char(2)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('book_residual', 'numeric(14, 2)', (col) => col.notNull().defaultTo(0))
    .addColumn('ucc_filing_number', 'varchar(30)')
    .addColumn('insurance_cert_expiry', 'date')
    .addColumn('disposition_date', 'date')
    .addColumn('disposition_amount', 'numeric(14, 2)')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('asset_category_check', oneOf('category', ASSET_CATEGORIES))
    .addCheckConstraint('asset_status_check', oneOf('status', ASSET_STATUSES))
    .addCheckConstraint('asset_new_used_check', oneOf('new_used', ['NEW', 'USED']))
    .addCheckConstraint(
      'asset_amounts_check',
      sql`quantity > 0 AND cost >= 0 AND book_residual >= 0 AND (disposition_amount IS NULL OR disposition_amount >= 0)`,
    )
    .execute();
  await db.schema.createIndex('asset_contract_idx').on('asset').column('contract_id').execute();
  await db.schema.createIndex('asset_vendor_idx').on('asset').column('vendor_id').execute();

  await db.schema
    .createTable('prefund')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('contract_id', 'integer', (col) => col.notNull().references('contract.id'))
    .addColumn('vendor_id', 'integer', (col) => col.references('vendor.id'))
    .addColumn('amount', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('percent_of_cost', 'numeric(5, 4)', (col) => col.notNull())
    .addColumn('request_date', 'date', (col) => col.notNull())
    .addColumn('funded_date', 'date')
    .addColumn('expected_commencement_date', 'date')
    .addColumn('converted_date', 'date')
    .addColumn('interim_rate', 'numeric(9, 8)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('prefund_status_check', oneOf('status', PREFUND_STATUSES))
    .addCheckConstraint(
      'prefund_amounts_check',
      sql`amount >= 0 AND percent_of_cost >= 0 AND interim_rate >= 0`,
    )
    .execute();
  await db.schema.createIndex('prefund_contract_idx').on('prefund').column('contract_id').execute();
  await db.schema.createIndex('prefund_vendor_idx').on('prefund').column('vendor_id').execute();

  await db.schema
    .createTable('contract_document')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('document_id', 'varchar(40)', (col) => col.notNull().unique())
    .addColumn('contract_id', 'integer', (col) => col.notNull().references('contract.id'))
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('content_type', 'varchar(100)', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('content', 'bytea')
    .addColumn('is_valid', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('uploaded_by', 'integer', (col) => col.references('app_user.id').onDelete('set null'))
    .addColumn('uploaded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('contract_document_kind_check', oneOf('kind', DOCUMENT_KINDS))
    .addCheckConstraint('contract_document_size_check', sql`size_bytes >= 0`)
    .execute();
  await db.schema
    .createIndex('contract_document_contract_idx')
    .on('contract_document')
    .column('contract_id')
    .execute();
  await db.schema
    .createIndex('contract_document_uploaded_by_idx')
    .on('contract_document')
    .column('uploaded_by')
    .execute();

  await db.schema
    .createTable('contract_note')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('contract_id', 'integer', (col) => col.notNull().references('contract.id'))
    .addColumn('author_id', 'integer', (col) => col.references('app_user.id').onDelete('set null'))
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('category', 'varchar(20)', (col) => col.notNull())
    .addColumn('text', 'varchar(2000)', (col) => col.notNull())
    .addCheckConstraint('contract_note_category_check', oneOf('category', NOTE_CATEGORIES))
    .addCheckConstraint('contract_note_text_check', sql`length(text) >= 1`)
    .execute();
  await db.schema
    .createIndex('contract_note_contract_idx')
    .on('contract_note')
    .columns(['contract_id', 'at'])
    .execute();
  await db.schema.createIndex('contract_note_author_idx').on('contract_note').column('author_id').execute();

  await db.schema
    .createTable('invoice_session')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('session_name', 'varchar(40)', (col) => col.notNull().unique())
    .addColumn('module', 'varchar(40)', (col) => col.notNull())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('idempotency_key', 'varchar(80)', (col) => col.unique())
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('CREATED'))
    .addColumn('invoice_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('total', 'numeric(14, 2)', (col) => col.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (col) => col.references('app_user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('invoice_session_module_check', oneOf('module', PORTFOLIO_MODULES))
    .addCheckConstraint('invoice_session_kind_check', oneOf('kind', INVOICE_KINDS))
    .addCheckConstraint('invoice_session_status_check', oneOf('status', ['CREATED', 'CANCELLED']))
    .execute();
  await db.schema
    .createIndex('invoice_session_created_by_idx')
    .on('invoice_session')
    .column('created_by')
    .execute();

  // Invoice numbers are INV- and 7 digits from this sequence; the seed moves it past what it wrote.
  await sql`CREATE SEQUENCE invoice_number_seq`.execute(db);
  await db.schema
    .createTable('invoice')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('invoice_number', 'varchar(20)', (col) => col.notNull().unique())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('contract_id', 'integer', (col) => col.notNull().references('contract.id'))
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id'))
    .addColumn('session_id', 'integer', (col) => col.references('invoice_session.id'))
    .addColumn('invoice_date', 'date', (col) => col.notNull())
    .addColumn('due_date', 'date', (col) => col.notNull())
    .addColumn('period_number', 'integer')
    .addColumn('subtotal', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('tax_amount', 'numeric(14, 2)', (col) => col.notNull().defaultTo(0))
    .addColumn('total', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('amount_paid', 'numeric(14, 2)', (col) => col.notNull().defaultTo(0))
    .addColumn('balance', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('send_to', 'varchar(254)')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('gp_doc_number', 'varchar(30)')
    .addColumn('post_error', 'varchar(500)')
    .addColumn('informational_reason', 'varchar(20)')
    .addColumn('debit_date', 'date')
    .addColumn('charge_type', 'varchar(20)')
    .addColumn('created_by', 'integer', (col) => col.references('app_user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('invoice_kind_check', oneOf('kind', INVOICE_KINDS))
    .addCheckConstraint('invoice_status_check', oneOf('status', INVOICE_STATUSES))
    .addCheckConstraint(
      'invoice_reason_check',
      sql`informational_reason IS NULL OR ${oneOf('informational_reason', INFORMATIONAL_REASONS)}`,
    )
    .addCheckConstraint(
      'invoice_charge_type_check',
      sql`charge_type IS NULL OR ${oneOf('charge_type', INVOICE_LINE_TYPES)}`,
    )
    .addCheckConstraint('invoice_total_check', sql`total = subtotal + tax_amount`)
    // An informational invoice tells the customer what will be debited; it is never a receivable.
    .addCheckConstraint(
      'invoice_balance_check',
      sql`CASE WHEN kind = 'INFORMATIONAL' THEN amount_paid = 0 AND balance = 0 ELSE balance = total - amount_paid END`,
    )
    .execute();
  await db.schema
    .createIndex('invoice_kind_status_due_idx')
    .on('invoice')
    .columns(['kind', 'status', 'due_date'])
    .execute();
  await db.schema.createIndex('invoice_contract_idx').on('invoice').columns(['contract_id']).execute();
  await db.schema.createIndex('invoice_customer_idx').on('invoice').column('customer_id').execute();
  await db.schema.createIndex('invoice_session_idx').on('invoice').column('session_id').execute();
  await db.schema.createIndex('invoice_created_by_idx').on('invoice').column('created_by').execute();

  await db.schema
    .createTable('invoice_line')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('invoice_id', 'integer', (col) => col.notNull().references('invoice.id').onDelete('cascade'))
    .addColumn('line_number', 'integer', (col) => col.notNull())
    .addColumn('type', 'varchar(20)', (col) => col.notNull())
    .addColumn('description', 'varchar(300)', (col) => col.notNull())
    .addColumn('amount', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('taxable', 'boolean', (col) => col.notNull().defaultTo(false))
    .addUniqueConstraint('invoice_line_number_unique', ['invoice_id', 'line_number'])
    .addCheckConstraint('invoice_line_type_check', oneOf('type', INVOICE_LINE_TYPES))
    .execute();

  await db.schema
    .createTable('payment')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('contract_id', 'integer', (col) => col.notNull().references('contract.id'))
    .addColumn('invoice_id', 'integer', (col) => col.references('invoice.id'))
    .addColumn('received_date', 'date', (col) => col.notNull())
    .addColumn('amount', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('method', 'varchar(10)', (col) => col.notNull())
    .addColumn('reference', 'varchar(60)', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('APPLIED'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('payment_method_check', oneOf('method', BILLING_METHODS))
    .addCheckConstraint('payment_status_check', oneOf('status', PAYMENT_STATUSES))
    .addCheckConstraint('payment_amount_check', sql`amount >= 0`)
    .execute();
  await db.schema.createIndex('payment_contract_idx').on('payment').columns(['contract_id']).execute();
  await db.schema.createIndex('payment_invoice_idx').on('payment').column('invoice_id').execute();

  // The staff lists' `like` / `ilike` searches (global search and column filters).
  const trigram: [table: string, column: string][] = [
    ['contract', 'contract_number'],
    ['customer', 'legal_name'],
    ['customer', 'dba'],
    ['asset', 'serial_number'],
    ['invoice', 'invoice_number'],
  ];
  for (const [table, column] of trigram) {
    await sql`CREATE INDEX ${sql.id(`${table}_${column}_trgm_idx`)} ON ${sql.id(table)} USING gin (${sql.id(column)} gin_trgm_ops)`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'payment',
    'invoice_line',
    'invoice',
    'invoice_session',
    'contract_note',
    'contract_document',
    'prefund',
    'asset',
    'payment_schedule_row',
    'contract',
    'customer',
    'debt_source',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`DROP SEQUENCE invoice_number_seq`.execute(db);
}
