import { describe, expect, it } from 'vitest';
import { roundHalfUp } from '../money/cents.ts';
import type { Promo } from '../promos/promo.ts';
import type { QuoteInput } from '../quote/quote-input.ts';
import { priceQuote, quote, type QuoteResult } from '../quote/quote.ts';
import { FACTOR_PROGRAM, FMV_PROGRAM, ONE_DOLLAR_PROGRAM } from '../test-support/offer-programs.ts';
import { bandIndex, programTerms, promoApplies, promoFromOffer, quoteOffer } from './offer-quote.ts';
import type { OfferProgram, PromoOffer } from './offer-types.ts';

// The reference: the program → quote mapping written the plain way, as a QuoteInput for the checked
// `quote()`, which validates every input. The fast path (`programTerms` + `priceQuote`, which the widget
// bundles because it skips those checks) must give the same quotes and refuse the same inputs.
function referenceBand(program: OfferProgram, amount: number): number {
  for (let index = program.amountBands.length - 1; index >= 0; index -= 1) {
    const band = program.amountBands[index]!;
    if (band.min <= amount && amount <= band.max) return index;
  }
  return -1;
}

function referenceInput(
  program: OfferProgram,
  equipmentCost: number,
  termMonths: number,
): QuoteInput | undefined {
  const termIndex = program.terms.indexOf(termMonths);
  const band = referenceBand(program, equipmentCost);
  if (termIndex < 0 || equipmentCost < program.minAmount || equipmentCost > program.maxAmount || band < 0) {
    return undefined;
  }
  const price = program.rates[band]?.[termIndex];
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return undefined;
  const residualPct =
    program.productType === 'ONE_DOLLAR'
      ? undefined
      : program.productType === 'TEN_PERCENT_PO'
        ? program.residualPct > 0
          ? program.residualPct
          : undefined
        : program.residualPct;
  return {
    equipmentCost,
    termMonths,
    structure: program.productType,
    advancePayments: program.advancePayments,
    docFee: { amount: program.docFee, financed: false },
    ...(residualPct === undefined ? {} : { residualPct }),
    ...(program.rateBasis === 'RATE' ? { annualRate: price } : { rateFactor: price }),
  } as QuoteInput;
}

const number = (value: unknown) => (typeof value === 'number' ? value : Number.NaN);

function referencePromo(promo: PromoOffer, programAnnualRate: number): Promo {
  const params = promo.params as Record<string, unknown>;
  switch (promo.type) {
    case 'ZERO_RATE':
      return { type: 'ZERO_RATE' };
    case 'REDUCED_RATE':
      return { type: 'REDUCED_RATE', annualRate: number(params['rate']) };
    case 'DEFERRED_FIRST_PAYMENT':
      return { type: 'DEFERRED_FIRST_PAYMENT', deferral: { days: number(params['deferralDays']) } };
    case 'FIXED_LOW_PAYMENTS':
      return {
        type: 'FIXED_LOW_PAYMENTS',
        count: number(params['payments']),
        amount: number(params['amount']),
      };
    case 'DEALER_BUYDOWN':
      return {
        type: 'DEALER_BUYDOWN',
        customerAnnualRate: Math.max(0, roundHalfUp(programAnnualRate - number(params['buydownRate']), 8)),
      };
  }
}

function referenceQuote(
  program: OfferProgram,
  cost: number,
  term: number,
  promo?: PromoOffer,
): QuoteResult | undefined {
  const input = referenceInput(program, cost, term);
  if (!input) return undefined;
  const base = quote(input);
  if (!base.ok || !promo) return base;
  return quote({ ...input, promo: referencePromo(promo, base.quote.impliedAnnualRate) });
}

function fastQuote(
  program: OfferProgram,
  cost: number,
  term: number,
  promo?: PromoOffer,
): QuoteResult | undefined {
  const terms = programTerms(program, cost, term);
  const base = terms && priceQuote(terms);
  if (!base?.ok || !promo) return base;
  const financed = promoFromOffer(promo, base.quote.impliedAnnualRate, term);
  return financed && priceQuote({ ...terms!, promo: financed });
}

const promo = (type: PromoOffer['type'], params: PromoOffer['params'], id = 1): PromoOffer => ({
  id,
  name: type,
  type,
  params,
  eligibleTerms: [],
  programIds: [],
});

