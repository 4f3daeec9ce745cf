import { describe, expect, it } from 'vitest';
import { canCancelInvoice, canSendInvoice } from './invoice-actions.ts';
import { INVOICE_STATUSES } from './vocabulary.ts';

describe('invoice actions', () => {
  it('cancels an unpaid draft, posted, failed or sent invoice, and nothing else', () => {
    expect(INVOICE_STATUSES.filter((status) => canCancelInvoice({ status, amountPaid: 0 }))).toEqual([
      'DRAFT',
      'POSTED',
      'POST_FAILED',
      'SENT',
    ]);
    expect(canCancelInvoice({ status: 'SENT', amountPaid: 0.01 })).toBe(false);
  });

  it('mails any invoice that still stands', () => {
    expect(INVOICE_STATUSES.filter((status) => !canSendInvoice({ status }))).toEqual(['CANCELLED', 'VOID']);
  });
});
