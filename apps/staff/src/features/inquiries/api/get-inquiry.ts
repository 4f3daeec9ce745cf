import useSWR from 'swr';
import { api } from '../../../lib/api.ts';
import {
  INQUIRIES,
  INQUIRIES_KEY,
  INQUIRY_EVENTS,
  inquiryEventRecord,
  inquiryRecord,
} from './inquiries-resource.ts';

const OPTIONS = { shouldRetryOnError: false, revalidateOnFocus: false };

/** `GET /inquiries/{id}` with the quote the buyer saw. */
export function useInquiry(inquiryId: number) {
  return useSWR(
    Number.isInteger(inquiryId) ? [INQUIRIES_KEY, 'one', inquiryId] : null,
    () => api.findById(INQUIRIES, inquiryId, undefined, { schema: inquiryRecord }),
    OPTIONS,
  );
}

/** `GET /inquiry-events` of one inquiry, newest first (the id breaks ties within the same instant). */
export function useInquiryEvents(inquiryId: number) {
  return useSWR(
    Number.isInteger(inquiryId) ? [INQUIRIES_KEY, 'events', inquiryId] : null,
    () =>
      api.list(
        INQUIRY_EVENTS,
        { where: { inquiryId }, order: ['at DESC', 'id DESC'] },
        { schema: inquiryEventRecord },
      ),
    OPTIONS,
  );
}
