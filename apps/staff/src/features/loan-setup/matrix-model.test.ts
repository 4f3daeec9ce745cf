import { describe, expect, it } from 'vitest';
import {
  cellProblem,
  convertCells,
  emptyCells,
  formatCell,
  hasShape,
  parseCell,
  previewPayment,
  reshapeCells,
} from './matrix-model.ts';

const axes = { tiers: ['A', 'B'], bands: 2, terms: [24, 36] };
const cells = [
  [
    ['8', '8.25'],
    ['7.5', '7.75'],
  ],
  [
    ['11', '11.25'],
    ['10.5', '10.75'],
  ],
];

describe('rate matrix model', () => {
  it('keeps every value whose tier, band and term survive a new layout', () => {
    expect(reshapeCells(cells, axes, { ...axes, terms: [12, 36] })).toEqual([
      [
        ['', '8.25'],
        ['', '7.75'],
      ],
      [
        ['', '11.25'],
        ['', '10.75'],
      ],
    ]);
    // Band 1 removed: band 2 moves up; a band added at the end starts empty.
    expect(reshapeCells(cells, axes, { ...axes, bands: 2 }, [1, null])).toEqual([
      [
        ['7.5', '7.75'],
        ['', ''],
      ],
      [
        ['10.5', '10.75'],
        ['', ''],
      ],
    ]);
    // Tiers are matched by name, whatever their order; a new tier starts empty.
    expect(reshapeCells(cells, axes, { ...axes, tiers: ['b', 'C'] })[0]).toEqual(cells[1]);
    expect(reshapeCells(cells, axes, { ...axes, tiers: ['b', 'C'] })[1]).toEqual([
      ['', ''],
      ['', ''],
    ]);
  });

  it('knows the shape the server requires: tier × band × term', () => {
    expect(hasShape(cells, axes)).toBe(true);
    expect(hasShape(emptyCells({ ...axes, terms: [24, 36, 48] }), axes)).toBe(false);
    expect(hasShape([cells[0]!], axes)).toBe(false);
  });

  it('shows rates as percents and factors with five decimals, and stores fractions', () => {
    expect(formatCell(0.0799, 'RATE')).toBe('7.99');
    expect(formatCell(0.031128839, 'RATE_FACTOR')).toBe('0.03113');
    expect(parseCell(' 8.99 ', 'RATE')).toBe(0.0899);
    expect(parseCell('0.03113', 'RATE_FACTOR')).toBe(0.03113);
    expect(parseCell('8,5', 'RATE')).toBeUndefined();
  });

  it("checks each cell against the server's bounds", () => {
    expect(cellProblem('', 'RATE')).toBe('Enter a rate');
    expect(cellProblem('abc', 'RATE_FACTOR')).toBe('Not a number');
    expect(cellProblem('101', 'RATE')).toBe('A rate from 0 to 100%');
    expect(cellProblem('0', 'RATE')).toBeUndefined();
    expect(cellProblem('0', 'RATE_FACTOR')).toMatch(/above 0/);
    expect(cellProblem('0.03113', 'RATE_FACTOR')).toBeUndefined();
  });

  it("converts rates to factors and back with domain.md §3.5's table", () => {
    const factors = convertCells([[['8', '12']]], 'RATE', [36, 60], { advancePayments: 1, residualPct: 0 });
    expect(factors).toEqual([[['0.03113', '0.02202']]]);
    const rates = convertCells(factors, 'RATE_FACTOR', [36, 60], { advancePayments: 1, residualPct: 0 });
    expect(Number(rates[0]![0]![0])).toBeCloseTo(8, 1);
    expect(convertCells([[['', 'x']]], 'RATE', [36, 60], { advancePayments: 1, residualPct: 0 })).toEqual([
      [['', '']],
    ]);
  });

  it('previews the payment one cell gives, priced as the calculator prices it', () => {
    const shape = {
      termMonths: 36,
      structure: 'ONE_DOLLAR' as const,
      advancePayments: 1,
      residualPct: 0,
      amount: 50_000,
    };
    expect(previewPayment({ ...shape, text: '8', basis: 'RATE' })).toMatchObject({
      ok: true,
      payment: 1556.44,
    });
    expect(previewPayment({ ...shape, text: '0.03113', basis: 'RATE_FACTOR' })).toMatchObject({
      ok: true,
      payment: 1556.5,
    });
    expect(previewPayment({ ...shape, text: '', basis: 'RATE' })).toEqual({
      ok: false,
      message: 'Enter a rate',
    });
  });
});
