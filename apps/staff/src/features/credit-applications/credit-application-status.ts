import {
  CREDIT_APPLICATION_STATUS_LABELS,
  CREDIT_APPLICATION_STATUSES,
  isCreditApplicationStatus,
  nextCreditApplicationStatuses,
  type CreditApplicationStatus,
} from '@lendline/validation';

// The statuses, their labels and their moves are the server's own table (@lendline/validation), so the
// screens offer only moves the server accepts.
export {
  CREDIT_APPLICATION_STATUS_LABELS as STATUS_LABELS,
  CREDIT_APPLICATION_STATUSES,
  isCreditApplicationStatus,
  nextCreditApplicationStatuses as nextStatuses,
  type CreditApplicationStatus,
} from '@lendline/validation';

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

/** The label of a wire value, or the value itself when the server sends one this screen does not know. */
export const statusLabel = (status: string): string =>
  isCreditApplicationStatus(status) ? CREDIT_APPLICATION_STATUS_LABELS[status] : status;

/** Statuses that end the application: setting them asks for confirmation, since none can be undone. */
export const isFinalStatus = (status: CreditApplicationStatus) =>
  nextCreditApplicationStatuses(status).length === 0;

export const STATUS_OPTIONS = CREDIT_APPLICATION_STATUSES.map((status) => ({
  value: status,
  label: CREDIT_APPLICATION_STATUS_LABELS[status],
}));
