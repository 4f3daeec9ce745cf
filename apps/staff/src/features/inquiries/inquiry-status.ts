/** The contract's inquiry statuses, exactly as the server spells them, in the order work moves. */
export const INQUIRY_STATUSES = [
  'New',
  'Contacted',
  'Application submitted',
  'Approved',
  'Funded',
  'Lost',
  'Duplicate',
] as const;

export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

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

export const isInquiryStatus = (value: unknown): value is InquiryStatus =>
  INQUIRY_STATUSES.includes(value as InquiryStatus);

export const STATUS_OPTIONS = INQUIRY_STATUSES.map((status) => ({ value: status, label: status }));