const programs: OfferProgram[] = [
  ONE_DOLLAR_PROGRAM,
  FMV_PROGRAM,
  FACTOR_PROGRAM,
  // A $1 buyout saved with a residual: the structure wins, there is none.
  { ...ONE_DOLLAR_PROGRAM, id: 20, residualPct: 0.05 },
  { ...ONE_DOLLAR_PROGRAM, id: 21, productType: 'TEN_PERCENT_PO', residualPct: 0 },
  { ...ONE_DOLLAR_PROGRAM, id: 22, productType: 'TEN_PERCENT_PO', residualPct: 0.15, advancePayments: 2 },
  { ...FMV_PROGRAM, id: 23, residualPct: 0 },
  { ...ONE_DOLLAR_PROGRAM, id: 24, productType: 'EFA_LOAN', advancePayments: 0, docFee: 0 },
  { ...ONE_DOLLAR_PROGRAM, id: 25, productType: 'EFA_LOAN', advancePayments: 0, residualPct: 0.2 },
  { ...ONE_DOLLAR_PROGRAM, id: 26, advancePayments: 3 },
  { ...FACTOR_PROGRAM, id: 27, productType: 'FMV', residualPct: 0.1 },
  { ...ONE_DOLLAR_PROGRAM, id: 28, rates: ONE_DOLLAR_PROGRAM.rates.map((row) => row.map(() => 0)) },
  // Refused alike: a rate above 100%, a zero factor, a residual that swallows the deal.
  { ...ONE_DOLLAR_PROGRAM, id: 29, rates: ONE_DOLLAR_PROGRAM.rates.map((row) => row.map(() => 1.5)) },
  { ...FACTOR_PROGRAM, id: 30, rates: FACTOR_PROGRAM.rates.map((row) => row.map(() => 0)) },
  { ...FMV_PROGRAM, id: 31, residualPct: 0.995 },
  { ...ONE_DOLLAR_PROGRAM, id: 32, advancePayments: 30 },
];

const promos: (PromoOffer | undefined)[] = [
  undefined,
  promo('ZERO_RATE', {}),
  promo('REDUCED_RATE', { rate: 0.029 }),
  promo('REDUCED_RATE', { rate: 2 }),
  promo('REDUCED_RATE', {}),
  promo('DEFERRED_FIRST_PAYMENT', { deferralDays: 90 }),
  promo('DEFERRED_FIRST_PAYMENT', { deferralDays: 0 }),
  promo('DEFERRED_FIRST_PAYMENT', { deferralDays: 45 }),
  promo('FIXED_LOW_PAYMENTS', { payments: 3, amount: 99 }),
  promo('FIXED_LOW_PAYMENTS', { payments: 72, amount: 99 }),
  promo('FIXED_LOW_PAYMENTS', { payments: 3, amount: 50_000 }),
  promo('DEALER_BUYDOWN', { buydownRate: 0.02 }),
  promo('DEALER_BUYDOWN', { buydownRate: 0.5 }),
  promo('DEALER_BUYDOWN', {}),
];

// The demo seed's promos (apps/api/src/db/seed/demo-promos.ts), none of which applies at 48 months.
const DEMO_PROMOS: PromoOffer[] = [
  { ...promo('ZERO_RATE', {}, 11), eligibleTerms: [12], programIds: [FMV_PROGRAM.id] },
  { ...promo('REDUCED_RATE', { rate: 0.029 }, 12), eligibleTerms: [24, 36] },
];

const costs = [2500, 10_000.55, 24_999.99, 25_000, 74_999.99, 80_000.5, 250_000, 1_000_000];

describe('the fast path prices exactly as the checked quote()', () => {
  const cases = programs.flatMap((program) =>
    [...program.terms, 30].flatMap((term) =>
      costs.flatMap((cost) => promos.map((offered) => ({ program, term, cost, offered }))),
    ),
  );

  // Ten thousand checked quotes take about 2 s alone and over 6 s on a 2-core CI machine running the other
  // suites beside it, past vitest's 5 s default; the exhaustive table is the point, so it gets more time.
  it(`agrees with quote() in all ${cases.length} cases, refusals included`, { timeout: 30_000 }, () => {
    let priced = 0;
    for (const { program, term, cost, offered } of cases) {
      const reference = referenceQuote(program, cost, term, offered);
      const fast = fastQuote(program, cost, term, offered);
      const label = `${program.id} ${cost} × ${term} ${offered?.type ?? ''} ${JSON.stringify(offered?.params)}`;
      expect(fast?.ok ?? false, label).toBe(reference?.ok ?? false);
      if (reference?.ok && fast?.ok) {
        expect(fast.quote, label).toEqual(reference.quote);
        priced += 1;
      }
    }
    expect(priced).toBeGreaterThan(cases.length / 3);
  });
});

describe('bandIndex', () => {
  it('puts an amount on a shared boundary in the later band', () => {
    const program = {
      amountBands: [
        { min: 0, max: 25_000 },
        { min: 25_000, max: 100_000 },
      ],
    };

    expect(bandIndex(program, 25_000)).toBe(1);
    expect(bandIndex(program, 24_999.99)).toBe(0);
    expect(bandIndex(program, 100_000.01)).toBe(-1);
  });
});

describe('promoApplies', () => {
  it('takes empty lists as every term and every program', () => {
    expect(promoApplies({ eligibleTerms: [], programIds: [] }, 1, 36)).toBe(true);
    expect(promoApplies({ eligibleTerms: [12], programIds: [] }, 1, 36)).toBe(false);
    expect(promoApplies({ eligibleTerms: [36], programIds: [2] }, 1, 36)).toBe(false);
    expect(promoApplies({ eligibleTerms: [36], programIds: [1] }, 1, 36)).toBe(true);
  });
});

