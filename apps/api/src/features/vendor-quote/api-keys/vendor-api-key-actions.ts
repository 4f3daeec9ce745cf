import { issuedApiKey, rotatedApiKey, vendorApiKeyRecord } from '@lendline/wire';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { AppEnv } from '../../../lib/app-env.ts';
import { invalidParameter } from '../../../lib/http-error.ts';
import { requirePrincipal } from '../../../lib/require-principal.ts';
import { declareRoute } from '../../../resources/declare-route.ts';
import { VENDORS_EDIT } from '../loan-calculator-menus.ts';
import { AllowedOriginsSchema, LabelSchema, RateLimitSchema } from './api-key-fields.ts';
import {
  apiKeyJson,
  conflict,
  freshKey,
  inTransaction,
  insertKey,
  lockEnrolledVendor,
  lockKey,
  markRevoked,
  markRotated,
  type IssuedKey,
} from './vendor-api-keys.repo.ts';

export type { IssuedKey } from './vendor-api-keys.repo.ts';

export interface AuditedKeyAction {
  action: string;
  entity: string;
  entityId: number;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** What the key actions need from the composed app: the audit log with the caller as actor, and the key maker. */
export interface ApiKeyServices {
  audit(c: Context<AppEnv>, event: AuditedKeyAction, db?: Kysely<any>): Promise<void>;
  /** Makes a new key; the widget API feature owns the key format, the app layer passes this in. */
  issueKey(): IssuedKey;
}

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

function pathId(c: Context<AppEnv>): number {
  const raw = c.req.param('id') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw invalidParameter('id', raw);
  return Number(raw);
}

/**
 * The API key actions of CONTRACT.md (Vendors › create): issue a key to an active, enrolled vendor
 * (`POST /vendors/{id}/api-keys`), rotate one (a replacement with the same origins and limit; the old key
 * keeps working for a grace period), revoke one. The full key appears once, in the answer that issues
 * it; the database keeps its hash and prefix, and the audit log only the prefix.
 */
export function apiKeyActions(services: ApiKeyServices) {
  const issue = declareRoute({
    method: 'post',
    path: '/:id/api-keys',
    summary: 'Issue a widget API key to a vendor',
    description:
      'The vendor must be active and enrolled (quoteEnabled). The full key is in this answer only; ' +
      'afterwards only its prefix is shown.',
    access: VENDORS_EDIT,
    body: NewKeyBody,
    response: { status: 200, description: 'The full key, once, and the key as stored', schema: issuedApiKey },
    errors: {
      400: 'Not a record id',
      404: 'No such vendor',
      409: 'VENDOR_NOT_ENROLLED: the vendor is inactive or not enrolled in Vendor Quote',
    },
    handle: async (c, { kit, body }) => {
      const vendorId = pathId(c);
      const principal = requirePrincipal(c.get('principal'));
      const { issued, row } = await inTransaction(kit.db, async (trx) => {
        await lockEnrolledVendor(trx, vendorId);
        const issued = await freshKey(trx, services.issueKey);
        const row = await insertKey(trx, issued, {
          vendorId,
          label: body.label ?? null,
          allowedOrigins: body.allowedOrigins,
          rateLimit: body.rateLimitPerMinute ?? 120,
          createdBy: principal.userId,
        });
        const after = apiKeyJson(row);
        await services.audit(
          c,
          { action: 'api-key-created', entity: 'VendorApiKey', entityId: row.id, after },
          trx,
        );
        return { issued, row };
      });
      return c.json({ apiKey: issued.apiKey, key: apiKeyJson(row) });
    },
  });

  const rotate = declareRoute({
    method: 'post',
    path: '/:id/rotate',
    summary: 'Replace a key, keeping the old one working for a grace period',
    description:
      'Body `{ graceDays?: 0–30 }`, or none (default 7; 0 ends the old key at once). The new key has the ' +
      'same label, origins and limit.',
    access: VENDORS_EDIT,
    body: RotateBody,
    bodyOptional: true,
    // A malformed id is refused as such, whatever the body.
    precheck: (c) => void pathId(c),
    response: {
      status: 200,
      description: 'The new key (full, once) and the old one, now rotated',
      schema: rotatedApiKey,
    },
    errors: {
      400: 'Not a record id',
      404: 'No such key',
      409: 'KEY_NOT_ACTIVE (only an active key can be rotated) or VENDOR_NOT_ENROLLED',
    },
    handle: async (c, { kit, body }) => {
      const id = pathId(c);
      const principal = requirePrincipal(c.get('principal'));
      const graceDays = body.graceDays ?? DEFAULT_GRACE_DAYS;
      const result = await inTransaction(kit.db, async (trx) => {
        const old = await lockKey(trx, id);
        if (old.status !== 'active') throw conflict('Only an active key can be rotated.', 'KEY_NOT_ACTIVE');
        await lockEnrolledVendor(trx, old.vendor_id);
        const issued = await freshKey(trx, services.issueKey);
        const row = await insertKey(trx, issued, {
          vendorId: old.vendor_id,
          label: old.label,
          allowedOrigins: old.allowed_origins,
          rateLimit: old.rate_limit_per_minute,
          createdBy: principal.userId,
        });
        const previous = await markRotated(trx, old.id, new Date(Date.now() + graceDays * DAY_MS), row.id);
        const entity = 'VendorApiKey';
        const [before, after] = [apiKeyJson(old), apiKeyJson(previous)];
        await services.audit(c, { action: 'api-key-rotated', entity, entityId: old.id, before, after }, trx);
        await services.audit(
          c,
          { action: 'api-key-created', entity, entityId: row.id, after: apiKeyJson(row) },
          trx,
        );
        return { apiKey: issued.apiKey, key: apiKeyJson(row), previous: apiKeyJson(previous) };
      });
      return c.json(result);
    },
  });

  const revoke = declareRoute({
    method: 'post',
    path: '/:id/revoke',
    summary: 'Revoke a key at once',
    description: 'Revoking a revoked key changes nothing: the first revocation time stands.',
    access: VENDORS_EDIT,
    response: { status: 200, description: 'The revoked key', schema: vendorApiKeyRecord },
    errors: { 400: 'Not a record id', 404: 'No such key' },
    handle: async (c, { kit }) => {
      const id = pathId(c);
      const row = await inTransaction(kit.db, async (trx) => {
        const old = await lockKey(trx, id);
        if (old.status === 'revoked') return old;
        const revoked = await markRevoked(trx, id);
        const [before, after] = [apiKeyJson(old), apiKeyJson(revoked)];
        const event = { action: 'api-key-revoked', entity: 'VendorApiKey', entityId: id, before, after };
        await services.audit(c, event, trx);
        return revoked;
      });
      return c.json(apiKeyJson(row));
    },
  });

  return { issue, rotate, revoke };
}
