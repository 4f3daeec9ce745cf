import { describe, expect, it } from 'vitest';
import { leasePayment, leaseRate } from '../lease/lease-payment.ts';
import { impliedRateFromFactor } from '../lease/rate-factor.ts';
import { LOAN_VECTORS, type LoanVector } from '../test-support/loan-vectors.ts';
import { cumipmt, cumprinc, ipmt, pmt, ppmt } from '../time-value/excel-functions.ts';
import { rate } from '../time-value/rate.ts';

function present<T>(value: T | null | undefined, field: string, vector: LoanVector): T {
  if (value === null || value === undefined) throw new Error(`${vector.id} has no ${field}`);
  return value;
}

function solved(result: ReturnType<typeof leaseRate>): number {
  if (!result.ok) throw new Error(`no rate: ${result.reason}`);
  return result.rate;
}

// Residuals in the vectors are Excel fv: negative when the lessee pays them at the end.
const residualOf = (vector: LoanVector) => -vector.fv;

// What each kind of vector computes, in the vector's own units and signs.
const COMPUTE: Record<LoanVector['kind'], (vector: LoanVector) => number> = {
  pmt: (v) => pmt(present(v.rate, 'rate', v), v.nper, v.pv, v.fv, v.type),
  ppmt: (v) => ppmt(present(v.rate, 'rate', v), present(v.per, 'per', v), v.nper, v.pv, v.fv, v.type),
  ipmt: (v) => ipmt(present(v.rate, 'rate', v), present(v.per, 'per', v), v.nper, v.pv, v.fv, v.type),
  cumipmt: (v) =>
    cumipmt(
      present(v.rate, 'rate', v),
      v.nper,
      v.pv,
      present(v.start, 'start', v),
      present(v.end, 'end', v),
      v.type,
    ),
  cumprinc: (v) =>
    cumprinc(
      present(v.rate, 'rate', v),
      v.nper,
      v.pv,
      present(v.start, 'start', v),
      present(v.end, 'end', v),
      v.type,
    ),
  rate: (v) => rate(v.nper, present(v.pmt, 'pmt', v), v.pv, v.fv, v.type),
  // The payment a rate factor gives, reached the long way: solve the implied rate, then PMT at it.
  rate_factor: (v) => {
    const implied = solved(
      impliedRateFromFactor({
        factor: present(v.factor, 'factor', v),
        periods: v.nper,
        advancePayments: v.type,
        residualPct: residualOf(v) / v.pv,
      }),
    );
    return -pmt(implied, v.nper, v.pv, v.fv, v.type);
  },
  pmt_multi_advance: (v) =>
    -leasePayment({
      periodicRate: present(v.rate, 'rate', v),
      periods: v.nper,
      advancePayments: present(v.advancePayments, 'advancePayments', v),
      amountFinanced: v.pv,
      residual: residualOf(v),
    }),
  rate_multi_advance: (v) => {
    expect(v.expectedUnit).toBe('nominal annual rate (monthly*12)');
    const monthly = solved(
      leaseRate({
        payment: present(v.pmt, 'pmt', v),
        amountFinanced: v.pv,
        residual: residualOf(v),
        periods: v.nper,
        advancePayments: present(v.advancePayments, 'advancePayments', v),
      }),
    );
    return monthly * 12;
  },
};

describe('loan vectors (shared/testdata/loan/vectors.json)', () => {
  it('holds the 34 vectors the table runs, every kind known', () => {
    expect(LOAN_VECTORS).toHaveLength(34);
    for (const vector of LOAN_VECTORS) expect(Object.keys(COMPUTE)).toContain(vector.kind);
  });

  it.each(LOAN_VECTORS)('$id ($kind) is within its tolerance', (vector) => {
    const actual = COMPUTE[vector.kind](vector);
    expect(Math.abs(actual - vector.expected)).toBeLessThanOrEqual(vector.tol);
  });

  it.each(LOAN_VECTORS.filter((vector) => vector.kind === 'rate_factor'))(
    '$id implies the stored periodic and annual rate',
    (vector) => {
      const implied = solved(
        impliedRateFromFactor({
          factor: vector.factor!,
          periods: vector.nper,
          advancePayments: vector.type,
          residualPct: residualOf(vector) / vector.pv,
        }),
      );
      expect(implied).toBeCloseTo(vector.rate!, 12);
      expect(implied * 12).toBeCloseTo(vector.impliedAnnualRate!, 11);
      expect(pmt(implied, vector.nper, vector.pv, vector.fv, vector.type)).toBeCloseTo(
        vector.pmtAtImpliedRate!,
        6,
      );
    },
  );
});
