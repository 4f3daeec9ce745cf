import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, VendorApiKeyTable } from '../../../db/schema.ts';
import { entityNotFound, HttpError } from '../../../lib/http-error.ts';

/** A new key as issued: the full key (shown once), its visible prefix and the hash that is stored. */
export interface IssuedKey {
  apiKey: string;
  prefix: string;
  hash: string;
}

export type KeyRow = Selectable<VendorApiKeyTable>;
type Trx = Transaction<Database>;

/** The key as the API shows it: the same fields as `/vendor-api-keys`, never the hash. */
export const apiKeyJson = (row: KeyRow) => ({
  id: row.id,
  vendorId: row.vendor_id,
  label: row.label,
  prefix: row.prefix,
  allowedOrigins: row.allowed_origins as string[],
  rateLimitPerMinute: row.rate_limit_per_minute,
  status: row.status,
  createdBy: row.created_by,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  expiresAt: row.expires_at,
  revokedAt: row.revoked_at,
  replacedById: row.replaced_by_id,
});

export const conflict = (message: string, code: string) =>
  new HttpError(409, 'ConflictError', message, { code });

/** Locks the vendor for the key's issue; 404 when missing, 409 when it may not hold a new key. */
export async function lockEnrolledVendor(trx: Trx, vendorId: number): Promise<void> {
  const vendor = await trx
    .selectFrom('vendor')
    .select(['status', 'quote_enabled'])
    .where('id', '=', vendorId)
    .forUpdate()
    .executeTakeFirst();
  if (!vendor) throw entityNotFound('Vendor', vendorId);
  if (vendor.status !== 'active' || !vendor.quote_enabled) {
    throw conflict(
      'The vendor must be active and enrolled in Vendor Quote to get a new API key.',
      'VENDOR_NOT_ENROLLED',
    );
  }
}

/** A key whose prefix no stored key has: 8 base-62 characters make a clash rare, and a clash draws again. */
export async function freshKey(trx: Trx, issueKey: () => IssuedKey): Promise<IssuedKey> {
  for (;;) {
    const issued = issueKey();
    const taken = await trx
      .selectFrom('vendor_api_key')
      .select('id')
      .where('prefix', '=', issued.prefix)
      .executeTakeFirst();
    if (!taken) return issued;
  }
}

export interface NewKeyValues {
  vendorId: number;
  label: string | null;
  allowedOrigins: unknown;
  rateLimit: number;
  createdBy: number;
}

/** Stores an active key: its prefix and hash, never the key itself. */
export const insertKey = (trx: Trx, issued: IssuedKey, values: NewKeyValues) =>
  trx
    .insertInto('vendor_api_key')
    .values({
      vendor_id: values.vendorId,
      label: values.label,
      prefix: issued.prefix,
      key_hash: issued.hash,
      allowed_origins: JSON.stringify(values.allowedOrigins),
      rate_limit_per_minute: values.rateLimit,
      status: 'active',
      created_by: values.createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** The key, locked for the action on it; 404 when there is none. */
export async function lockKey(trx: Trx, id: number): Promise<KeyRow> {
  const row = await trx
    .selectFrom('vendor_api_key')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw entityNotFound('VendorApiKey', id);
  return row;
}

/** The old key of a rotation: `rotated`, working until `expiresAt`, pointing at its replacement. */
export const markRotated = (trx: Trx, id: number, expiresAt: Date, replacedById: number) =>
  trx
    .updateTable('vendor_api_key')
    .set({ status: 'rotated', expires_at: expiresAt, replaced_by_id: replacedById })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export const markRevoked = (trx: Trx, id: number) =>
  trx
    .updateTable('vendor_api_key')
    .set({ status: 'revoked', revoked_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export const inTransaction = <T>(db: Kysely<any>, work: (trx: Trx) => Promise<T>): Promise<T> =>
  (db as Kysely<Database>).transaction().execute(work);
