import { api } from '../../../lib/api.ts';
import { VENDORS, type VendorRecord, type VendorStatus } from './vendors-resource.ts';

/** What the add and edit forms send; optional fields are null when empty. */
export interface VendorInput {
  name: string;
  website: string | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  city: string | null;
  state: string | null;
  salesRepId: number | null;
  quoteEnabled: boolean;
}

/** `POST /vendors` with the fields that hold something; the server sets status `active`. */
export function createVendor(input: VendorInput): Promise<VendorRecord> {
  const filled = Object.entries(input).filter(([, value]) => value !== null);
  return api.create<VendorRecord>(VENDORS, Object.fromEntries(filled));
}

/** `PATCH /vendors/{id}` with only what changed (null clears an optional field), or the new status. */
export function updateVendor(
  vendorId: number,
  changes: Partial<VendorInput> & { status?: VendorStatus },
): Promise<void> {
  return api.patch(VENDORS, vendorId, changes);
}
