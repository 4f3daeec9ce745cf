import type { ElementRequest } from '@lendline/permissions';
import { changeGate } from '../../lib/access/change-gate.ts';

/** Where the inquiry pages link to; the app builds them from its route table. */
export interface InquiryLinks {
  list: string;
  /** `enquiries/details?id=123`: the spec's details route takes the id as a query parameter. */
  details: (id: number) => string;
}

/** The permission every change to an inquiry needs (status, notes); viewing alone leaves it disabled. */
export const inquiriesGate = (module: string) => changeGate(module, 'Inquiries');

/** The CSV export needs download; a role that may only view sees the button disabled. */
export const exportGate = (module: string): ElementRequest => ({
  module,
  menu: 'Inquiries',
  actions: ['view', 'download'],
});
