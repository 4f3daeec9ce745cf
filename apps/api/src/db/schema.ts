import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json = ColumnType<unknown, string, string>;

/** Table types for Kysely; one interface per table, columns in snake_case as in the migrations. */
export interface Database {
  app_role: AppRoleTable;
  app_user: AppUserTable;
  seed_run: SeedRunTable;
}

export interface AppRoleTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  permissions: Json;
  status: Generated<boolean>;
  expire_in: Timestamp | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface AppUserTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  is_active: Generated<boolean>;
  role_id: number | null;
  email_verified: Generated<boolean>;
  last_login: Timestamp | null;
  config: Json;
  password_hash: string | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface SeedRunTable {
  name: string;
  ran_at: Generated<Timestamp>;
}
