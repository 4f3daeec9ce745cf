import { monthsPerPayment, PAYMENTS_PER_YEAR, type PaymentFrequency } from '../lease/payment-frequency.ts';
import { roundHalfUp, toCents } from '../money/cents.ts';
import type { Promo } from '../promos/promo.ts';
import { checkNumber, checkOptionalNumber } from './check-number.ts';
import { checkPromo, type PaymentCount } from './check-promo.ts';
import { LEASE_STRUCTURES, QUOTE_LIMITS, type LeaseStructure, type QuoteInput } from './quote-input.ts';
import type { QuoteIssue } from './quote-issue.ts';

/** A quote's inputs once checked: money in whole cents, the term in payments, the pricing tagged. */
export interface QuoteTerms {
  equipmentCostCents: number;
  amountFinancedCents: number;
  residualCents: number;
  /** The doc fee when it is billed at signing rather than financed. */
  billedDocFeeCents: number;
  frequency: PaymentFrequency;
  numberOfPayments: number;
  advancePayments: number;
  pricing: { kind: 'RATE'; annualRate: number } | { kind: 'FACTOR'; rateFactor: number };
  promo?: Promo;
}

const MONEY = { min: 0, max: QUOTE_LIMITS.maxAmount };
const ANNUAL_RATE_RULE = {
  min: 0,
  max: QUOTE_LIMITS.maxAnnualRate,
  hint: 'It is a fraction: 0.0399 for 3.99%.',
};
const FREQUENCIES = Object.keys(PAYMENTS_PER_YEAR) as PaymentFrequency[];

/**
 * Checks a quote input from an untrusted source (a widget form, a JSON body) and normalizes it, collecting
 * every issue rather than stopping at the first so a form can mark all bad fields at once.
 *
 * @example
 * checkQuoteInput({ equipmentCost: -5, termMonths: 36, structure: 'FMV', advancePayments: 1, annualRate: 0.1 });
 * // { ok: false, issues: [{ field: 'equipmentCost', code: 'OUT_OF_RANGE', … }, { field: 'residualPct', code: 'REQUIRED', … }] }
 */
export function checkQuoteInput(
  input: QuoteInput,
): { ok: true; terms: QuoteTerms } | { ok: false; issues: QuoteIssue[] } {
  const issues: QuoteIssue[] = [];
  if (typeof input !== 'object' || input === null) {
    return {
      ok: false,
      issues: [{ field: '', code: 'REQUIRED', message: 'A quote input object is required.' }],
    };
  }
  const fields = input as unknown as Record<string, unknown>;
  const equipmentCost = checkNumber(issues, 'equipmentCost', fields['equipmentCost'], {
    ...MONEY,
    exclusiveMin: true,
  });
  const capitalizedFees = checkOptionalNumber(issues, 'capitalizedFees', fields['capitalizedFees'], MONEY, 0);
  const downPayment = checkOptionalNumber(issues, 'downPayment', fields['downPayment'], MONEY, 0);
  const tradeIn = checkOptionalNumber(issues, 'tradeIn', fields['tradeIn'], MONEY, 0);
  const docFee = checkDocFee(issues, fields['docFee']);
  const frequency = checkFrequency(issues, fields['frequency']);
  const count = checkPaymentCount(issues, fields, frequency);
  const structure = checkStructure(issues, fields['structure']);
  const residualPct = structure && checkResidualPct(issues, structure, fields['residualPct']);
  const pricing = checkPricing(issues, fields);
  const promo = fields['promo'] === undefined ? undefined : checkPromo(issues, fields['promo'], count);

  if (issues.length > 0) return { ok: false, issues };
  // No issue means every check above produced its value.
  const equipmentCostCents = toCents(equipmentCost!);
  const amountFinancedCents =
    equipmentCostCents +
    toCents(capitalizedFees!) +
    (docFee!.financed ? docFee!.amountCents : 0) -
    toCents(downPayment!) -
    toCents(tradeIn!);
  const residualCents = roundHalfUp(equipmentCostCents * residualPct!, 0);
  if (amountFinancedCents <= 0) {
    issues.push({
      field: 'downPayment',
      code: 'CONFLICT',
      message: 'The down payment and trade-in leave nothing to finance.',
    });
  } else if (residualCents >= amountFinancedCents) {
    issues.push({
      field: 'residualPct',
      code: 'CONFLICT',
      message: 'The residual must be less than the amount financed.',
    });
  }
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    terms: {
      equipmentCostCents,
      amountFinancedCents,
      residualCents,
      billedDocFeeCents: docFee!.financed ? 0 : docFee!.amountCents,
      frequency: frequency!,
      ...count!,
      pricing: pricing!,
      ...(promo && { promo }),
    },
  };
}

