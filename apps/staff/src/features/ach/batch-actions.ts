import type { AchBatchRecord } from '@lendline/wire';

// Which lifecycle steps a batch offers, for whom, and why one is refused. The server decides in the end
// (apps/api/src/features/ach approval/ and reopen/); the screen says beforehand what it would refuse, so
// nobody clicks into an error. Permissions themselves are the element rule's (PermissionGate).

export type BatchActionKey =
  'submit' | 'approve' | 'reject' | 'reopen' | 'transmit' | 'reversal' | 'viewFile' | 'download';

export interface BatchAction {
  key: BatchActionKey;
  /** Null when the user may take it; else the reason shown beside the disabled button. */
  refusal: string | null;
}

export interface Viewer {
  /** The signed-in user as the session knows them (the impersonated one while "Login as" is on). */
  userId: number | null;
  /** "Login as" is on: approvals are refused outright, whoever the maker is. */
  impersonating: boolean;
}

export const MAKER_REFUSAL = 'You built this batch; another person must approve it';
export const SUBMITTER_REFUSAL = 'You submitted this batch; another person must approve it';
export const IMPERSONATION_REFUSAL =
  'Batches cannot be approved while signed in as another user; switch back first';
export const NOTHING_TO_SUBMIT = 'Every entry is held or removed: there is nothing to submit';

/** Why this viewer may not approve or reject the batch, or null. */
export function approvalRefusal(batch: AchBatchRecord, viewer: Viewer): string | null {
  if (viewer.impersonating) return IMPERSONATION_REFUSAL;
  if (viewer.userId !== null && batch.createdBy?.id === viewer.userId) return MAKER_REFUSAL;
  if (viewer.userId !== null && batch.submittedBy?.id === viewer.userId) return SUBMITTER_REFUSAL;
  return null;
}

const has = (batch: AchBatchRecord) => batch.fileName !== null;

/** The steps the batch offers in its status, in the order the header shows them. */
export function batchActions(batch: AchBatchRecord, viewer: Viewer): BatchAction[] {
  const open = (key: BatchActionKey, refusal: string | null = null): BatchAction => ({ key, refusal });
  const file = has(batch) ? [open('viewFile'), open('download')] : [];
  switch (batch.status) {
    case 'DRAFT':
    case 'REJECTED':
      return [open('submit', batch.entryCount > 0 ? null : NOTHING_TO_SUBMIT)];
    case 'PENDING_APPROVAL': {
      const refusal = approvalRefusal(batch, viewer);
      return [open('approve', refusal), open('reject', refusal)];
    }
    case 'FILE_GENERATED':
      return [open('transmit'), open('reopen'), ...file];
    case 'REOPEN_REQUESTED':
    case 'APPROVED':
      return file;
    case 'TRANSMITTED':
    case 'SETTLED':
      return batch.purpose === 'REVERSAL' ? file : [open('reversal'), ...file];
    case 'CLOSED':
      return file;
  }
}

/** Entries may be held, released or removed only before approval. */
export const entriesEditable = (batch: AchBatchRecord): boolean =>
  batch.status === 'DRAFT' || batch.status === 'REJECTED';
