// User Timing marks a partner (or our e2e measurement) can read: script start to first payment on screen.
export const SCRIPT_MARK = 'lendline:loan-calculator:script';
export const FIRST_PAYMENT_MARK = 'lendline:loan-calculator:first-payment';

let firstPaymentMarked = false;

const mark = (name: string) => void performance.mark(name);

/** Marks the script's start; called once when the bundle runs. */
export const markScriptStart = (): void => mark(SCRIPT_MARK);

/** Marks the first payment shown by any calculator on the page; later ones are not marked. */
export function markFirstPayment(): void {
  if (firstPaymentMarked) return;
  firstPaymentMarked = true;
  mark(FIRST_PAYMENT_MARK);
}
