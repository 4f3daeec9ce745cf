import type {
  AchAccountType,
  AchAuthMethod,
  AchBatchPurpose,
  AchBatchStatus,
  AchEntryStatus,
  AchPrenoteStatus,
  AchReopenStatus,
  AchReturnFileSource,
  AchReturnKind,
  AchSecCode,
  AssetCategory,
  AssetStatus,
  BillingMethod,
  BillingSource,
  ContractStatus,
  ContractType,
  DebtSourceKind,
  ExtensionKind,
  ExtensionPaymentType,
  ExtensionState,
  InvoiceKind,
  InvoiceLineType,
  InvoiceStatus,
  PaymentFrequencyCode,
  PaymentStatus,
  PortfolioModule,
  PrefundStatus,
  ProcessSource,
} from '@lendline/portfolio';
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
  vendor: VendorTable;
  vendor_api_key: VendorApiKeyTable;
  rate_program: RateProgramTable;
  promo: PromoTable;
  inquiry: InquiryTable;
  inquiry_event: InquiryEventTable;
  debt_source: DebtSourceTable;
  customer: CustomerTable;
  contract: ContractTable;
  contract_extension: ContractExtensionTable;
  gp_journal: GpJournalTable;
  ach_mandate: AchMandateTable;
  ach_batch: AchBatchTable;
  ach_entry: AchEntryTable;
  ach_reopen_request: AchReopenRequestTable;
  ach_return_file: AchReturnFileTable;
  ach_return: AchReturnTable;
  payment_schedule_row: PaymentScheduleRowTable;
  asset: AssetTable;
  prefund: PrefundTable;
  contract_document: ContractDocumentTable;
  contract_note: ContractNoteTable;
  invoice_session: InvoiceSessionTable;
  invoice: InvoiceTable;
  invoice_line: InvoiceLineTable;
  payment: PaymentTable;
  credit_application: CreditApplicationTable;
  credit_application_owner: CreditApplicationOwnerTable;
  credit_application_event: CreditApplicationEventTable;
  job_run: JobRunTable;
  stored_file: StoredFileTable;
  stored_file_chunk: StoredFileChunkTable;
  notification: NotificationTable;
}

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

export interface JobRunTable {
  id: Generated<number>;
  type: string;
  module: string | null;
  title: string;
  params: ColumnType<unknown, string | undefined, string>;
  idempotency_key: string | null;
  requested_by: number;
  actor_id: number;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  progress_done: Generated<number>;
  progress_total: number | null;
  phase: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  started_at: Timestamp | null;
  heartbeat_at: Timestamp | null;
  finished_at: Timestamp | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  counts: ColumnType<unknown, string | undefined, string>;
  amount_total: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  file_id: number | null;
  failure_reason: string | null;
  attempts: Generated<number>;
  cancel_requested: Generated<boolean>;
  queue_job_id: string | null;
}

export interface StoredFileTable {
  id: Generated<number>;
  module: string | null;
  menu: string | null;
  name: string;
  content_type: string;
  /** bigint: pg returns a string, PGlite a number. */
  size: ColumnType<string | number, string | number | undefined, string | number>;
  sha256: string | null;
  requested_by: number;
  job_run_id: number | null;
  complete: Generated<boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
  download_count: Generated<number>;
}

export interface StoredFileChunkTable {
  file_id: number;
  seq: number;
  data: Uint8Array;
}

export interface NotificationTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  job_run_id: number | null;
  file_id: number | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  read_at: Timestamp | null;
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
  /** The staff account the message was for, when it was for one (who may read it depends on it). */
  recipient_user_id: number | null;
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
  job_run_id: number | null;
}

export interface SalesforceSyncCheckpointTable {
  object: string;
  last_modified_at: Timestamp;
}

