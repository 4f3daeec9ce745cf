import { INQUIRY_STATUSES, type InquiryStatus } from '@lendline/validation';

/**
 * One colour per meaning across the app (docs/ui.md): amber for a new inquiry nobody has answered yet,
 * blue while the deal is worked, green once approved or funded, red for a lost deal, grey for a duplicate.
 */
export const INQUIRY_STATUS_COLORS: Record<InquiryStatus, string> = {
  New: 'orange',
  Contacted: 'blue',
  'Application submitted': 'blue',
  Approved: 'green',
  Funded: 'green',
  Lost: 'red',
  Duplicate: 'gray',
};

/** Statuses that close the inquiry for good: setting them asks for confirmation. */
export const CLOSING_STATUSES: readonly InquiryStatus[] = ['Lost', 'Duplicate'];

export const STATUS_OPTIONS = INQUIRY_STATUSES.map((status) => ({ value: status, label: status }));
