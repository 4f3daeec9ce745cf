import type { QuoteIssue } from './quote-issue.ts';

/** The range a number must fall in; `exclusiveMin` makes the minimum itself invalid (amounts above zero). */
export interface NumberRule {
  min: number;
  max: number;
  exclusiveMin?: boolean;
  whole?: boolean;
  /** Appended to range messages, e.g. how a fraction is written. */
  hint?: string;
}

/**
 * Checks a required numeric input, recording an issue and returning undefined when it is missing, not a
 * finite number, not whole when it must be, or out of range.
 *
 * @example
 * checkNumber(issues, 'termMonths', 36.5, { min: 1, max: 360, whole: true }); // undefined, issue NOT_A_WHOLE_NUMBER
 */
export function checkNumber(
  issues: QuoteIssue[],
  field: string,
  value: unknown,
  rule: NumberRule,
): number | undefined {
  if (value === undefined || value === null) {
    issues.push({ field, code: 'REQUIRED', message: `${field} is required.` });
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    issues.push({ field, code: 'NOT_A_NUMBER', message: `${field} must be a finite number.` });
    return undefined;
  }
  if (rule.whole && !Number.isInteger(value)) {
    issues.push({ field, code: 'NOT_A_WHOLE_NUMBER', message: `${field} must be a whole number.` });
    return undefined;
  }
  const belowMin = rule.exclusiveMin ? value <= rule.min : value < rule.min;
  if (belowMin || value > rule.max) {
    const lower = rule.exclusiveMin ? `more than ${rule.min}` : `at least ${rule.min}`;
    const hint = rule.hint ? ` ${rule.hint}` : '';
    issues.push({
      field,
      code: 'OUT_OF_RANGE',
      message: `${field} must be ${lower} and at most ${rule.max}.${hint}`,
    });
    return undefined;
  }
  return value;
}

/**
 * Like {@link checkNumber} for an optional input: undefined (or null) gives the fallback.
 *
 * @example
 * checkOptionalNumber(issues, 'downPayment', undefined, { min: 0, max: 1e9 }, 0); // 0
 */
export function checkOptionalNumber(
  issues: QuoteIssue[],
  field: string,
  value: unknown,
  rule: NumberRule,
  fallback: number,
): number | undefined {
  return value === undefined || value === null ? fallback : checkNumber(issues, field, value, rule);
}
