/**
 * Spec §3 "Client flags" of a Create Invoice run: created (`create`), cancelled (`cancel`), a preview that
 * still matches the inputs and bills something (`paymentStreamValid`), a call in flight (`loading`), the
 * created session's `id`, and whether its invoices were e-mailed (`sentToMail`). The buttons and banners
 * of the page read these and nothing else.
 */
export interface SessionFlags {
  create: boolean;
  cancel: boolean;
  paymentStreamValid: boolean;
  loading: boolean;
  id: number | null;
  sentToMail: boolean;
}

export type SessionEvent =
  | { type: 'edit' }
  | { type: 'preview-start' }
  | { type: 'preview-done'; invoiceCount: number }
  | { type: 'request-failed' }
  | { type: 'create-start' }
  | { type: 'create-done'; id: number }
  | { type: 'send-start' }
  | { type: 'send-done' }
  | { type: 'cancel' }
  | { type: 'restart' };

export const INITIAL_FLAGS: SessionFlags = {
  create: false,
  cancel: false,
  paymentStreamValid: false,
  loading: false,
  id: null,
  sentToMail: false,
};

export function sessionFlags(flags: SessionFlags, event: SessionEvent): SessionFlags {
  switch (event.type) {
    case 'edit':
      // A changed input makes the preview stale: Create waits for a new preview.
      return flags.create ? flags : { ...flags, cancel: false, paymentStreamValid: false };
    case 'preview-start':
      return { ...flags, cancel: false, loading: true, paymentStreamValid: false };
    case 'preview-done':
      return { ...flags, loading: false, paymentStreamValid: event.invoiceCount > 0 };
    case 'request-failed':
      return { ...flags, loading: false };
    case 'create-start':
      return { ...flags, loading: true };
    case 'create-done':
      return { ...flags, loading: false, create: true, id: event.id, paymentStreamValid: false };
    case 'send-start':
      return { ...flags, loading: true };
    case 'send-done':
      return { ...flags, loading: false, sentToMail: true };
    case 'cancel':
      return { ...INITIAL_FLAGS, cancel: true };
    case 'restart':
      return INITIAL_FLAGS;
  }
}
