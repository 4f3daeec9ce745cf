import { BILLING_METHODS, BILLING_SOURCES, type BillingMethod } from '@lendline/portfolio';

// Codes in words for the Extensions screens. The wire keeps the codes (PORTFOLIO, RESIDUAL_REDUCTION);
// staff read "Portfolio", "Residual reduction".

const SPECIAL: Readonly<Record<string, string>> = {
  ACH: 'ACH',
  ALL: 'All',
  MONTHLY: 'Monthly',
  POST_FAILED: 'Post failed',
};

/** A vocabulary code in words: `RESIDUAL_REDUCTION` → "Residual reduction", `ACH` stays ACH. */
export function codeLabel(code: string): string {
  if (SPECIAL[code]) return SPECIAL[code];
  const text = code.toLowerCase().replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A filter's choices from the view's filter endpoint: the code in words with how many rows have it. */
export const choiceOptions = (choices: readonly { value: string; count: number }[] | undefined) =>
  (choices ?? []).map((choice) => ({
    value: choice.value,
    label: `${codeLabel(choice.value)} (${choice.count.toLocaleString('en-US')})`,
  }));

/** What a Process run may be narrowed to: ALL or one billing source (the spec's `{billingSource}`). */
export const RUN_BILLING_SOURCES = ['ALL', ...BILLING_SOURCES].map((value) => ({
  value,
  label: value === 'ALL' ? 'All billing sources' : codeLabel(value),
}));

/** ALL or one payment method (the invoicing run's `{paymentMethod}`). */
export const RUN_PAYMENT_METHODS = ['ALL', ...BILLING_METHODS].map((value) => ({
  value,
  label: value === 'ALL' ? 'All payment methods' : codeLabel(value),
}));

/** The payment methods an extension may be billed by, for the invoicing view's inline edit. */
export const PAYMENT_METHOD_OPTIONS = BILLING_METHODS.map((value: BillingMethod) => ({
  value,
  label: codeLabel(value),
}));
