import { describe, expect, it } from 'vitest';
import { cumipmt, cumprinc, fv, ipmt, pmt, ppmt, pv } from './excel-functions.ts';

const [rate, nper, loan] = [0.01, 24, 10000];

describe('Excel payment functions', () => {
  it('keeps Excel signs: money borrowed in is positive, payments out are negative', () => {
    expect(pmt(rate, nper, loan)).toBeLessThan(0);
    expect(pmt(rate, nper, -loan)).toBeGreaterThan(0);
    // A balloon the borrower pays at the end (fv < 0) leaves smaller regular payments.
    expect(pmt(rate, nper, loan, -2000)).toBeGreaterThan(pmt(rate, nper, loan));
  });

  it('makes PV and FV the inverses of PMT', () => {
    const payment = pmt(rate, nper, loan, -1500, 1);
    expect(pv(rate, nper, payment, -1500, 1)).toBeCloseTo(loan, 8);
    expect(fv(rate, nper, payment, loan, 1)).toBeCloseTo(-1500, 8);
  });

  it('splits every payment into IPMT + PPMT, with no interest on the first advance payment', () => {
    for (const type of [0, 1] as const) {
      const payment = pmt(rate, nper, loan, 0, type);
      for (let per = 1; per <= nper; per++) {
        expect(ipmt(rate, per, nper, loan, 0, type) + ppmt(rate, per, nper, loan, 0, type)).toBeCloseTo(
          payment,
          9,
        );
      }
    }
    expect(ipmt(rate, 1, nper, loan, 0, 1)).toBe(0);
    expect(ipmt(rate, 1, nper, loan, 0, 0)).toBeCloseTo(-100, 12);
  });

  it('repays exactly the loan over the whole term: CUMPRINC(1..n) = −pv', () => {
    expect(cumprinc(rate, nper, loan, 1, nper, 0)).toBeCloseTo(-loan, 8);
    expect(cumipmt(rate, nper, loan, 1, nper, 0) + cumprinc(rate, nper, loan, 1, nper, 0)).toBeCloseTo(
      pmt(rate, nper, loan) * nper,
      8,
    );
  });

  it('takes the straight line at a zero rate, with no interest anywhere', () => {
    expect(pmt(0, 10, 1000, -100)).toBe(-90);
    expect(pv(0, 10, -90, -100)).toBe(1000);
    expect(fv(0, 10, -90, 1000)).toBe(-100);
    expect(ipmt(0, 3, 10, 1000)).toBeCloseTo(0, 12);
    expect(ppmt(0, 3, 10, 1000)).toBe(-100);
    expect(cumipmt(0, 10, 1000, 1, 10, 1)).toBe(0);
    expect(cumprinc(0, 10, 1000, 1, 5, 0)).toBe(-500);
  });

  it('stays accurate for rates too small for the naive (1 + i)^n', () => {
    expect(pmt(1e-12, 360, 100000)).toBeCloseTo(-100000 / 360, 6);
  });

  it.each([
    ['a rate of −100%', () => pmt(-1, 12, 1000)],
    ['no periods', () => pmt(0.01, 0, 1000)],
    ['a NaN rate', () => pv(NaN, 12, -100)],
    ['a period past the term', () => ipmt(0.01, 13, 12, 1000)],
    ['a fractional period', () => ppmt(0.01, 1.5, 12, 1000)],
    ['a negative rate in CUMIPMT', () => cumipmt(-0.01, 12, 1000, 1, 2, 0)],
    ['a non-positive pv in CUMPRINC', () => cumprinc(0.01, 12, 0, 1, 2, 0)],
    ['start after end', () => cumprinc(0.01, 12, 1000, 5, 4, 0)],
  ])('gives NaN, not an exception, for %s', (_, call) => {
    expect(call()).toBeNaN();
  });
});
