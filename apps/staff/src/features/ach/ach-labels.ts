import type { AchBatchPurpose, AchBatchStatus, AchEntryStatus } from '@lendline/portfolio';
import { ACH_BATCH_PURPOSES, ACH_BATCH_STATUSES, ACH_SEC_CODES } from '@lendline/portfolio';

// Codes in words and colours for the ACH screens, one colour per meaning across the app (docs/ui.md):
// grey draft/closed, blue in progress, amber needs attention, green done, red failed or returned.

const words = (code: string) => {
  const text = code.toLowerCase().replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export const BATCH_STATUS_LABELS: Readonly<Record<AchBatchStatus, string>> = {
  DRAFT: 'Draft',
  PENDING_APPROVAL: 'Pending approval',
  REJECTED: 'Rejected',
  APPROVED: 'Approved',
  FILE_GENERATED: 'File generated',
  REOPEN_REQUESTED: 'Re-open requested',
  TRANSMITTED: 'Transmitted',
  SETTLED: 'Settled',
  CLOSED: 'Closed',
};

export const BATCH_STATUS_COLORS: Readonly<Record<AchBatchStatus, string>> = {
  DRAFT: 'gray',
  PENDING_APPROVAL: 'yellow',
  REJECTED: 'red',
  APPROVED: 'blue',
  FILE_GENERATED: 'blue',
  REOPEN_REQUESTED: 'yellow',
  TRANSMITTED: 'blue',
  SETTLED: 'green',
  CLOSED: 'gray',
};

export const ENTRY_STATUS_COLORS: Readonly<Record<AchEntryStatus, string>> = {
  SCHEDULED: 'blue',
  HELD: 'yellow',
  SENT: 'blue',
  SETTLED: 'green',
  RETURNED: 'red',
};

export const batchStatusLabel = (status: string): string =>
  BATCH_STATUS_LABELS[status as AchBatchStatus] ?? words(status);

export const PURPOSE_LABELS: Readonly<Record<AchBatchPurpose, string>> = {
  COLLECTION: 'Collection',
  PRENOTE: 'Prenote',
  REINITIATION: 'Reinitiation',
  RETURN_FEE: 'Return fee',
  REVERSAL: 'Reversal',
};

export const purposeLabel = (purpose: string): string =>
  PURPOSE_LABELS[purpose as AchBatchPurpose] ?? words(purpose);

export const entryStatusLabel = words;

export const BATCH_STATUS_OPTIONS = ACH_BATCH_STATUSES.map((value) => ({
  value,
  label: BATCH_STATUS_LABELS[value],
}));
export const PURPOSE_OPTIONS = ACH_BATCH_PURPOSES.map((value) => ({ value, label: PURPOSE_LABELS[value] }));
export const SEC_CODE_OPTIONS = ACH_SEC_CODES.map((value) => ({ value, label: value }));

/** An account number as every ACH screen shows it: the last 4 only. */
export const maskedAccount = (last4: string): string => `••••${last4}`;