/** numeric columns: both drivers return decimal strings, so money never passes through a float. */
type Decimal = ColumnType<string, string | number, string | number>;
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface VendorTable {
  id: Generated<number>;
  name: string;
  website: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  city: string | null;
  state: string | null;
  sales_rep_id: number | null;
  quote_enabled: Generated<boolean>;
  status: Generated<'active' | 'inactive'>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface VendorApiKeyTable {
  id: Generated<number>;
  vendor_id: number;
  label: string | null;
  prefix: string;
  key_hash: string;
  allowed_origins: ColumnType<unknown, string | undefined, string>;
  rate_limit_per_minute: Generated<number>;
  status: Generated<'active' | 'rotated' | 'revoked'>;
  created_by: number | null;
  created_at: CreatedAt;
  last_used_at: Timestamp | null;
  expires_at: Timestamp | null;
  revoked_at: Timestamp | null;
  replaced_by_id: number | null;
}

export interface RateProgramTable {
  id: Generated<number>;
  name: string;
  product_type: 'ONE_DOLLAR' | 'TEN_PERCENT_PO' | 'FMV' | 'EFA_LOAN';
  terms: Json;
  amount_bands: Json;
  credit_tiers: Json;
  rate_basis: 'RATE' | 'RATE_FACTOR';
  matrix: Json;
  advance_payments: Generated<number>;
  residual_pct: ColumnType<string, string | number | undefined, string | number>;
  doc_fee: ColumnType<string, string | number | undefined, string | number>;
  min_amount: Decimal;
  max_amount: Decimal;
  effective_from: Timestamp;
  effective_to: Timestamp | null;
  vendor_ids: ColumnType<unknown, string | undefined, string>;
  status: Generated<'active' | 'inactive'>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PromoTable {
  id: Generated<number>;
  name: string;
  type: string;
  params: ColumnType<unknown, string | undefined, string>;
  eligible_terms: ColumnType<unknown, string | undefined, string>;
  eligible_vendor_ids: ColumnType<unknown, string | undefined, string>;
  program_ids: ColumnType<unknown, string | undefined, string>;
  start_date: Timestamp;
  end_date: Timestamp;
  status: Generated<'active' | 'inactive'>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface InquiryTable {
  id: Generated<number>;
  vendor_id: number;
  api_key_id: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  customer_name: string;
  business_name: string | null;
  email: string;
  phone: string | null;
  state: string | null;
  equipment_description: string | null;
  equipment_cost: Decimal;
  term_months: number;
  product_type: string;
  quoted_payment: Decimal;
  program_id: number | null;
  promo_id: number | null;
  quote: Json;
  message: string | null;
  source: 'widget' | 'page' | 'component' | 'staff';
  status: Generated<string>;
  assigned_rep_id: number | null;
  salesforce_lead_id: string | null;
  idempotency_key: string | null;
}

export interface InquiryEventTable {
  id: Generated<number>;
  inquiry_id: number;
  at: CreatedAt;
  actor_id: number | null;
  kind: 'status' | 'note';
  from_status: string | null;
  to_status: string | null;
  note: string | null;
}

// Portfolio (migration 0006, apps/api/src/features/portfolio/CONTRACT.md). Vocabulary columns take the
// types of @lendline/portfolio; the database checks the same lists.

/** A `date` column: read as UTC midnight by both drivers, written as `YYYY-MM-DD` or a Date. */
type DateOnly = ColumnType<Date, Date | string, Date | string>;
type DecimalWithDefault = ColumnType<string, string | number | undefined, string | number>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface DebtSourceTable {
  id: Generated<number>;
  name: string;
  kind: DebtSourceKind;
  commitment: Decimal | null;
  advance_rate: Decimal | null;
  buy_rate: Decimal | null;
  status: Generated<'active' | 'inactive'>;
  created_at: CreatedAt;
}

export interface CustomerTable {
  id: Generated<number>;
  customer_number: string;
  legal_name: string;
  dba: string | null;
  fein: string;
  entity_type: 'LLC' | 'CORPORATION' | 'PARTNERSHIP' | 'SOLE_PROPRIETOR' | 'NON_PROFIT';
  naics: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  bill_to_email: string;
  gp_customer_number: string | null;
  tax_exempt: Generated<boolean>;
  tax_rate: DecimalWithDefault;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ContractTable {
  id: Generated<number>;
  contract_number: string;
  contract_type: ContractType;
  customer_id: number;
  vendor_id: number | null;
  sales_rep_id: number | null;
  debt_source_id: number | null;
  rate_program_id: number | null;
  salesforce_opportunity_id: string | null;
  master_lease_number: string | null;
  status: ContractStatus;
  paid_off: Generated<boolean>;
  equipment_cost: Decimal;
  down_payment: DecimalWithDefault;
  doc_fee: DecimalWithDefault;
  amount_financed: Decimal;
  payment_amount: Decimal;
  payment_frequency: PaymentFrequencyCode;
  term_months: number;
  number_of_payments: number;
  advance_payments: number;
  annual_rate: Decimal;
  rate_factor: Decimal;
  residual_amount: DecimalWithDefault;
  balloon_amount: DecimalWithDefault;
  promo_label: string | null;
  tax_rate: DecimalWithDefault;
  billing_method: BillingMethod;
  due_day: number;
  application_date: DateOnly | null;
  approval_date: DateOnly | null;
  acceptance_date: DateOnly | null;
  funding_date: DateOnly | null;
  commencement_date: DateOnly;
  first_payment_date: DateOnly;
  maturity_date: DateOnly;
  paid_to_date: DateOnly | null;
  next_due_date: DateOnly | null;
  closed_date: DateOnly | null;
  days_past_due: Generated<number>;
  amount_past_due: DecimalWithDefault;
  description: string | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PaymentScheduleRowTable {
  contract_id: number;
  payment_number: number;
  due_date: DateOnly;
  payment: Decimal;
  interest: Decimal;
  principal: Decimal;
  balance: Decimal;
}

export interface AssetTable {
  id: Generated<number>;
  contract_id: number;
  category: AssetCategory;
  make: string;
  model: string;
  year: number;
  serial_number: string;
  description: string;
  new_used: 'NEW' | 'USED';
  quantity: Generated<number>;
  cost: Decimal;
  vendor_id: number | null;
  location_city: string;
  location_state: string;
  status: AssetStatus;
  book_residual: DecimalWithDefault;
  ucc_filing_number: string | null;
  insurance_cert_expiry: DateOnly | null;
  ucc_filing_date: DateOnly | null;
  ucc_continuation_date: DateOnly | null;
  off_lease_date: DateOnly | null;
  disposition_date: DateOnly | null;
  disposition_amount: Decimal | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PrefundTable {
  id: Generated<number>;
  contract_id: number;
  vendor_id: number | null;
  amount: Decimal;
  percent_of_cost: Decimal;
  request_date: DateOnly;
  funded_date: DateOnly | null;
  expected_commencement_date: DateOnly | null;
  converted_date: DateOnly | null;
  interim_rate: Decimal;
  status: PrefundStatus;
  created_at: CreatedAt;
}

export interface ContractDocumentTable {
  id: Generated<number>;
  document_id: string;
  contract_id: number;
  name: string;
  kind: 'LEASE_AGREEMENT' | 'DELIVERY_ACCEPTANCE' | 'VENDOR_INVOICE' | 'INSURANCE' | 'UCC' | 'OTHER';
  content_type: string;
  size_bytes: number;
  content: Uint8Array | null;
  is_valid: Generated<boolean>;
  uploaded_by: number | null;
  uploaded_at: CreatedAt;
}

export interface ContractNoteTable {
  id: Generated<number>;
  contract_id: number;
  author_id: number | null;
  at: CreatedAt;
  category: 'GENERAL' | 'COLLECTIONS' | 'BILLING' | 'CUSTOMER_SERVICE';
  text: string;
}

export interface InvoiceSessionTable {
  id: Generated<number>;
  session_name: string;
  module: PortfolioModule;
  kind: InvoiceKind;
  idempotency_key: string | null;
  status: Generated<'CREATED' | 'CANCELLED'>;
  invoice_count: Generated<number>;
  total: DecimalWithDefault;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface InvoiceTable {
  id: Generated<number>;
  invoice_number: string;
  kind: InvoiceKind;
  contract_id: number;
  customer_id: number;
  session_id: number | null;
  invoice_date: DateOnly;
  due_date: DateOnly;
  period_number: number | null;
  subtotal: Decimal;
  tax_amount: DecimalWithDefault;
  total: Decimal;
  amount_paid: DecimalWithDefault;
  balance: Decimal;
  status: InvoiceStatus;
  send_to: string | null;
  sent_at: Timestamp | null;
  gp_doc_number: string | null;
  post_error: string | null;
  gp_batch_id: string | null;
  informational_reason: 'ACH' | 'FUNDER_SERVICED' | 'OTHER' | null;
  debit_date: DateOnly | null;
  charge_type: InvoiceLineType | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface InvoiceLineTable {
  id: Generated<number>;
  invoice_id: number;
  line_number: number;
  type: InvoiceLineType;
  description: string;
  amount: Decimal;
  taxable: Generated<boolean>;
}

export interface PaymentTable {
  id: Generated<number>;
  contract_id: number;
  invoice_id: number | null;
  received_date: DateOnly;
  amount: Decimal;
  method: BillingMethod;
  reference: string;
  status: Generated<PaymentStatus>;
  created_at: CreatedAt;
}

// Credit applications (migration 0007, apps/api/src/features/credit-applications/CONTRACT.md). `*_enc`
// columns hold "v1:" + base64(iv | tag | AES-256-GCM ciphertext), never a plain value.

export interface CreditApplicationTable {
  id: Generated<number>;
  reference_number: string;
  client_id: string;
  vendor_api_key_id: number | null;
  company: string;
  to_slug: string;
  recipient_user_id: number | null;
  recipient_vendor_id: number | null;
  status: Generated<string>;
  legal_name: string;
  dba: string | null;
  entity_type: string;
  state: string;
  requested_amount: Decimal;
  term_months: number;
  business_json: Json;
  equipment_json: Json;
  consents_json: Json;
  signature_name: string;
  fein_enc: string;
  fein_last4: string;
  bank_account_enc: string | null;
  bank_account_last4: string | null;
  bank_routing_enc: string | null;
  bank_routing_last4: string | null;
  submitted_at: CreatedAt;
  updated_at: CreatedAt;
  ip_hash: string | null;
}

export interface CreditApplicationOwnerTable {
  id: Generated<number>;
  application_id: number;
  position: number;
  first_name: string;
  last_name: string;
  title: string;
  ownership_percent: Decimal;
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  guarantor: boolean;
  ssn_enc: string;
  ssn_last4: string;
  dob_enc: string;
  dob_year: number | null;
}

export interface CreditApplicationEventTable {
  id: Generated<number>;
  application_id: number;
  at: CreatedAt;
  actor_id: number | null;
  kind: 'status' | 'note';
  from_status: string | null;
  to_status: string | null;
  note: string | null;
}

/** A lease in the extension process (migration 0017, features/extensions/CONTRACT.md). */
export interface ContractExtensionTable {
  contract_id: number;
  state: ExtensionState;
  kind: ExtensionKind;
  evergreen: Generated<boolean>;
  ext_payments: number | null;
  payment_amount: Decimal;
  payment_frequency: PaymentFrequencyCode;
  due_day: number;
  ext_first_payment_date: DateOnly;
  ext_maturity_date: DateOnly | null;
  ext_next_due_date: DateOnly | null;
  /** `ext_payments − billed_count`, computed by the database (migration 0020); null month to month. */
  ext_remaining_payments: ColumnType<number | null, never, never>;
  billed_count: Generated<number>;
  /** The contract's number, lessee name and tax rate, kept here for the views (migration 0020). */
  contract_number: Generated<string>;
  customer_name: Generated<string>;
  tax_rate: ColumnType<string, string | number | undefined, string | number>;
  /** The search fields of the view the row is in, computed by the database (migration 0020). */
  search_text: ColumnType<string | null, never, never>;
  bill_to_email: string | null;
  send_to: string | null;
  send_email: Generated<boolean>;
  payment_method: BillingMethod;
  billing_source: BillingSource;
  process_source: ProcessSource;
  payment_type: ExtensionPaymentType;
  advance_billing_flag: Generated<boolean>;
  advance_days: Generated<number>;
  processed_at: Timestamp | null;
  processed_run_id: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** The embedded GP: the sales documents "in GP", unposted, by batch (migration 0018). */
export interface GpJournalTable {
  id: Generated<number>;
  document_number: string;
  batch_id: string;
  document_type: string;
  customer_number: string;
  document_date: DateOnly;
  due_date: DateOnly;
  subtotal: Decimal;
  tax_amount: Decimal;
  total: Decimal;
  lines: Json;
  reference: string | null;
  created_at: CreatedAt;
}

/** A contract's ACH debit authorisation and bank account (migration 0021). */
export interface AchMandateTable {
  id: Generated<number>;
  contract_id: number;
  account_holder_name: string;
  routing_number: string;
  /** PiiCipher text; only `account_last4` is ever shown. */
  account_number_cipher: string;
  account_last4: string;
  account_type: AchAccountType;
  sec_code: AchSecCode;
  authorized_at: DateOnly;
  auth_method: AchAuthMethod;
  revoked_at: DateOnly | null;
  revoked_reason: string | null;
  needs_new_authorization: Generated<boolean>;
  prenote_status: ColumnType<AchPrenoteStatus, AchPrenoteStatus | undefined, AchPrenoteStatus>;
  prenote_settled_on: DateOnly | null;
  live_from: DateOnly | null;
  last_noc_code: string | null;
  last_noc_applied_at: Timestamp | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** An ACH batch and, once approved, its NACHA file (migration 0021). */
export interface AchBatchTable {
  id: Generated<number>;
  batch_name: string;
  purpose: AchBatchPurpose;
  company_name: string;
  company_id: string;
  sec_code: AchSecCode;
  service_class: number;
  entry_description: string;
  effective_date: DateOnly;
  same_day: Generated<boolean>;
  entry_count: Generated<number>;
  debit_total: DecimalWithDefault;
  credit_total: DecimalWithDefault;
  /** bigint: read back as a string. */
  entry_hash: ColumnType<string, string | number | undefined, string | number>;
  status: ColumnType<AchBatchStatus, AchBatchStatus | undefined, AchBatchStatus>;
  reversal_of_batch_id: number | null;
  build_run_id: number | null;
  created_by: number;
  submitted_by: number | null;
  submitted_at: Timestamp | null;
  approved_by: number | null;
  approved_at: Timestamp | null;
  rejected_by: number | null;
  rejected_at: Timestamp | null;
  reject_reason: string | null;
  file_id_modifier: string | null;
  file_name: string | null;
  file_hash: string | null;
  file_id: number | null;
  generated_at: Timestamp | null;
  transmitted_at: Timestamp | null;
  transmitted_by: number | null;
  transmit_mode: 'SFTP' | 'DOWNLOAD' | null;
  settled_at: Timestamp | null;
  closed_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** One debit, credit or prenote of a batch (migration 0021). */
export interface AchEntryTable {
  id: Generated<number>;
  batch_id: number;
  contract_id: number;
  mandate_id: number;
  invoice_id: number | null;
  receiver_name: string;
  individual_id: string;
  routing_number: string;
  account_number_cipher: string;
  account_last4: string;
  account_type: AchAccountType;
  transaction_code: number;
  amount: Decimal;
  status: ColumnType<AchEntryStatus, AchEntryStatus | undefined, AchEntryStatus>;
  hold_reason: string | null;
  trace_number: string | null;
  presentment: Generated<number>;
  reinitiation_of_entry_id: number | null;
  return_code: string | null;
  return_date: DateOnly | null;
  return_reason: string | null;
  noc_code: string | null;
  corrected_data: string | null;
  created_at: CreatedAt;
}

/** A request to re-open a generated batch, decided by someone else (migration 0021). */
export interface AchReopenRequestTable {
  id: Generated<number>;
  batch_id: number;
  requested_by: number;
  requested_at: CreatedAt;
  reason: string;
  status: ColumnType<AchReopenStatus, AchReopenStatus | undefined, AchReopenStatus>;
  decided_by: number | null;
  decided_at: Timestamp | null;
  decision_note: string | null;
  voided_file_name: string | null;
}

/** An imported bank return / NOC file, unique by its SHA-256 (migration 0021). */
export interface AchReturnFileTable {
  id: Generated<number>;
  file_name: string;
  file_hash: string;
  source: AchReturnFileSource;
  file_id: number | null;
  imported_by: number;
  imported_at: CreatedAt;
  return_count: Generated<number>;
  noc_count: Generated<number>;
  unmatched_count: Generated<number>;
  duplicate_count: Generated<number>;
}

/** One return or notification of change read from an imported file, and what was done (migration 0021). */
export interface AchReturnTable {
  id: Generated<number>;
  return_file_id: number;
  entry_id: number | null;
  original_trace: string;
  kind: AchReturnKind;
  code: string;
  amount: DecimalWithDefault;
  return_date: DateOnly;
  corrected_data: string | null;
  outcome: string;
  created_at: CreatedAt;
}
