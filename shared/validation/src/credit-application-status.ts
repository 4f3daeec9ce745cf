/** A credit application's statuses as the wire spells them, in the order work moves (domain.md §2.17). */
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

export const CREDIT_APPLICATION_STATUS_LABELS: Record<CreditApplicationStatus, string> = {
  submitted: 'Submitted',
  received: 'Received',
  in_review: 'In review',
  approved: 'Approved',
  conditionally_approved: 'Conditionally approved',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

// Submitted -> Received (routed) -> In review (credit pulled) -> one outcome; the applicant may withdraw
// while it is still open. The outcomes are final here: documentation and funding happen on the contract.
// The server enforces this table and the staff screens offer only its moves, so both read it from here.
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

/** Where an application in this status may go next; none once it has an outcome or for an unknown status. */
export const nextCreditApplicationStatuses = (from: string): readonly CreditApplicationStatus[] =>
  isCreditApplicationStatus(from) ? NEXT[from] : [];
