import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json = ColumnType<unknown, string, string>;

/** Table types for Kysely; one interface per table, columns in snake_case as in the migrations. */
export interface Database {
  app_role: AppRoleTable;
  app_user: AppUserTable;
  seed_run: SeedRunTable;
  app_session: AppSessionTable;
  auth_code: AuthCodeTable;
  login_throttle: LoginThrottleTable;
  app_setting: AppSettingTable;
  audit_event: AuditEventTable;
  mail_outbox: MailOutboxTable;
  sf_account: SfAccountTable;
  sf_user: SfUserTable;
  sf_opportunity: SfOpportunityTable;
  salesforce_sync_run: SalesforceSyncRunTable;
  salesforce_sync_checkpoint: SalesforceSyncCheckpointTable;
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
  token_version: Generated<number>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface SeedRunTable {
  name: string;
  ran_at: Generated<Timestamp>;
}

export interface AppSessionTable {
  id: string;
  user_id: number;
  actor_id: number | null;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  client_address: string | null;
  user_agent: string | null;
}

export interface AuthCodeTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'reset' | 'activation';
  code_hash: string;
  attempts: Generated<number>;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface LoginThrottleTable {
  key: string;
  failures: Generated<number>;
  window_started_at: Timestamp;
  blocked_until: Timestamp | null;
}

export interface AppSettingTable {
  key: string;
  value: string;
}

export interface AuditEventTable {
  id: Generated<string>;
  at: Generated<Timestamp>;
  actor_id: number | null;
  real_actor_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: Json | null;
  after: Json | null;
  request_id: string | null;
  client_address: string | null;
}

export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  kind: string;
  delivery: 'outbox' | 'smtp';
  status: 'stored' | 'sent' | 'failed';
  body_text: string | null;
  body_html: string | null;
  error: string | null;
  // Spelled out: Generated<Timestamp> would make the insert type the ColumnType wrapper, not a Date.
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sent_at: Timestamp | null;
}

type SyncedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface SfAccountTable {
  id: string;
  name: string;
  phone: string | null;
  billing_city: string | null;
  billing_state: string | null;
  billing_postal_code: string | null;
  last_modified_at: Timestamp;
  synced_at: SyncedAt;
}

export interface SfUserTable {
  id: string;
  name: string;
  email: string | null;
  is_active: boolean;
  last_modified_at: Timestamp;
  synced_at: SyncedAt;
}

export interface SfOpportunityTable {
  id: string;
  account_id: string | null;
  owner_id: string | null;
  name: string;
  stage: string;
  // numeric comes back as a string from both drivers; money is never a float here.
  amount: string | null;
  close_date: Timestamp | null;
  last_modified_at: Timestamp;
  synced_at: SyncedAt;
}

export interface SalesforceSyncRunTable {
  id: Generated<number>;
  source: 'demo' | 'salesforce';
  status: 'running' | 'succeeded' | 'failed';
  started_by: number | null;
  started_at: SyncedAt;
  heartbeat_at: SyncedAt;
  finished_at: Timestamp | null;
  fetched: Generated<number>;
  created: Generated<number>;
  updated: Generated<number>;
  rejected: Generated<number>;
  counts: ColumnType<unknown, string | undefined, string>;
  error: string | null;
}

export interface SalesforceSyncCheckpointTable {
  object: string;
  last_modified_at: Timestamp;
}
