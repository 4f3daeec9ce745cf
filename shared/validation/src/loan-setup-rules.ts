// The rules of rate programs and promos that weigh one field against another, written once: the API
// refuses a save with them (422 details) and the staff forms check them before sending, in the same words.

/** A rule's message and where it points: `['amountBands', 1, 'min']`. */
export interface RuleIssue {
  path: (string | number)[];
  message: string;
}

export const LOAN_SETUP_MESSAGES = {
  endBeforeStart: 'The end date must be on or after the start date',
  maxNotAboveMin: 'The maximum amount must be more than the minimum amount',
  tooManyLowPayments: 'The low payments must be fewer than the payments of the shortest eligible term',
} as const;

const cents = (amount: number) => Math.round(amount * 100);
const dollars = (amount: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An end date (`YYYY-MM-DD`) on or after its start; a missing one is the required rule's business.
 *
 * @example endsInOrder('2026-12-01', '2026-11-30'); // false
 */
export const endsInOrder = (start: string | null | undefined, end: string | null | undefined): boolean =>
  !start || !end || end >= start;

/**
 * A promo's low payments end before the shortest eligible term does (no terms listed: every term).
 *
 * @example lowPaymentsFitTerms(3, [24, 36]); // true
 */
export const lowPaymentsFitTerms = (payments: number, terms: readonly number[]): boolean =>
  terms.length === 0 || payments < Math.min(...terms);

/**
 * A rate program's amounts: the maximum above the minimum, and amount bands that run upwards without a
 * gap, each starting where the previous one ends (0–25,000 / 25,000–100,000, or 0–24,999.99 /
 * 25,000–100,000), together within the minimum and maximum amounts. An amount not given yet (NaN, in a
 * form being filled in) breaks no rule here: being required is another rule's business.
 *
 * @example amountIssues([{ min: 0, max: 10 }, { min: 20, max: 30 }], 0, 30)[0].path; // ['amountBands', 1, 'min']
 */
export function amountIssues(
  bands: readonly { min: number; max: number }[],
  minAmount: number,
  maxAmount: number,
): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (cents(maxAmount) <= cents(minAmount)) {
    issues.push({ path: ['maxAmount'], message: LOAN_SETUP_MESSAGES.maxNotAboveMin });
  }
  bands.forEach((band, index) => {
    if (cents(band.max) <= cents(band.min)) {
      issues.push({
        path: ['amountBands', index, 'max'],
        message: `Band ${index + 1}: the maximum must be more than the minimum`,
      });
    }
    const previous = bands[index - 1];
    const gap = previous ? cents(band.min) - cents(previous.max) : 0;
    if (previous && Number.isFinite(gap) && gap !== 0 && gap !== 1) {
      issues.push({
        path: ['amountBands', index, 'min'],
        message: `Band ${index + 1} must start where band ${index} ends: at ${dollars(previous.max)} or ${dollars(previous.max + 0.01)}`,
      });
    }
  });
  const first = bands[0];
  const last = bands[bands.length - 1];
  if (first && cents(first.min) < cents(minAmount)) {
    issues.push({
      path: ['amountBands', 0, 'min'],
      message: `The first band must start at or above the minimum amount (${dollars(minAmount)})`,
    });
  }
  if (last && cents(last.max) > cents(maxAmount)) {
    issues.push({
      path: ['amountBands', bands.length - 1, 'max'],
      message: `The last band must end at or below the maximum amount (${dollars(maxAmount)})`,
    });
  }
  return issues;
}
