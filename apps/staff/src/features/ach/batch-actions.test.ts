import { describe, expect, it } from 'vitest';
import {
  approvalRefusal,
  batchActions,
  entriesEditable,
  IMPERSONATION_REFUSAL,
  MAKER_REFUSAL,
  NOTHING_TO_SUBMIT,
  SUBMITTER_REFUSAL,
} from './batch-actions.ts';
import { APPROVER, BATCH_BY_STATUS, batchFixture, OPERATOR } from './testing/ach-fixtures.ts';

const approver = { userId: APPROVER.id, impersonating: false };
const keys = (status: keyof typeof BATCH_BY_STATUS) =>
  batchActions(BATCH_BY_STATUS[status], approver).map((action) => action.key);

describe('batch actions', () => {
  it('offers each status its own steps', () => {
    expect(keys('DRAFT')).toEqual(['submit']);
    expect(keys('REJECTED')).toEqual(['submit']);
    expect(keys('PENDING_APPROVAL')).toEqual(['approve', 'reject']);
    expect(keys('APPROVED')).toEqual([]);
    expect(keys('FILE_GENERATED')).toEqual(['transmit', 'reopen', 'viewFile', 'download']);
    expect(keys('REOPEN_REQUESTED')).toEqual(['viewFile', 'download']);
    expect(keys('TRANSMITTED')).toEqual(['reversal', 'viewFile', 'download']);
    expect(keys('CLOSED')).toEqual(['viewFile', 'download']);
  });

  it('never reverses a reversal, and refuses to submit a batch with nothing in it', () => {
    const reversal = { ...BATCH_BY_STATUS.TRANSMITTED, purpose: 'REVERSAL' as const };
    expect(batchActions(reversal, approver).map((action) => action.key)).not.toContain('reversal');
    expect(batchActions(batchFixture({ entryCount: 0 }), approver)).toEqual([
      { key: 'submit', refusal: NOTHING_TO_SUBMIT },
    ]);
  });

  it('keeps the maker, the submitter and anyone impersonating from approving', () => {
    const pending = BATCH_BY_STATUS.PENDING_APPROVAL;
    expect(approvalRefusal(pending, approver)).toBeNull();
    expect(approvalRefusal(pending, { userId: OPERATOR.id, impersonating: false })).toBe(MAKER_REFUSAL);
    const submittedByOther = { ...pending, submittedBy: { id: 40, name: 'Sam Lee' } };
    expect(approvalRefusal(submittedByOther, { userId: 40, impersonating: false })).toBe(SUBMITTER_REFUSAL);
    expect(approvalRefusal(pending, { userId: APPROVER.id, impersonating: true })).toBe(
      IMPERSONATION_REFUSAL,
    );
    expect(batchActions(pending, { userId: OPERATOR.id, impersonating: false })).toEqual([
      { key: 'approve', refusal: MAKER_REFUSAL },
      { key: 'reject', refusal: MAKER_REFUSAL },
    ]);
  });

  it('lets entries change only before approval', () => {
    const editable = Object.values(BATCH_BY_STATUS)
      .filter(entriesEditable)
      .map((batch) => batch.status);
    expect(editable).toEqual(['DRAFT', 'REJECTED']);
  });
});
