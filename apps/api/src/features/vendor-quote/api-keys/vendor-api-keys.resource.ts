import { vendorApiKeyRecord } from '@lendline/wire';
import { defineResource } from '../../../resources/define-resource.ts';
import { AllowedOriginsSchema, LabelSchema, RateLimitSchema } from './api-key-fields.ts';

const vendorsMenu = { module: 'loanCalculator', menu: 'Vendors' } as const;

/**
 * Vendors' widget API keys (CONTRACT.md VendorApiKey). Only the prefix is shown; the hash is not declared,
 * so no request can select, filter or sort on it. Keys are issued, rotated and revoked by the actions in
 * `vendor-api-key-actions.ts` (no POST or DELETE here); staff may edit the label, origins and limit.
 */
export const vendorApiKeysResource = defineResource({
  name: 'VendorApiKey',
  path: '/vendor-api-keys',
  table: 'vendor_api_key',
  description: "Vendors' widget API keys: the visible prefix, allowed origins, rate limit and state",
  wire: vendorApiKeyRecord,
  fields: {
    id: { type: 'number', readOnly: true },
    vendorId: { type: 'number', readOnly: true },
    label: {
      type: 'string',
      nullable: true,
      maxLength: 80,
      schema: LabelSchema,
      description: 'What staff call the key',
    },
    prefix: { type: 'string', readOnly: true, description: '`llk_` and the first 8 characters of the key' },
    allowedOrigins: {
      type: 'json',
      schema: AllowedOriginsSchema,
      description: 'Origins whose pages may call the widget API with this key: https://host[:port]',
    },
    rateLimitPerMinute: {
      type: 'number',
      schema: RateLimitSchema,
      description: 'Requests a minute, 10–6000',
    },
    status: { type: 'string', readOnly: true, description: 'active, rotated or revoked' },
    createdBy: { type: 'number', readOnly: true, nullable: true },
    createdAt: { type: 'date', readOnly: true },
    lastUsedAt: {
      type: 'date',
      readOnly: true,
      nullable: true,
      sort: { nullsLast: true },
      description: 'Recorded at most once a minute',
    },
    expiresAt: {
      type: 'date',
      readOnly: true,
      nullable: true,
      description: "End of a rotated key's grace period",
    },
    revokedAt: { type: 'date', readOnly: true, nullable: true },
    replacedById: { type: 'number', readOnly: true, nullable: true },
  },
  access: {
    read: { ...vendorsMenu, action: 'view' },
    update: { ...vendorsMenu, action: 'create' },
  },
});
