import * as v from 'valibot';
import { wireId, wireMoment } from '../wire-values.ts';

export const API_KEY_STATUSES = ['active', 'rotated', 'revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

/**
 * A vendor's widget key as `/api/vendor-api-keys` sends it: `prefix` is its visible start (`llk_` + 8
 * characters); the full key travels once, in the answer that issues it, and its hash never.
 */
export const vendorApiKeyRecord = v.object({
  id: wireId,
  vendorId: wireId,
  label: v.nullable(v.string()),
  prefix: v.string(),
  /** Each `https://host[:port]` or `http://localhost[:port]`. */
  allowedOrigins: v.array(v.string()),
  rateLimitPerMinute: v.pipe(v.number(), v.integer()),
  status: v.picklist(API_KEY_STATUSES),
  createdBy: v.nullable(wireId),
  createdAt: wireMoment,
  lastUsedAt: v.nullable(wireMoment),
  /** The end of a rotation's grace period. */
  expiresAt: v.nullable(wireMoment),
  revokedAt: v.nullable(wireMoment),
  replacedById: v.nullable(wireId),
});
export type VendorApiKeyRecord = v.InferOutput<typeof vendorApiKeyRecord>;

/** `POST /api/vendors/{id}/api-keys`: the full key, shown this once, and the key as stored. */
export const issuedApiKey = v.object({ apiKey: v.string(), key: vendorApiKeyRecord });
export type IssuedApiKey = v.InferOutput<typeof issuedApiKey>;

/** `POST /api/vendor-api-keys/{id}/rotate`: the new key (full, once) and the old one, now `rotated`. */
export const rotatedApiKey = v.object({
  apiKey: v.string(),
  key: vendorApiKeyRecord,
  previous: vendorApiKeyRecord,
});
export type RotatedApiKey = v.InferOutput<typeof rotatedApiKey>;

/** The body of `POST /api/vendors/{id}/api-keys` as the staff app sends it (the server checks each field). */
export const newApiKeyBody = v.object({
  label: v.optional(v.nullable(v.string())),
  allowedOrigins: v.array(v.string()),
  rateLimitPerMinute: v.optional(v.number()),
});
