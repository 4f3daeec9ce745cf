import { sql, type Kysely } from 'kysely';

// Sessions, one-time codes, sign-in throttling, settings and the append-only audit log.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Bumped on password change, deactivation and role change: every token carrying an older version dies.
  await db.schema
    .alterTable('app_user')
    .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('app_session')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('app_user.id').onDelete('cascade'))
    // Set while impersonating: the real person behind the session.
    .addColumn('actor_id', 'integer', (col) => col.references('app_user.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('client_address', 'varchar(64)')
    .addColumn('user_agent', 'varchar(300)')
    .execute();
  await db.schema.createIndex('app_session_user_idx').on('app_session').column('user_id').execute();

  await db.schema
    .createTable('auth_code')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(20)', (col) => col.notNull())
    .addColumn('code_hash', 'varchar(128)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('auth_code_user_idx').on('auth_code').columns(['user_id', 'purpose']).execute();
  await db.schema.createIndex('auth_code_hash_idx').on('auth_code').column('code_hash').execute();

  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'varchar(300)', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('window_started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('blocked_until', 'timestamptz')
    .execute();

  await db.schema
    .createTable('app_setting')
    .addColumn('key', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('audit_event')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('actor_id', 'integer')
    .addColumn('real_actor_id', 'integer')
    .addColumn('action', 'varchar(40)', (col) => col.notNull())
    .addColumn('entity', 'varchar(60)', (col) => col.notNull())
    .addColumn('entity_id', 'varchar(60)')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('request_id', 'varchar(64)')
    .addColumn('client_address', 'varchar(64)')
    .execute();
  await db.schema.createIndex('audit_event_at_idx').on('audit_event').columns(['at', 'id']).execute();
  await db.schema
    .createIndex('audit_event_entity_idx')
    .on('audit_event')
    .columns(['entity', 'entity_id'])
    .execute();
  await db.schema.createIndex('audit_event_actor_idx').on('audit_event').column('actor_id').execute();
  // Append-only: the database itself refuses to change or remove history.
  await sql`CREATE FUNCTION audit_event_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'audit_event is append-only' USING ERRCODE = 'insufficient_privilege'; END $$`.execute(
    db,
  );
  await sql`CREATE TRIGGER audit_event_no_change BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_event
    FOR EACH STATEMENT EXECUTE FUNCTION audit_event_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE audit_event`.execute(db);
  await sql`DROP FUNCTION audit_event_append_only()`.execute(db);
  for (const table of ['app_setting', 'login_throttle', 'auth_code', 'app_session'])
    await db.schema.dropTable(table).execute();
  await db.schema.alterTable('app_user').dropColumn('token_version').execute();
}
