import {
  quote as priceQuote,
  roundHalfUp,
  type Promo as FinancePromo,
  type PromoEffect,
  type QuoteInput,
  type QuoteIssue,
} from '@lendline/finance';

export type ProductType = 'ONE_DOLLAR' | 'TEN_PERCENT_PO' | 'FMV' | 'EFA_LOAN';
export type PromoType =
  'ZERO_RATE' | 'REDUCED_RATE' | 'DEFERRED_FIRST_PAYMENT' | 'FIXED_LOW_PAYMENTS' | 'DEALER_BUYDOWN';

export const PROMO_TYPES: readonly PromoType[] = [
  'ZERO_RATE',
  'REDUCED_RATE',
  'DEFERRED_FIRST_PAYMENT',
  'FIXED_LOW_PAYMENTS',
  'DEALER_BUYDOWN',
];

export interface AmountBand {
  min: number;
  max: number;
}

/** A rate program as CONTRACT.md names its fields, with money and rates as numbers. */
export interface ProgramTerms {
  id: number;
  name: string;
  productType: ProductType;
  /** Months, ascending. */
  terms: number[];
  /** Ascending and contiguous. */
  amountBands: AmountBand[];
  rateBasis: 'RATE' | 'RATE_FACTOR';
  /** `matrix[tier][band][term]`; tier 0 is the best credit tier. Annual rates or payment factors. */
  matrix: number[][][];
  advancePayments: number;
  residualPct: number;
  docFee: number;
  minAmount: number;
  maxAmount: number;
}

/** A promo as CONTRACT.md names its fields; `params` per type (`{ rate }`, `{ deferralDays }`, …). */
export interface PromoTerms {
  id: number;
  name: string;
  type: PromoType;
  params: Record<string, unknown>;
  /** Empty: every term. */
  eligibleTerms: number[];
  /** Empty: every program. */
  programIds: number[];
}

/** The quote a buyer sees, the same on the widget, in the inquiry and in the staff screens. */
export interface WidgetQuote {
  programId: number;
  promoId: number | null;
  productType: ProductType;
  equipmentCost: number;
  termMonths: number;
  amountFinanced: number;
  payment: number;
  /** The payment per $1 financed (8 decimals). */
  rateFactor: number;
  /** The nominal annual rate the buyer pays (6 decimals; 0 under a 0% promo). */
  annualRate: number;
  advancePayments: number;
  residualAmount: number;
  dueAtSigning: number;
  totalOfPayments: number;
  promo?: { name: string; type: PromoType; effect: PromoEffect };
}

/** Why a request cannot be quoted, by the request field to blame (a JSON Pointer). */
export interface QuoteProblem {
  path: '/equipmentCost' | '/termMonths' | '/programId' | '/promoId';
  code: string;
  message: string;
}

export type WidgetQuoteResult = { ok: true; quote: WidgetQuote } | { ok: false; problems: QuoteProblem[] };

const dollars = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

const listOf = (values: readonly number[]) =>
  values.length <= 1 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;

/**
 * The band an amount falls in: the last whose range holds it, so bands written either as 0–25,000 /
 * 25,000–100,000 or as 0–24,999.99 / 25,000–100,000 both put 25,000 in the second.
 */
export function bandIndex(program: Pick<ProgramTerms, 'amountBands'>, amount: number): number {
  for (let index = program.amountBands.length - 1; index >= 0; index -= 1) {
    const band = program.amountBands[index]!;
    if (band.min <= amount && amount <= band.max) return index;
  }
  return -1;
}

/**
 * The program's price for one amount and term at the best credit tier: the "as low as" rate or factor a
 * dealer may show, or undefined where the program has no price.
 */
export function bestTierPrice(program: ProgramTerms, band: number, termIndex: number): number | undefined {
  const price = program.matrix[0]?.[band]?.[termIndex];
  return typeof price === 'number' && Number.isFinite(price) && price >= 0 ? price : undefined;
}

// The structure sets the residual: none on a $1 buyout, the program's purchase option (10% when it
// leaves it at 0), the FMV residual, or an EFA's balloon.
function residualFor(program: ProgramTerms): number | undefined {
  switch (program.productType) {
    case 'ONE_DOLLAR':
      return undefined;
    case 'TEN_PERCENT_PO':
      return program.residualPct > 0 ? program.residualPct : undefined;
    default:
      return program.residualPct;
  }
}

const number = (value: unknown) => (typeof value === 'number' ? value : Number.NaN);

// CONTRACT.md's promo params, in the finance library's terms. A buy-down takes points off the program's
// annual rate (the rate its factor implies on a factor program), never below 0%.
function financePromo(promo: PromoTerms, programAnnualRate: number): FinancePromo {
  const params = promo.params;
  switch (promo.type) {
    case 'ZERO_RATE':
      return { type: 'ZERO_RATE' };
    case 'REDUCED_RATE':
      return { type: 'REDUCED_RATE', annualRate: number(params.rate) };
    case 'DEFERRED_FIRST_PAYMENT':
      return { type: 'DEFERRED_FIRST_PAYMENT', deferral: { days: number(params.deferralDays) } };
    case 'FIXED_LOW_PAYMENTS':
      return { type: 'FIXED_LOW_PAYMENTS', count: number(params.payments), amount: number(params.amount) };
    case 'DEALER_BUYDOWN':
      return {
        type: 'DEALER_BUYDOWN',
        customerAnnualRate: Math.max(0, roundHalfUp(programAnnualRate - number(params.buydownRate), 8)),
      };
  }
}

