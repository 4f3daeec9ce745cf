import { describe, expect, it } from 'vitest';
import { INITIAL_FLAGS, sessionFlags, type SessionEvent } from './session-flags.ts';

const run = (...events: SessionEvent[]) => events.reduce(sessionFlags, INITIAL_FLAGS);

describe('Create Invoice flags', () => {
  it('allows Create only after a preview that bills something, until an input changes', () => {
    expect(run({ type: 'preview-start' })).toMatchObject({ loading: true, paymentStreamValid: false });
    expect(run({ type: 'preview-start' }, { type: 'preview-done', invoiceCount: 0 }).paymentStreamValid).toBe(
      false,
    );
    const previewed = run({ type: 'preview-start' }, { type: 'preview-done', invoiceCount: 2 });
    expect(previewed).toMatchObject({ loading: false, paymentStreamValid: true });
    expect(sessionFlags(previewed, { type: 'edit' }).paymentStreamValid).toBe(false);
  });

  it('records the created session, then the e-mails, and a cancel clears the run', () => {
    const created = run(
      { type: 'preview-start' },
      { type: 'preview-done', invoiceCount: 2 },
      { type: 'create-start' },
      { type: 'create-done', id: 41 },
    );
    expect(created).toMatchObject({ create: true, id: 41, loading: false, paymentStreamValid: false });
    expect(sessionFlags(created, { type: 'edit' })).toBe(created);
    expect(run({ type: 'send-start' }, { type: 'send-done' })).toMatchObject({
      sentToMail: true,
      loading: false,
    });
    expect(sessionFlags(created, { type: 'cancel' })).toEqual({ ...INITIAL_FLAGS, cancel: true });
    expect(run({ type: 'create-start' }, { type: 'request-failed' }).loading).toBe(false);
  });
});
