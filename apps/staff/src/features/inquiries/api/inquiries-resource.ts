import type { InquiryListRow, InquiryRecord as WireInquiryRecord } from '@lendline/wire';
import { useSWRConfig } from 'swr';

/** The LoopBack resources of Vendor Quote inquiries (apps/api/src/features/vendor-quote/CONTRACT.md). */
export const INQUIRIES = 'inquiries';
export const INQUIRY_EVENTS = 'inquiry-events';

/** Every SWR key of this feature starts with this, so one call refreshes all inquiry data after a write. */
export const INQUIRIES_KEY = 'inquiries';

/**
 * An inquiry as the list reads it (its fields) or as the details page reads it (the whole record, with
 * the quote the buyer saw and their message), the quote, and one history entry (a status change or a
 * reassignment the server wrote, its `note` then the new rep's name, or a note staff added): the server's
 * wire shapes (`@lendline/wire`), so a field renamed on either side fails to compile here and fails
 * tests/contract.
 */
export { inquiryEventRecord, inquiryListRow, inquiryRecord } from '@lendline/wire';
export type { InquiryEventRecord, InquiryQuote, QuotePromoEffect } from '@lendline/wire';
export type InquiryRecord = InquiryListRow & Partial<WireInquiryRecord>;
export type InquirySource = WireInquiryRecord['source'];

/** Reloads every inquiry list, count, record and history on screen. */
export function useRefreshInquiries(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === INQUIRIES_KEY);
}