describe('quoteOffer', () => {
  it('quotes the best tier of the band with the program rate when no promo applies', () => {
    const result = quoteOffer(ONE_DOLLAR_PROGRAM, DEMO_PROMOS, 25_000, 48);

    expect(result).toEqual({
      ok: true,
      quote: {
        programId: 1,
        promoId: null,
        productType: 'ONE_DOLLAR',
        equipmentCost: 25_000,
        termMonths: 48,
        amountFinanced: 25_000,
        payment: expect.any(Number),
        rateFactor: expect.any(Number),
        annualRate: 0.0874,
        advancePayments: 1,
        residualAmount: 0,
        dueAtSigning: expect.any(Number),
        totalOfPayments: expect.any(Number),
      },
    });
    const expected = referenceQuote(ONE_DOLLAR_PROGRAM, 25_000, 48);
    expect(result.ok && expected?.ok && result.quote.payment).toBe(expected?.ok && expected.quote.payment);
  });

  it('applies on its own the applicable promo that lowers the payment most, the first on a tie', () => {
    const offered = [
      { ...promo('DEFERRED_FIRST_PAYMENT', { deferralDays: 90 }, 1) },
      { ...promo('REDUCED_RATE', { rate: 0.049 }, 2) },
      { ...promo('ZERO_RATE', {}, 3), eligibleTerms: [12] },
      { ...promo('REDUCED_RATE', { rate: 0.029 }, 4) },
      { ...promo('REDUCED_RATE', { rate: 0.029 }, 5) },
    ];

    const result = quoteOffer(ONE_DOLLAR_PROGRAM, offered, 25_000, 36);

    expect(result.ok && result.quote.promoId).toBe(4);
    expect(result.ok && result.quote.annualRate).toBe(0.029);
    expect(result.ok && result.quote.promo).toMatchObject({
      name: 'REDUCED_RATE',
      type: 'REDUCED_RATE',
      effect: { type: 'REDUCED_RATE', customerAnnualRate: 0.029 },
    });
  });

  it('leaves promos that raise the payment to the buyer', () => {
    const offered = [
      promo('DEFERRED_FIRST_PAYMENT', { deferralDays: 90 }, 1),
      promo('FIXED_LOW_PAYMENTS', { payments: 3, amount: 99 }, 2),
    ];
    const regular = quoteOffer(ONE_DOLLAR_PROGRAM, [], 25_000, 36);

    expect(quoteOffer(ONE_DOLLAR_PROGRAM, offered, 25_000, 36)).toEqual(regular);
    const chosen = quoteOffer(ONE_DOLLAR_PROGRAM, offered, 25_000, 36, 2);
    expect(chosen.ok && chosen.quote.promoId).toBe(2);
    expect(chosen.ok && regular.ok && chosen.quote.payment).toBeGreaterThan(
      regular.ok ? regular.quote.payment : 0,
    );
    expect(quoteOffer(ONE_DOLLAR_PROGRAM, [promo('ZERO_RATE', {}, 3)], 25_000, 36, null)).toEqual(regular);
  });

  it('skips a promo finance would refuse and prices without it', () => {
    const result = quoteOffer(
      ONE_DOLLAR_PROGRAM,
      [promo('FIXED_LOW_PAYMENTS', { payments: 48, amount: 99 })],
      25_000,
      48,
    );

    expect(result.ok && result.quote.promoId).toBeNull();
  });

  it('rounds rates on the wire as the server stores them', () => {
    const result = quoteOffer(FACTOR_PROGRAM, [promo('DEALER_BUYDOWN', { buydownRate: 0.02 })], 30_000, 36);

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.quote.rateFactor).toBe(roundHalfUp(result.quote.rateFactor, 8));
    expect(result.quote.annualRate).toBe(roundHalfUp(result.quote.annualRate, 6));
    const effect = result.quote.promo!.effect as { customerAnnualRate: number; programAnnualRate: number };
    expect(effect.programAnnualRate).toBe(roundHalfUp(effect.programAnnualRate, 6));
    expect(result.quote.promo!.effect).toMatchObject({ type: 'DEALER_BUYDOWN' });
  });

  it('says which input has no price', () => {
    expect(quoteOffer(ONE_DOLLAR_PROGRAM, [], 25_000, 30)).toEqual({ ok: false, problem: 'term' });
    expect(quoteOffer(ONE_DOLLAR_PROGRAM, [], 2_499.99, 36)).toEqual({ ok: false, problem: 'amount' });
    expect(quoteOffer({ ...ONE_DOLLAR_PROGRAM, minAmount: 5000 }, [], 3000, 36)).toEqual({
      ok: false,
      problem: 'amount',
    });
    expect(
      quoteOffer(
        programs.find(({ id }) => id === 29)!,
        [],
        25_000,
        36,
      ),
    ).toEqual({
      ok: false,
      problem: 'pricing',
    });
  });
});
