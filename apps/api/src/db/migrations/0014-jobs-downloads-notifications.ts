import { sql, type Kysely } from 'kysely';

// Issue 20: long work runs as a job. pg-boss holds the queue (its own schema, created by pg-boss); these
// tables hold what users see: each run's progress and outcome, the files runs produce (Downloads, stored
// in the database in chunks so every API server can serve them), and the notifications that announce
// them. A run names the user it works for and the real person who asked (impersonation).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_run')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('type', 'varchar(40)', (col) => col.notNull())
    .addColumn('module', 'varchar(40)')
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('params', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    // Running the same parameters twice creates nothing new where a job type names its key.
    .addColumn('idempotency_key', 'varchar(200)', (col) => col.unique())
    .addColumn('requested_by', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('actor_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('queued'))
    .addColumn('progress_done', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('progress_total', 'integer')
    .addColumn('phase', 'varchar(120)')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('heartbeat_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('counts', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('amount_total', 'numeric(16, 2)')
    .addColumn('file_id', 'integer')
    .addColumn('failure_reason', 'varchar(500)')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('cancel_requested', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('queue_job_id', 'varchar(64)')
    .addCheckConstraint(
      'job_run_status_check',
      sql`status in ('queued', 'running', 'succeeded', 'failed', 'cancelled')`,
    )
    .execute();
  await db.schema
    .createIndex('job_run_requested_by_idx')
    .on('job_run')
    .columns(['requested_by', 'id'])
    .execute();
  // The sweep for runs whose server stopped looks only at running ones.
  await sql`CREATE INDEX job_run_running_idx ON job_run (heartbeat_at) WHERE status = 'running'`.execute(db);

  await db.schema
    .createTable('stored_file')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('module', 'varchar(40)')
    .addColumn('menu', 'varchar(40)')
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('content_type', 'varchar(120)', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('sha256', 'char(64)')
    .addColumn('requested_by', 'integer', (col) => col.notNull().references('app_user.id'))
    .addColumn('job_run_id', 'integer', (col) => col.references('job_run.id').onDelete('set null'))
    // A file is listed once it is whole; a run that dies while writing leaves it incomplete and unlisted.
    .addColumn('complete', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('download_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('stored_file_requested_by_idx')
    .on('stored_file')
    .columns(['requested_by', 'id'])
    .execute();
  await db.schema.createIndex('stored_file_job_run_idx').on('stored_file').column('job_run_id').execute();
  await db.schema
    .createTable('stored_file_chunk')
    .addColumn('file_id', 'integer', (col) => col.notNull().references('stored_file.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('data', 'bytea', (col) => col.notNull())
    .addPrimaryKeyConstraint('stored_file_chunk_pk', ['file_id', 'seq'])
    .execute();
  await sql`ALTER TABLE job_run ADD CONSTRAINT job_run_file_fk FOREIGN KEY (file_id) REFERENCES stored_file (id) ON DELETE SET NULL`.execute(
    db,
  );

  await db.schema
    .createTable('notification')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('body', 'varchar(1000)')
    .addColumn('link', 'varchar(300)')
    .addColumn('job_run_id', 'integer', (col) => col.references('job_run.id').onDelete('set null'))
    .addColumn('file_id', 'integer', (col) => col.references('stored_file.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('notification_user_idx')
    .on('notification')
    .columns(['user_id', 'id'])
    .execute();
  await sql`CREATE INDEX notification_unread_idx ON notification (user_id) WHERE read_at IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification').execute();
  await sql`ALTER TABLE job_run DROP CONSTRAINT job_run_file_fk`.execute(db);
  await db.schema.dropTable('stored_file_chunk').execute();
  await db.schema.dropTable('stored_file').execute();
  await db.schema.dropTable('job_run').execute();
}
