import { can } from '@lendline/permissions';
import { Hono, type Context } from 'hono';
import type { Kysely, Selectable, Transaction } from 'kysely';
import * as v from 'valibot';
import type { AppEnv } from '../../../lib/app-env.ts';
import { entityNotFound, forbidden, HttpError, invalidParameter } from '../../../lib/http-error.ts';
import { readJsonBody } from '../../../lib/request-body.ts';
import { requirePrincipal } from '../../../lib/require-principal.ts';
import type { Database, VendorApiKeyTable } from '../../../db/schema.ts';
import { validateBody } from '../../../resources/body-schema.ts';
import { AllowedOriginsSchema, LabelSchema, RateLimitSchema } from './api-key-fields.ts';

/** A new key as issued: the full key (shown once), its visible prefix and the hash that is stored. */
export interface IssuedKey {
  apiKey: string;
  prefix: string;
  hash: string;
}

export interface AuditedKeyAction {
  action: string;
  entity: string;
  entityId: number;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

export interface VendorApiKeyRouteDeps {
  db: Kysely<Database>;
  audit(c: Context<AppEnv>, event: AuditedKeyAction, db?: Kysely<Database>): Promise<void>;
  /** Makes a new key; the widget API feature owns the key format, the app layer passes this in. */
  issueKey(): IssuedKey;
}

type KeyRow = Selectable<VendorApiKeyTable>;

/** The key as the API shows it: the same fields as `/vendor-api-keys`, never the hash. */
export const apiKeyJson = (row: KeyRow) => ({
  id: row.id,
  vendorId: row.vendor_id,
  label: row.label,
  prefix: row.prefix,
  allowedOrigins: row.allowed_origins,
  rateLimitPerMinute: row.rate_limit_per_minute,
  status: row.status,
  createdBy: row.created_by,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  expiresAt: row.expires_at,
  revokedAt: row.revoked_at,
  replacedById: row.replaced_by_id,
});

const NewKeyBody = v.strictObject({
  label: v.optional(LabelSchema),
  allowedOrigins: AllowedOriginsSchema,
  rateLimitPerMinute: v.optional(RateLimitSchema),
});

const RotateBody = v.strictObject({
  graceDays: v.optional(
    v.pipe(
      v.number('Grace days must be a number'),
      v.integer('Grace days must be a whole number'),
      v.minValue(0, 'Grace days must be at least 0'),
      v.maxValue(30, 'Grace days must be at most 30'),
    ),
  ),
});

const DEFAULT_GRACE_DAYS = 7;
const DAY_MS = 86_400_000;

function parseId(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw invalidParameter('id', raw);
  return Number(raw);
}

// An action's body is optional: no body at all reads as {}.
async function optionalBody(c: Context<AppEnv>): Promise<unknown> {
  const declaredLength = c.req.header('content-length');
  if (!c.req.header('content-type') && (!declaredLength || declaredLength === '0')) return {};
  return (await readJsonBody(c)) ?? {};
}

const conflict = (message: string, code: string) => new HttpError(409, 'ConflictError', message, { code });

/**
 * The API key actions of CONTRACT.md (Vendors › create): issue a key to an active, enrolled vendor,
 * rotate one (a replacement with the same origins and limit; the old key keeps working for a grace
 * period), revoke one. The full key appears once, in the answer that issues it; the database keeps its
 * hash and prefix, and the audit log only the prefix.
 */
export function vendorApiKeyRoutes(deps: VendorApiKeyRouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  const requireVendorsCreate = (c: Context<AppEnv>) => {
    const principal = requirePrincipal(c.get('principal'));
    if (!can(principal.permissions, 'loanCalculator', 'Vendors', 'create')) throw forbidden();
    return principal;
  };

  const enrolledVendor = async (trx: Transaction<Database>, vendorId: number) => {
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
  };

  // Prefixes are unique; 8 base-62 characters make a clash rare, and a clash simply draws again.
  const freshKey = async (trx: Transaction<Database>): Promise<IssuedKey> => {
    for (;;) {
      const issued = deps.issueKey();
      const taken = await trx
        .selectFrom('vendor_api_key')
        .select('id')
        .where('prefix', '=', issued.prefix)
        .executeTakeFirst();
      if (!taken) return issued;
    }
  };

  const insertKey = async (
    trx: Transaction<Database>,
    issued: IssuedKey,
    values: {
      vendorId: number;
      label: string | null;
      allowedOrigins: unknown;
      rateLimit: number;
      createdBy: number;
    },
  ) =>
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

  const lockedKey = async (trx: Transaction<Database>, id: number) => {
    const row = await trx
      .selectFrom('vendor_api_key')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw entityNotFound('VendorApiKey', id);
    return row;
  };

  routes.post('/vendors/:id/api-keys', async (c) => {
    const vendorId = parseId(c.req.param('id'));
    const principal = requireVendorsCreate(c);
    const body = validateBody(NewKeyBody, await readJsonBody(c)) as v.InferOutput<typeof NewKeyBody>;
    const { issued, row } = await deps.db.transaction().execute(async (trx) => {
      await enrolledVendor(trx, vendorId);
      const issued = await freshKey(trx);
      const row = await insertKey(trx, issued, {
        vendorId,
        label: body.label ?? null,
        allowedOrigins: body.allowedOrigins,
        rateLimit: body.rateLimitPerMinute ?? 120,
        createdBy: principal.userId,
      });
      await deps.audit(
        c,
        { action: 'api-key-created', entity: 'VendorApiKey', entityId: row.id, after: apiKeyJson(row) },
        trx,
      );
      return { issued, row };
    });
    return c.json({ apiKey: issued.apiKey, key: apiKeyJson(row) });
  });

  routes.post('/vendor-api-keys/:id/rotate', async (c) => {
    const id = parseId(c.req.param('id'));
    const principal = requireVendorsCreate(c);
    const body = validateBody(RotateBody, await optionalBody(c)) as v.InferOutput<typeof RotateBody>;
    const graceDays = body.graceDays ?? DEFAULT_GRACE_DAYS;
    const result = await deps.db.transaction().execute(async (trx) => {
      const old = await lockedKey(trx, id);
      if (old.status !== 'active') throw conflict('Only an active key can be rotated.', 'KEY_NOT_ACTIVE');
      await enrolledVendor(trx, old.vendor_id);
      const issued = await freshKey(trx);
      const row = await insertKey(trx, issued, {
        vendorId: old.vendor_id,
        label: old.label,
        allowedOrigins: old.allowed_origins,
        rateLimit: old.rate_limit_per_minute,
        createdBy: principal.userId,
      });
      const previous = await trx
        .updateTable('vendor_api_key')
        .set({
          status: 'rotated',
          expires_at: new Date(Date.now() + graceDays * DAY_MS),
          replaced_by_id: row.id,
        })
        .where('id', '=', old.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await deps.audit(
        c,
        {
          action: 'api-key-rotated',
          entity: 'VendorApiKey',
          entityId: old.id,
          before: apiKeyJson(old),
          after: apiKeyJson(previous),
        },
        trx,
      );
      await deps.audit(
        c,
        { action: 'api-key-created', entity: 'VendorApiKey', entityId: row.id, after: apiKeyJson(row) },
        trx,
      );
      return { apiKey: issued.apiKey, key: apiKeyJson(row), previous: apiKeyJson(previous) };
    });
    return c.json(result);
  });

  routes.post('/vendor-api-keys/:id/revoke', async (c) => {
    const id = parseId(c.req.param('id'));
    requireVendorsCreate(c);
    const row = await deps.db.transaction().execute(async (trx) => {
      const old = await lockedKey(trx, id);
      // Revoking twice changes nothing: the first revocation time stands.
      if (old.status === 'revoked') return old;
      const revoked = await trx
        .updateTable('vendor_api_key')
        .set({ status: 'revoked', revoked_at: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await deps.audit(
        c,
        {
          action: 'api-key-revoked',
          entity: 'VendorApiKey',
          entityId: id,
          before: apiKeyJson(old),
          after: apiKeyJson(revoked),
        },
        trx,
      );
      return revoked;
    });
    return c.json(apiKeyJson(row));
  });

  return routes;
}
