import * as v from 'valibot';
import type { ApiOperation } from '../../../lib/openapi-operation.ts';
import { AllowedOriginsSchema, LabelSchema, RateLimitSchema } from './api-key-fields.ts';

const tag = 'VendorApiKey';
const needs = 'Needs loanCalculator › Vendors › create.';

/** The key actions (issue, rotate, revoke) for the OpenAPI document, beside the VendorApiKey resource. */
export const vendorApiKeyOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/vendors/{id}/api-keys',
    tag,
    summary: 'Issue a widget API key to a vendor',
    description: `${needs} The vendor must be active and enrolled (quoteEnabled). The full key is in this answer only; afterwards only its prefix is shown.`,
    auth: true,
    body: {
      schema: v.strictObject({
        label: v.optional(LabelSchema),
        allowedOrigins: AllowedOriginsSchema,
        rateLimitPerMinute: v.optional(RateLimitSchema),
      }),
    },
    responses: {
      200: '`{ apiKey: "llk_…", key: VendorApiKey }`',
      403: needs,
      404: 'No such vendor',
      409: 'VENDOR_NOT_ENROLLED: the vendor is inactive or not enrolled in Vendor Quote',
      422: 'Invalid body (an origin with a path, a limit outside 10–6000, …)',
    },
  },
  {
    method: 'post',
    path: '/vendor-api-keys/{id}/rotate',
    tag,
    summary: 'Replace a key, keeping the old one working for a grace period',
    description: `${needs} Body \`{ graceDays?: 0–30 }\` (default 7; 0 ends the old key at once). The new key has the same label, origins and limit.`,
    auth: true,
    responses: {
      200: '`{ apiKey: "llk_…", key: VendorApiKey, previous: VendorApiKey }`',
      403: needs,
      404: 'No such key',
      409: 'KEY_NOT_ACTIVE (only an active key can be rotated) or VENDOR_NOT_ENROLLED',
      422: 'Invalid body',
    },
  },
  {
    method: 'post',
    path: '/vendor-api-keys/{id}/revoke',
    tag,
    summary: 'Revoke a key at once',
    description: `${needs} Revoking a revoked key changes nothing.`,
    auth: true,
    responses: { 200: 'The revoked VendorApiKey', 403: needs, 404: 'No such key' },
  },
];
