import { describe, expect, it } from 'vitest';
import { RETURN_FEE_ENTRY_DESCRIPTION, returnFeeEligibility } from './return-fee.ts';

describe('return fees', () => {
  it('only for R01 and R09, and only with prior notice', () => {
    expect(returnFeeEligibility('R01', true)).toEqual({
      eligible: true,
      reason: 'R01 (Insufficient funds): one return fee entry, described "RETURN FEE", may be debited.',
    });
    expect(returnFeeEligibility('R09', true).eligible).toBe(true);
    expect(returnFeeEligibility('R09', false)).toEqual({
      eligible: false,
      reason:
        'R09 (Uncollected funds): no return fee, because the lessee was not told of it before the debit.',
    });
    for (const code of ['R02', 'R07', 'R08', 'R10', 'R97'])
      expect(returnFeeEligibility(code, true).eligible, code).toBe(false);
    expect(returnFeeEligibility('R02', true).reason).toBe(
      'R02 (Account closed): a return fee may only be charged for R01 and R09 returns.',
    );
  });

  it('labels the fee entry in the 10 characters of the company entry description', () => {
    expect(RETURN_FEE_ENTRY_DESCRIPTION).toBe('RETURN FEE');
    expect(RETURN_FEE_ENTRY_DESCRIPTION).toHaveLength(10);
  });
});
