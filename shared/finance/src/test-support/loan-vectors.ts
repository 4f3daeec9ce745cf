import vectors from '../../test-data/loan-vectors.json' with { type: 'json' };

/**
 * One vector of `test-data/loan-vectors.json` (a copy of `shared/testdata/loan/vectors.json`). Excel signs:
 * `pv > 0` is the amount financed, `fv < 0` a balloon or residual the borrower pays, payments `< 0`, except
 * that `rate_factor` expects the positive payment and `rate` kinds expect a rate (their `rate` is null).
 */
export interface LoanVector {
  id: string;
  kind:
    | 'pmt'
    | 'ppmt'
    | 'ipmt'
    | 'cumipmt'
    | 'cumprinc'
    | 'rate'
    | 'rate_factor'
    | 'pmt_multi_advance'
    | 'rate_multi_advance';
  rate: number | null;
  nper: number;
  pv: number;
  fv: number;
  type: 0 | 1;
  expected: number;
  tol: number;
  per?: number;
  start?: number;
  end?: number;
  advancePayments?: number;
  pmt?: number;
  factor?: number;
  impliedAnnualRate?: number;
  pmtAtImpliedRate?: number;
  expectedUnit?: string;
}

export const LOAN_VECTORS = vectors as LoanVector[];
