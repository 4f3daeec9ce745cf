import { api } from '../../../lib/api.ts';
import type { InquiryStatus } from '@lendline/validation';
import {
  INQUIRIES,
  INQUIRY_EVENTS,
  inquiryEventRecord,
  type InquiryEventRecord,
} from './inquiries-resource.ts';

/** `PATCH /inquiries/{id}` with the new status; the server writes the status event with it. */
export function changeInquiryStatus(inquiryId: number, status: InquiryStatus): Promise<void> {
  return api.patch(INQUIRIES, inquiryId, { status });
}

/** `PATCH /inquiries/{id}` with the new rep; the server writes the "Reassigned to" event with it. */
export function reassignInquiry(inquiryId: number, assignedRepId: number): Promise<void> {
  return api.patch(INQUIRIES, inquiryId, { assignedRepId });
}

/** The longest note the server keeps. */
export const NOTE_MAX = 2000;

/** `POST /inquiry-events` with a staff note on the inquiry. */
export function addInquiryNote(inquiryId: number, note: string): Promise<InquiryEventRecord> {
  return api.create(INQUIRY_EVENTS, { inquiryId, note }, { schema: inquiryEventRecord });
}
