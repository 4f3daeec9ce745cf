import { describe, expect, it } from 'vitest';
import { amountIssues, endsInOrder, LOAN_SETUP_MESSAGES, lowPaymentsFitTerms } from './loan-setup-rules.ts';

describe('loan setup rules across fields', () => {
  it('takes bands that meet or start a cent later, within the amounts', () => {
    const bands = [
      { min: 2_500, max: 24_999.99 },
      { min: 25_000, max: 50_000 },
      { min: 50_000, max: 100_000 },
    ];
    expect(amountIssues(bands, 2_500, 100_000)).toEqual([]);
  });

  it('places each fault on the bound it is about', () => {
    const bands = [
      { min: 1_000, max: 500 },
      { min: 600, max: 200_000 },
    ];
    expect(amountIssues(bands, 2_500, 100_000)).toEqual([
      { path: ['amountBands', 0, 'max'], message: 'Band 1: the maximum must be more than the minimum' },
      {
        path: ['amountBands', 1, 'min'],
        message: 'Band 2 must start where band 1 ends: at 500.00 or 500.01',
      },
      {
        path: ['amountBands', 0, 'min'],
        message: 'The first band must start at or above the minimum amount (2,500.00)',
      },
      {
        path: ['amountBands', 1, 'max'],
        message: 'The last band must end at or below the maximum amount (100,000.00)',
      },
    ]);
    expect(
      amountIssues(
        [
          { min: 0, max: Number.NaN },
          { min: Number.NaN, max: 5 },
        ],
        0,
        5,
      ),
    ).toEqual([]);
    expect(amountIssues([], 10, 10)).toEqual([
      { path: ['maxAmount'], message: LOAN_SETUP_MESSAGES.maxNotAboveMin },
    ]);
  });

  it('keeps dates in order and low payments inside the shortest term', () => {
    expect(endsInOrder('2026-11-01', '2026-11-01')).toBe(true);
    expect(endsInOrder('2026-11-02', '2026-11-01')).toBe(false);
    expect(endsInOrder('2026-11-02', null)).toBe(true);
    expect(lowPaymentsFitTerms(12, [])).toBe(true);
    expect(lowPaymentsFitTerms(12, [24, 12])).toBe(false);
  });
});
