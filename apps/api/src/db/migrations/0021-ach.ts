import { sql, type Kysely, type RawBuilder } from 'kysely';

// Issue 24: ACH debits (domain.md §2.9). Mandates hold each contract's bank account (the number encrypted
// like the credit application's numbers, only its last 4 readable); batches go through maker-checker; each
// entry remembers the invoice it collects and, once sent, the trace number the bank's returns and
// notifications of change name; imported return files are kept by their hash so importing one twice
// changes nothing. The value lists are written out as they were when the tables were made
// (shared/portfolio/src/ach-vocabulary.ts holds today's); a later vocabulary comes with its own migration.
const oneOf = (column: string, values: readonly string[]): RawBuilder<unknown> =>
  sql`${sql.ref(column)} IN (${sql.join(values.map((value) => sql.lit(value)))})`;

const money = 'numeric(14, 2)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ach_mandate')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('contract_id', 'integer', (col) => col.notNull().references('contract.id'))
    .addColumn('account_holder_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('routing_number', 'char(9)', (col) => col.notNull())
    .addColumn('account_number_cipher', 'text', (col) => col.notNull())
    .addColumn('account_last4', 'varchar(4)', (col) => col.notNull())
    .addColumn('account_type', 'varchar(10)', (col) => col.notNull())
    .addColumn('sec_code', 'char(3)', (col) => col.notNull())
    .addColumn('authorized_at', 'date', (col) => col.notNull())
    .addColumn('auth_method', 'varchar(20)', (col) => col.notNull())
    .addColumn('revoked_at', 'date')
    .addColumn('revoked_reason', 'varchar(300)')
    // R08 (stop payment): the mandate stands but no debit goes until the lessee authorises again.
    .addColumn('needs_new_authorization', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('prenote_status', 'varchar(10)', (col) => col.notNull().defaultTo('REQUIRED'))
    .addColumn('prenote_settled_on', 'date')
    .addColumn('live_from', 'date')
    .addColumn('last_noc_code', 'char(3)')
    .addColumn('last_noc_applied_at', 'timestamptz')
    .addColumn('created_by', 'integer', (col) => col.references('app_user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('ach_mandate_account_type_check', oneOf('account_type', ['CHECKING', 'SAVINGS']))
    .addCheckConstraint('ach_mandate_sec_code_check', oneOf('sec_code', ['CCD', 'PPD']))
    .addCheckConstraint(
      'ach_mandate_auth_method_check',
      oneOf('auth_method', ['WRITTEN', 'ELECTRONIC', 'RECORDED_ORAL']),
    )
    .addCheckConstraint(
      'ach_mandate_prenote_check',
      oneOf('prenote_status', ['REQUIRED', 'SENT', 'VERIFIED', 'FAILED', 'WAIVED']),
    )
    .addCheckConstraint('ach_mandate_routing_check', sql`routing_number ~ '^[0-9]{9}$'`)
    .execute();
  // One mandate in force per contract; revoked ones stay for the record.
  await sql`CREATE UNIQUE INDEX ach_mandate_active_contract_idx ON ach_mandate (contract_id)
    WHERE revoked_at IS NULL`.execute(db);
  await sql`CREATE INDEX ach_mandate_contract_idx ON ach_mandate (contract_id, id)`.execute(db);

  await db.schema
    .createTable('ach_batch')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('batch_name', 'varchar(40)', (col) => col.notNull().unique())
    .addColumn('purpose', 'varchar(12)', (col) => col.notNull())
    .addColumn('company_name', 'varchar(16)', (col) => col.notNull())
    .addColumn('company_id', 'varchar(10)', (col) => col.notNull())
    .addColumn('sec_code', 'char(3)', (col) => col.notNull())
    .addColumn('service_class', 'integer', (col) => col.notNull())
    .addColumn('entry_description', 'varchar(10)', (col) => col.notNull())
    .addColumn('effective_date', 'date', (col) => col.notNull())
    .addColumn('same_day', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('entry_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('debit_total', money, (col) => col.notNull().defaultTo(0))
    .addColumn('credit_total', money, (col) => col.notNull().defaultTo(0))
    .addColumn('entry_hash', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('DRAFT'))
    .addColumn('reversal_of_batch_id', 'integer', (col) => col.references('ach_batch.id'))
    .addColumn('build_run_id', 'integer', (col) => col.references('job_run.id').onDelete('set null'))
    .addColumn('created_by', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('submitted_by', 'integer', (col) => col.references('app_user.id'))
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('approved_by', 'integer', (col) => col.references('app_user.id'))
    .addColumn('approved_at', 'timestamptz')
    .addColumn('rejected_by', 'integer', (col) => col.references('app_user.id'))
    .addColumn('rejected_at', 'timestamptz')
    .addColumn('reject_reason', 'varchar(500)')
    // The file: its File ID Modifier (A–Z, 0–9; the next one after a re-open), name, SHA-256 and the
    // stored file in Downloads.
    .addColumn('file_id_modifier', 'char(1)')
    .addColumn('file_name', 'varchar(80)')
    .addColumn('file_hash', 'char(64)')
    .addColumn('file_id', 'integer', (col) => col.references('stored_file.id').onDelete('set null'))
    .addColumn('generated_at', 'timestamptz')
    .addColumn('transmitted_at', 'timestamptz')
    .addColumn('transmitted_by', 'integer', (col) => col.references('app_user.id'))
    .addColumn('transmit_mode', 'varchar(10)')
    .addColumn('settled_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'ach_batch_status_check',
      oneOf('status', [
        'DRAFT',
        'PENDING_APPROVAL',
        'REJECTED',
        'APPROVED',
        'FILE_GENERATED',
        'REOPEN_REQUESTED',
        'TRANSMITTED',
        'SETTLED',
        'CLOSED',
      ]),
    )
    .addCheckConstraint(
      'ach_batch_purpose_check',
      oneOf('purpose', ['COLLECTION', 'PRENOTE', 'REINITIATION', 'RETURN_FEE', 'REVERSAL']),
    )
    .addCheckConstraint('ach_batch_sec_code_check', oneOf('sec_code', ['CCD', 'PPD']))
    .addCheckConstraint('ach_batch_service_class_check', sql`service_class IN (200, 220, 225)`)
    .addCheckConstraint(
      'ach_batch_totals_check',
      sql`entry_count >= 0 AND debit_total >= 0 AND credit_total >= 0`,
    )
    // Maker-checker in the data as well as in the code: no one approves their own batch.
    .addCheckConstraint('ach_batch_checker_check', sql`approved_by IS NULL OR approved_by <> created_by`)
    .addCheckConstraint(
      'ach_batch_transmit_mode_check',
      sql`transmit_mode IS NULL OR transmit_mode IN ('SFTP', 'DOWNLOAD')`,
    )
    .execute();
  await sql`CREATE INDEX ach_batch_effective_idx ON ach_batch (effective_date DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX ach_batch_status_idx ON ach_batch (status, effective_date)`.execute(db);

  await sql`CREATE SEQUENCE ach_trace_seq`.execute(db);
  await db.schema
    .createTable('ach_entry')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('batch_id', 'integer', (col) => col.notNull().references('ach_batch.id').onDelete('cascade'))
    .addColumn('contract_id', 'integer', (col) => col.notNull().references('contract.id'))
    .addColumn('mandate_id', 'integer', (col) => col.notNull().references('ach_mandate.id'))
    .addColumn('invoice_id', 'integer', (col) => col.references('invoice.id'))
    .addColumn('receiver_name', 'varchar(22)', (col) => col.notNull())
    .addColumn('individual_id', 'varchar(15)', (col) => col.notNull())
    .addColumn('routing_number', 'char(9)', (col) => col.notNull())
    .addColumn('account_number_cipher', 'text', (col) => col.notNull())
    .addColumn('account_last4', 'varchar(4)', (col) => col.notNull())
    .addColumn('account_type', 'varchar(10)', (col) => col.notNull())
    .addColumn('transaction_code', 'integer', (col) => col.notNull())
    .addColumn('amount', money, (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('SCHEDULED'))
    .addColumn('hold_reason', 'varchar(300)')
    // Given when the file is written (ODFI routing's first 8 digits and a sequence), cleared on a re-open.
    .addColumn('trace_number', 'varchar(15)')
    .addColumn('presentment', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('reinitiation_of_entry_id', 'integer', (col) => col.references('ach_entry.id'))
    .addColumn('return_code', 'char(3)')
    .addColumn('return_date', 'date')
    .addColumn('return_reason', 'varchar(300)')
    .addColumn('noc_code', 'char(3)')
    .addColumn('corrected_data', 'varchar(29)')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'ach_entry_status_check',
      oneOf('status', ['SCHEDULED', 'HELD', 'SENT', 'SETTLED', 'RETURNED']),
    )
    .addCheckConstraint('ach_entry_account_type_check', oneOf('account_type', ['CHECKING', 'SAVINGS']))
    .addCheckConstraint(
      'ach_entry_transaction_code_check',
      sql`transaction_code IN (22, 23, 27, 28, 32, 33, 37, 38)`,
    )
    .addCheckConstraint('ach_entry_amount_check', sql`amount >= 0 AND amount < 100000000`)
    .addCheckConstraint('ach_entry_presentment_check', sql`presentment BETWEEN 1 AND 3`)
    .execute();
  // An invoice is collected by one live entry at a time: scheduled, sent or settled. A held or returned
  // entry frees it for another batch.
  await sql`CREATE UNIQUE INDEX ach_entry_live_invoice_idx ON ach_entry (invoice_id)
    WHERE invoice_id IS NOT NULL AND status IN ('SCHEDULED', 'SENT', 'SETTLED')`.execute(db);
  await sql`CREATE INDEX ach_entry_batch_idx ON ach_entry (batch_id, id)`.execute(db);
  await sql`CREATE INDEX ach_entry_trace_idx ON ach_entry (trace_number) WHERE trace_number IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX ach_entry_contract_idx ON ach_entry (contract_id, id)`.execute(db);
  await sql`CREATE INDEX ach_entry_mandate_idx ON ach_entry (mandate_id)`.execute(db);

  await db.schema
    .createTable('ach_reopen_request')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('batch_id', 'integer', (col) => col.notNull().references('ach_batch.id').onDelete('cascade'))
    .addColumn('requested_by', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('requested_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('reason', 'varchar(500)', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('PENDING'))
    .addColumn('decided_by', 'integer', (col) => col.references('app_user.id'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decision_note', 'varchar(500)')
    .addColumn('voided_file_name', 'varchar(80)')
    .addCheckConstraint('ach_reopen_status_check', oneOf('status', ['PENDING', 'APPROVED', 'REJECTED']))
    .addCheckConstraint('ach_reopen_checker_check', sql`decided_by IS NULL OR decided_by <> requested_by`)
    .execute();
  // One open request per batch at a time.
  await sql`CREATE UNIQUE INDEX ach_reopen_pending_idx ON ach_reopen_request (batch_id)
    WHERE status = 'PENDING'`.execute(db);

  await db.schema
    .createTable('ach_return_file')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('file_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('file_hash', 'char(64)', (col) => col.notNull().unique())
    .addColumn('source', 'varchar(10)', (col) => col.notNull())
    .addColumn('file_id', 'integer', (col) => col.references('stored_file.id').onDelete('set null'))
    .addColumn('imported_by', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('imported_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('return_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('noc_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('unmatched_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('duplicate_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('ach_return_file_source_check', oneOf('source', ['UPLOAD', 'SFTP']))
    .execute();

  await db.schema
    .createTable('ach_return')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('return_file_id', 'integer', (col) => col.notNull().references('ach_return_file.id'))
    .addColumn('entry_id', 'integer', (col) => col.references('ach_entry.id'))
    .addColumn('original_trace', 'varchar(15)', (col) => col.notNull())
    .addColumn('kind', 'varchar(6)', (col) => col.notNull())
    .addColumn('code', 'char(3)', (col) => col.notNull())
    .addColumn('amount', money, (col) => col.notNull().defaultTo(0))
    .addColumn('return_date', 'date', (col) => col.notNull())
    .addColumn('corrected_data', 'varchar(29)')
    .addColumn('outcome', 'varchar(500)', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('ach_return_kind_check', oneOf('kind', ['RETURN', 'NOC']))
    .execute();
  // The same return or NOC for the same entry, arriving again in another file, is posted once.
  await sql`CREATE UNIQUE INDEX ach_return_once_idx ON ach_return (entry_id, kind, code)
    WHERE entry_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX ach_return_date_idx ON ach_return (return_date, kind, code)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'ach_return',
    'ach_return_file',
    'ach_reopen_request',
    'ach_entry',
    'ach_batch',
    'ach_mandate',
  ])
    await db.schema.dropTable(table).execute();
  await sql`DROP SEQUENCE ach_trace_seq`.execute(db);
}
