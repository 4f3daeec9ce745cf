import { RECORD_STATUSES } from '@lendline/validation';
import * as v from 'valibot';
import { wireCode, wireId, wireMoment } from '../wire-values.ts';

/** A dealer as `/api/vendors` sends it (apps/api/src/features/vendor-quote/CONTRACT.md, Vendor). */
export const vendorRecord = v.object({
  id: wireId,
  name: v.string(),
  website: v.nullable(v.string()),
  contactName: v.nullable(v.string()),
  contactEmail: v.nullable(v.string()),
  contactPhone: v.nullable(v.string()),
  city: v.nullable(v.string()),
  /** Two-letter US state. */
  state: v.nullable(v.string()),
  salesRepId: v.nullable(wireId),
  /** Enrolled in Vendor Quote: may hold API keys and receive inquiries. */
  quoteEnabled: v.boolean(),
  status: wireCode(RECORD_STATUSES),
  createdAt: wireMoment,
  updatedAt: wireMoment,
});
export type VendorRecord = v.InferOutput<typeof vendorRecord>;

/** A row of the staff vendors list: the record and the ids of its active keys (`include: apiKeys`). */
export const vendorListRow = v.object({
  ...vendorRecord.entries,
  apiKeys: v.optional(v.array(v.object({ id: wireId }))),
});
export type VendorListRow = v.InferOutput<typeof vendorListRow>;