function checkDocFee(
  issues: QuoteIssue[],
  value: unknown,
): { amountCents: number; financed: boolean } | undefined {
  if (value === undefined || value === null) return { amountCents: 0, financed: false };
  const fields = (typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const amount = checkNumber(issues, 'docFee.amount', fields['amount'], MONEY);
  if (typeof fields['financed'] !== 'boolean') {
    issues.push({
      field: 'docFee.financed',
      code: 'REQUIRED',
      message:
        'docFee.financed must say whether the doc fee is financed (true) or billed at signing (false).',
    });
    return undefined;
  }
  return amount === undefined ? undefined : { amountCents: toCents(amount), financed: fields['financed'] };
}

function checkFrequency(issues: QuoteIssue[], value: unknown): PaymentFrequency | undefined {
  if (value === undefined || value === null) return 'MONTHLY';
  if (FREQUENCIES.includes(value as PaymentFrequency)) return value as PaymentFrequency;
  issues.push({
    field: 'frequency',
    code: 'UNKNOWN_VALUE',
    message: `frequency must be one of ${FREQUENCIES.join(', ')}.`,
  });
  return undefined;
}

function checkPaymentCount(
  issues: QuoteIssue[],
  fields: Record<string, unknown>,
  frequency: PaymentFrequency | undefined,
): PaymentCount | undefined {
  const termMonths = checkNumber(issues, 'termMonths', fields['termMonths'], {
    min: 1,
    max: QUOTE_LIMITS.maxTermMonths,
    whole: true,
  });
  const advancePayments = checkNumber(issues, 'advancePayments', fields['advancePayments'], {
    min: 0,
    max: QUOTE_LIMITS.maxTermMonths,
    whole: true,
  });
  if (termMonths === undefined || advancePayments === undefined || frequency === undefined) return undefined;
  const months = monthsPerPayment(frequency);
  if (termMonths % months !== 0) {
    issues.push({
      field: 'termMonths',
      code: 'CONFLICT',
      message: `termMonths must be a whole number of ${frequency.toLowerCase()} periods (a multiple of ${months}).`,
    });
    return undefined;
  }
  const numberOfPayments = termMonths / months;
  if (advancePayments > numberOfPayments) {
    issues.push({
      field: 'advancePayments',
      code: 'OUT_OF_RANGE',
      message: `advancePayments must be at most the ${numberOfPayments} payments of the term.`,
    });
    return undefined;
  }
  return { numberOfPayments, advancePayments };
}

function checkStructure(issues: QuoteIssue[], value: unknown): LeaseStructure | undefined {
  if (LEASE_STRUCTURES.includes(value as LeaseStructure)) return value as LeaseStructure;
  issues.push({
    field: 'structure',
    code: value === undefined ? 'REQUIRED' : 'UNKNOWN_VALUE',
    message: `structure must be one of ${LEASE_STRUCTURES.join(', ')}.`,
  });
  return undefined;
}

const RESIDUAL_RULE = { min: 0, max: 0.99, hint: 'It is a fraction of the equipment cost: 0.10 for 10%.' };
const DEFAULT_RESIDUAL_PCT: Record<LeaseStructure, number | undefined> = {
  ONE_DOLLAR: 0,
  TEN_PERCENT_PO: 0.1,
  FMV: undefined,
  EFA_LOAN: 0,
};

function checkResidualPct(
  issues: QuoteIssue[],
  structure: LeaseStructure,
  value: unknown,
): number | undefined {
  const field = 'residualPct';
  if (structure === 'ONE_DOLLAR' && value !== undefined && value !== 0) {
    issues.push({ field, code: 'CONFLICT', message: 'A $1 buyout has no residual: leave residualPct out.' });
    return undefined;
  }
  const fallback = DEFAULT_RESIDUAL_PCT[structure];
  return fallback === undefined
    ? checkNumber(issues, field, value, RESIDUAL_RULE)
    : checkOptionalNumber(issues, field, value, RESIDUAL_RULE, fallback);
}

function checkPricing(
  issues: QuoteIssue[],
  fields: Record<string, unknown>,
): QuoteTerms['pricing'] | undefined {
  const hasRate = fields['annualRate'] !== undefined;
  const hasFactor = fields['rateFactor'] !== undefined;
  if (hasRate === hasFactor) {
    issues.push({
      field: 'annualRate',
      code: hasRate ? 'CONFLICT' : 'REQUIRED',
      message: 'Give either annualRate or rateFactor, not both.',
    });
    return undefined;
  }
  if (hasRate) {
    const annualRate = checkNumber(issues, 'annualRate', fields['annualRate'], ANNUAL_RATE_RULE);
    return annualRate === undefined ? undefined : { kind: 'RATE', annualRate };
  }
  const rateFactor = checkNumber(issues, 'rateFactor', fields['rateFactor'], {
    min: 0,
    max: 1,
    exclusiveMin: true,
  });
  return rateFactor === undefined ? undefined : { kind: 'FACTOR', rateFactor };
}
