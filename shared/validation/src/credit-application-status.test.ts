import { describe, expect, it } from 'vitest';
import {
  CREDIT_APPLICATION_STATUSES,
  CREDIT_APPLICATION_STATUS_LABELS,
  nextCreditApplicationStatuses,
} from './credit-application-status.ts';

describe('credit application statuses', () => {
  it('moves forward one step at a time, and may be withdrawn only while open', () => {
    expect(nextCreditApplicationStatuses('submitted')).toEqual(['received', 'withdrawn']);
    expect(nextCreditApplicationStatuses('received')).toEqual(['in_review', 'withdrawn']);
    expect(nextCreditApplicationStatuses('in_review')).toEqual([
      'approved',
      'conditionally_approved',
      'declined',
      'withdrawn',
    ]);
  });

  it('ends at an outcome, and knows no way out of a status it does not know', () => {
    for (const outcome of ['approved', 'conditionally_approved', 'declined', 'withdrawn'])
      expect(nextCreditApplicationStatuses(outcome)).toEqual([]);
    expect(nextCreditApplicationStatuses('funded')).toEqual([]);
    expect(nextCreditApplicationStatuses('toString')).toEqual([]);
  });

  it('reaches every status from Submitted and labels each as the issue names it', () => {
    const reached = new Set<string>(['submitted']);
    for (let size = 0; size !== reached.size;) {
      size = reached.size;
      for (const from of [...reached]) for (const to of nextCreditApplicationStatuses(from)) reached.add(to);
    }
    expect([...reached].sort()).toEqual([...CREDIT_APPLICATION_STATUSES].sort());
    expect(CREDIT_APPLICATION_STATUSES.map((status) => CREDIT_APPLICATION_STATUS_LABELS[status])).toEqual([
      'Submitted',
      'Received',
      'In review',
      'Approved',
      'Conditionally approved',
      'Declined',
      'Withdrawn',
    ]);
  });
});
