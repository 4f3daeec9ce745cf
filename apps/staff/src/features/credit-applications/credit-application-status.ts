/** The contract's credit application statuses as the server spells them, in the order work moves. */
export const CREDIT_APPLICATION_STATUSES = [
  'submitted',
  'received',
  'in_review',
  'approved',
  'conditionally_approved',
  'declined',
  'withdrawn',
] as const;

export type CreditApplicationStatus = (typeof CREDIT_APPLICATION_STATUSES)[number];

export const STATUS_LABELS: Record<CreditApplicationStatus, string> = {
  submitted: 'Submitted',
  received: 'Received',
  in_review: 'In review',
  approved: 'Approved',
  conditionally_approved: 'Conditionally approved',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/**
 * One colour per meaning across the app (docs/ui.md): amber for a new application nobody has taken up,
 * blue while it is worked, green approved (teal with conditions), red declined, grey withdrawn.
 */
export const STATUS_COLORS: Record<CreditApplicationStatus, string> = {
  submitted: 'orange',
  received: 'blue',
  in_review: 'blue',
  approved: 'green',
  conditionally_approved: 'teal',
  declined: 'red',
  withdrawn: 'gray',
};

// domain.md §2.17, the same table the server enforces: Submitted -> Received (routed) -> In review (credit
// pulled) -> one outcome, and the applicant may withdraw while it is open. Offering only these keeps staff
// from picking a status the server would refuse.
const NEXT: Record<CreditApplicationStatus, readonly CreditApplicationStatus[]> = {
  submitted: ['received', 'withdrawn'],
  received: ['in_review', 'withdrawn'],
  in_review: ['approved', 'conditionally_approved', 'declined', 'withdrawn'],
  approved: [],
  conditionally_approved: [],
  declined: [],
  withdrawn: [],
};

export const isCreditApplicationStatus = (value: unknown): value is CreditApplicationStatus =>
  CREDIT_APPLICATION_STATUSES.includes(value as CreditApplicationStatus);

/** Where an application in this status may go next; none once it has an outcome. */
export const nextStatuses = (from: string): readonly CreditApplicationStatus[] =>
  isCreditApplicationStatus(from) ? NEXT[from] : [];

/** The label of a wire value, or the value itself when the server sends one this screen does not know. */
export const statusLabel = (status: string): string =>
  isCreditApplicationStatus(status) ? STATUS_LABELS[status] : status;

/** Statuses that end the application: setting them asks for confirmation, since none can be undone. */
export const isFinalStatus = (status: CreditApplicationStatus) => NEXT[status].length === 0;

export const STATUS_OPTIONS = CREDIT_APPLICATION_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));
