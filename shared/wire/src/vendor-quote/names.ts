import * as v from 'valibot';
import { wireId } from '../wire-values.ts';

/**
 * Only an id and a name ("First Last" for a staff user): what a Vendor Quote screen may learn about the
 * records its own records point at (CONTRACT.md "Names behind the ids").
 */
export const namedRecord = v.object({ id: wireId, name: v.string() });
export type NamedRecord = v.InferOutput<typeof namedRecord>;

/** `GET /api/{inquiries,vendors}/sales-reps`: the active staff users, by name. */
export const salesReps = v.array(namedRecord);

/** `GET /api/inquiries/names?users=…&vendors=…&programs=…&promos=…`: each kind asked, in id order. */
export const inquiryNames = v.object({
  users: v.array(namedRecord),
  vendors: v.array(namedRecord),
  programs: v.array(namedRecord),
  promos: v.array(namedRecord),
});
export type InquiryNames = v.InferOutput<typeof inquiryNames>;

/** `GET /api/vendors/names?users=…`: the vendors' sales reps. */
export const vendorNames = v.object({ users: v.array(namedRecord) });
export type VendorNames = v.InferOutput<typeof vendorNames>;
