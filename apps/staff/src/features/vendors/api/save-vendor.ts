import { api } from '../../../lib/api.ts';
import { VENDORS, vendorRecord, type VendorRecord, type VendorStatus } from './vendors-resource.ts';

/** What the add and edit forms send: the vendor's own fields, optional ones null when empty. */
export type VendorInput = Omit<VendorRecord, 'id' | 'status' | 'createdAt' | 'updatedAt' | 'apiKeys'>;

/** `POST /vendors` with the fields that hold something; the server sets status `active`. */
export function createVendor(input: VendorInput): Promise<VendorRecord> {
  const filled = Object.entries(input).filter(([, value]) => value !== null);
  return api.create(VENDORS, Object.fromEntries(filled), { schema: vendorRecord });
}

/** `PATCH /vendors/{id}` with only what changed (null clears an optional field), or the new status. */
export function updateVendor(
  vendorId: number,
  changes: Partial<VendorInput> & { status?: VendorStatus },
): Promise<void> {
  return api.patch(VENDORS, vendorId, changes);
}
