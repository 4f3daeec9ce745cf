import { sql, type Kysely } from 'kysely';

// Roles carry the permission map (module -> menu -> {view, create, download}) as jsonb;
// the wire contract presents it as a JSON string (spec §3).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_role')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('description', 'varchar(500)')
    .addColumn('permissions', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('expire_in', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX app_role_name_key ON app_role (lower(name))`.execute(db);

  await db.schema
    .createTable('app_user')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('first_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('last_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('role_id', 'integer', (col) => col.references('app_role.id').onDelete('restrict'))
    .addColumn('email_verified', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('last_login', 'timestamptz')
    .addColumn('config', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // E-mail is the sign-in name: one account per address whatever its case.
  await sql`CREATE UNIQUE INDEX app_user_email_key ON app_user (lower(email))`.execute(db);
  await db.schema.createIndex('app_user_role_id_idx').on('app_user').column('role_id').execute();
  await db.schema.createIndex('app_user_last_name_idx').on('app_user').columns(['last_name', 'id']).execute();

  await db.schema
    .createTable('seed_run')
    .addColumn('name', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('ran_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seed_run').execute();
  await db.schema.dropTable('app_user').execute();
  await db.schema.dropTable('app_role').execute();
}
