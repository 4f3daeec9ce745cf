import { PROMO_TYPES, type Promo, type PromoType } from '../promos/promo.ts';
import { checkNumber } from './check-number.ts';
import { QUOTE_LIMITS } from './quote-input.ts';
import type { QuoteIssue } from './quote-issue.ts';

/** The payment count a promo is checked against; unknown when the term itself was refused. */
export interface PaymentCount {
  numberOfPayments: number;
  advancePayments: number;
}

const RATE_RULE = { min: 0, max: QUOTE_LIMITS.maxAnnualRate, hint: 'It is a fraction: 0.0399 for 3.99%.' };

/**
 * Checks a promo from untrusted input, recording issues under `promo.*`, and returns it when usable.
 * Skipped and fixed payments must leave at least the last payment level, and a skipped payment cannot be
 * one of the advance payments collected at signing.
 *
 * @example
 * checkPromo(issues, { type: 'SKIP_PAYMENTS', skippedPayments: [36] }, { numberOfPayments: 36, advancePayments: 1 }); // undefined, issue OUT_OF_RANGE
 */
export function checkPromo(
  issues: QuoteIssue[],
  promo: unknown,
  count: PaymentCount | undefined,
): Promo | undefined {
  if (typeof promo !== 'object' || promo === null) {
    issues.push({ field: 'promo', code: 'UNKNOWN_VALUE', message: 'promo must be an object with a type.' });
    return undefined;
  }
  const fields = promo as Record<string, unknown>;
  const type = fields['type'];
  if (!PROMO_TYPES.includes(type as PromoType)) {
    issues.push({
      field: 'promo.type',
      code: 'UNKNOWN_VALUE',
      message: `promo.type must be one of ${PROMO_TYPES.join(', ')}.`,
    });
    return undefined;
  }
  const before = issues.length;
  const checked = checkPromoFields(issues, type as PromoType, fields, count);
  return issues.length === before ? checked : undefined;
}

function checkPromoFields(
  issues: QuoteIssue[],
  type: PromoType,
  fields: Record<string, unknown>,
  count: PaymentCount | undefined,
): Promo | undefined {
  switch (type) {
    case 'ZERO_RATE':
      return { type };
    case 'REDUCED_RATE': {
      const annualRate = checkNumber(issues, 'promo.annualRate', fields['annualRate'], RATE_RULE);
      return annualRate === undefined ? undefined : { type, annualRate };
    }
    case 'DEALER_BUYDOWN': {
      const rate = checkNumber(issues, 'promo.customerAnnualRate', fields['customerAnnualRate'], RATE_RULE);
      return rate === undefined ? undefined : { type, customerAnnualRate: rate };
    }
    case 'DEFERRED_FIRST_PAYMENT':
      return checkDeferral(issues, fields['deferral']);
    case 'SKIP_PAYMENTS':
      return checkSkips(issues, fields['skippedPayments'], count);
    case 'FIXED_LOW_PAYMENTS': {
      const lastFixable = count ? count.numberOfPayments - 1 : Number.MAX_SAFE_INTEGER;
      const fixedCount = checkNumber(issues, 'promo.count', fields['count'], {
        min: 1,
        max: lastFixable,
        whole: true,
      });
      const amount = checkNumber(issues, 'promo.amount', fields['amount'], {
        min: 0,
        max: QUOTE_LIMITS.maxAmount,
      });
      return fixedCount === undefined || amount === undefined
        ? undefined
        : { type, count: fixedCount, amount };
    }
  }
}

function checkDeferral(issues: QuoteIssue[], deferral: unknown): Promo | undefined {
  const fields = (typeof deferral === 'object' && deferral !== null ? deferral : {}) as Record<
    string,
    unknown
  >;
  const hasDays = fields['days'] !== undefined;
  const hasMonths = fields['months'] !== undefined;
  if (hasDays === hasMonths) {
    issues.push({
      field: 'promo.deferral',
      code: hasDays ? 'CONFLICT' : 'REQUIRED',
      message: 'promo.deferral must give either days or months.',
    });
    return undefined;
  }
  const type = 'DEFERRED_FIRST_PAYMENT';
  if (hasDays) {
    const days = checkNumber(issues, 'promo.deferral.days', fields['days'], {
      min: 1,
      max: QUOTE_LIMITS.maxDeferralDays,
      whole: true,
    });
    return days === undefined ? undefined : { type, deferral: { days } };
  }
  const months = checkNumber(issues, 'promo.deferral.months', fields['months'], {
    min: 1,
    max: QUOTE_LIMITS.maxDeferralMonths,
    whole: true,
  });
  return months === undefined ? undefined : { type, deferral: { months } };
}

function checkSkips(
  issues: QuoteIssue[],
  skipped: unknown,
  count: PaymentCount | undefined,
): Promo | undefined {
  const field = 'promo.skippedPayments';
  if (!Array.isArray(skipped) || skipped.length === 0) {
    issues.push({ field, code: 'REQUIRED', message: `${field} must list at least one payment number.` });
    return undefined;
  }
  const first = count ? count.advancePayments + 1 : 1;
  const last = count ? count.numberOfPayments - 1 : Number.MAX_SAFE_INTEGER;
  const numbers: number[] = [];
  skipped.forEach((value: unknown, index) => {
    const at = `${field}[${index}]`;
    const checked = checkNumber(issues, at, value, { min: 1, max: Number.MAX_SAFE_INTEGER, whole: true });
    if (checked === undefined) return;
    if (checked < first || checked > last) {
      issues.push({
        field: at,
        code: 'OUT_OF_RANGE',
        message: `${at} must be from ${first} to ${last}: advance payments and the last payment cannot be skipped.`,
      });
      return;
    }
    numbers.push(checked);
  });
  if (new Set(numbers).size !== numbers.length) {
    issues.push({ field, code: 'CONFLICT', message: `${field} lists a payment twice.` });
  }
  return { type: 'SKIP_PAYMENTS', skippedPayments: [...numbers].sort((a, b) => a - b) };
}