function problemPath(field: string): QuoteProblem['path'] {
  if (field === 'equipmentCost') return '/equipmentCost';
  if (field === 'termMonths') return '/termMonths';
  if (field.startsWith('promo')) return '/promoId';
  return '/programId';
}

const fromIssues = (issues: QuoteIssue[]): WidgetQuoteResult => ({
  ok: false,
  problems: issues.map((issue) => ({
    path: problemPath(issue.field),
    code: issue.code,
    message: issue.message,
  })),
});

const roundRates = (effect: PromoEffect): PromoEffect =>
  Object.fromEntries(
    Object.entries(effect).map(([key, value]) => [
      key,
      key.endsWith('AnnualRate') && typeof value === 'number' ? roundHalfUp(value, 6) : value,
    ]),
  ) as PromoEffect;

/**
 * Prices a buyer's request (equipment cost, term) on a rate program at its best credit tier, with an
 * optional promo, through `@lendline/finance`'s `quote()`. The doc fee is billed at signing, not
 * financed. The caller has already decided that the program and promo are in force for the vendor; this
 * checks the term, the amount and the promo's eligibility, and answers problems by request field.
 *
 * @example
 * // A $1-out program at 8% for 36 months with one payment in advance and no doc fee:
 * quoteFromProgram(program, { equipmentCost: 25000, termMonths: 36 });
 * // { ok: true, quote: { payment: 778.22, rateFactor: 0.03112884, annualRate: 0.08, dueAtSigning: 778.22, … } }
 */
export function quoteFromProgram(
  program: ProgramTerms,
  request: { equipmentCost: number; termMonths: number },
  promo?: PromoTerms,
): WidgetQuoteResult {
  const { equipmentCost, termMonths } = request;
  const termIndex = program.terms.indexOf(termMonths);
  if (termIndex < 0) {
    return {
      ok: false,
      problems: [
        {
          path: '/termMonths',
          code: 'enum',
          message: `Please choose a term of ${listOf(program.terms)} months`,
        },
      ],
    };
  }
  const band = bandIndex(program, equipmentCost);
  if (equipmentCost < program.minAmount || equipmentCost > program.maxAmount || band < 0) {
    return {
      ok: false,
      problems: [
        {
          path: '/equipmentCost',
          code: 'range',
          message: `Please enter an amount from ${dollars(program.minAmount)} to ${dollars(program.maxAmount)}`,
        },
      ],
    };
  }
  const price = bestTierPrice(program, band, termIndex);
  if (price === undefined) {
    return {
      ok: false,
      problems: [
        {
          path: '/programId',
          code: 'unavailable',
          message: 'This program has no rate for this amount and term',
        },
      ],
    };
  }
  if (promo && promo.eligibleTerms.length > 0 && !promo.eligibleTerms.includes(termMonths)) {
    return {
      ok: false,
      problems: [
        {
          path: '/promoId',
          code: 'ineligible',
          message: `This promotion applies to terms of ${listOf(promo.eligibleTerms)} months`,
        },
      ],
    };
  }
  if (promo && promo.programIds.length > 0 && !promo.programIds.includes(program.id)) {
    return {
      ok: false,
      problems: [
        { path: '/promoId', code: 'ineligible', message: 'This promotion does not apply to this program' },
      ],
    };
  }

  const residualPct = residualFor(program);
  const input: QuoteInput = {
    equipmentCost,
    termMonths,
    structure: program.productType,
    advancePayments: program.advancePayments,
    docFee: { amount: program.docFee, financed: false },
    ...(residualPct === undefined ? {} : { residualPct }),
    ...(program.rateBasis === 'RATE' ? { annualRate: price } : { rateFactor: price }),
  };
  const base = priceQuote(input);
  if (!base.ok) return fromIssues(base.issues);
  const priced = promo
    ? priceQuote({ ...input, promo: financePromo(promo, base.quote.impliedAnnualRate) })
    : base;
  if (!priced.ok) return fromIssues(priced.issues);

  const result = priced.quote;
  return {
    ok: true,
    quote: {
      programId: program.id,
      promoId: promo?.id ?? null,
      productType: program.productType,
      equipmentCost,
      termMonths,
      amountFinanced: result.amountFinanced,
      payment: result.payment,
      rateFactor: roundHalfUp(result.rateFactor, 8),
      annualRate: roundHalfUp(result.impliedAnnualRate, 6),
      advancePayments: program.advancePayments,
      residualAmount: result.residualAmount,
      dueAtSigning: result.dueAtSigning,
      totalOfPayments: result.totalOfPayments,
      ...(promo && result.promo
        ? { promo: { name: promo.name, type: promo.type, effect: roundRates(result.promo) } }
        : {}),
    },
  };
}
