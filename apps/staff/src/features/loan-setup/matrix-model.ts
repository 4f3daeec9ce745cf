import {
  impliedRateFromFactor,
  quote,
  rateFactorFromRate,
  type LeaseStructure,
  type RateBasis,
} from '@lendline/finance';

// The rate matrix as the editor holds it: text per cell, tier × band × term, in display units (percent
// for annual rates, the factor itself for rate factors), so typing "8." is not rewritten under the cursor.
// The server's matrix holds fractions.

export type Cells = string[][][];

/** What the matrix is laid out by: tier names (best first), the number of bands, the terms in months. */
export interface MatrixAxes {
  tiers: string[];
  bands: number;
  terms: number[];
}

/** The error key of one cell, as the form and the server's detail paths (`/matrix/0/1/2`) name it. */
export const cellKey = (tier: number, band: number, term: number) => `matrix.${tier}.${band}.${term}`;

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

/**
 * The cells laid out for new axes, keeping every value whose tier (by name), band (by where it came
 * from) and term (by months) survive; new rows and columns start empty. `bandSources[i]` is the old
 * index of new band i, or null for a band just added.
 *
 * @example reshapeCells(cells, { tiers: ['A'], bands: 1, terms: [36] }, { tiers: ['A'], bands: 1, terms: [24, 36] })
 *          // [[['', cells[0][0][0]]]]
 */
export function reshapeCells(
  cells: Cells,
  from: MatrixAxes,
  to: MatrixAxes,
  bandSources: (number | null)[] = range(to.bands),
): Cells {
  return to.tiers.map((tier) => {
    const oldTier = from.tiers.findIndex((name) => name.toLowerCase() === tier.toLowerCase());
    return bandSources.map((oldBand) =>
      to.terms.map((term) => {
        const oldTerm = from.terms.indexOf(term);
        if (oldTier < 0 || oldBand === null || oldBand >= from.bands || oldTerm < 0) return '';
        return cells[oldTier]?.[oldBand]?.[oldTerm] ?? '';
      }),
    );
  });
}

/** An empty matrix of the given axes. */
export const emptyCells = (axes: MatrixAxes): Cells =>
  axes.tiers.map(() => range(axes.bands).map(() => axes.terms.map(() => '')));

/** Whether the cells have exactly the axes' shape (the server refuses any other). */
export const hasShape = (cells: readonly (readonly (readonly unknown[])[])[], axes: MatrixAxes): boolean =>
  cells.length === axes.tiers.length &&
  cells.every((rows) => rows.length === axes.bands && rows.every((row) => row.length === axes.terms.length));

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** A stored fraction as the editor shows it: "7.99" (percent) or "0.03113" (factor). */
export function formatCell(value: number, basis: RateBasis): string {
  if (!Number.isFinite(value)) return '';
  return basis === 'RATE' ? String(round(value * 100, 4)) : value.toFixed(5);
}

/** A cell's text as the fraction the server stores, or undefined when it is not a number. */
export function parseCell(text: string, basis: RateBasis): number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const number = Number(trimmed);
  if (!Number.isFinite(number)) return undefined;
  return basis === 'RATE' ? round(number / 100, 8) : round(number, 8);
}

/** What is wrong with one cell's text for the basis, or undefined (the server's bounds: 0 to 1). */
export function cellProblem(text: string, basis: RateBasis): string | undefined {
  if (!text.trim()) return basis === 'RATE' ? 'Enter a rate' : 'Enter a factor';
  const value = parseCell(text, basis);
  if (value === undefined) return 'Not a number';
  if (basis === 'RATE') return value < 0 || value > 1 ? 'A rate from 0 to 100%' : undefined;
  return value <= 0 || value > 1 ? 'A factor above 0 and at most 1, e.g. 0.03113' : undefined;
}

/** The payment stream a conversion or preview prices: what the program collects and leaves at the end. */
export interface StreamShape {
  advancePayments: number;
  /** A fraction of cost: 0.10 for 10%. */
  residualPct: number;
}

/**
 * The cells converted to the other basis with `@lendline/finance`, term by term, for the program's
 * advance payments and residual: a rate becomes its payment factor, a factor its implied annual rate.
 * A cell that cannot be converted (empty, no rate reproduces it) is left empty.
 */
export function convertCells(cells: Cells, from: RateBasis, terms: number[], shape: StreamShape): Cells {
  if (from === 'RATE') {
    return cells.map((rows) =>
      rows.map((row) =>
        row.map((text, index) => {
          const rate = parseCell(text, 'RATE');
          if (rate === undefined) return '';
          const factor = rateFactorFromRate({ periodicRate: rate / 12, periods: terms[index]!, ...shape });
          return formatCell(factor, 'RATE_FACTOR');
        }),
      ),
    );
  }
  return cells.map((rows) =>
    rows.map((row) =>
      row.map((text, index) => {
        const factor = parseCell(text, 'RATE_FACTOR');
        if (factor === undefined) return '';
        const implied = impliedRateFromFactor({ factor, periods: terms[index]!, ...shape });
        return implied.ok ? formatCell(implied.rate * 12, 'RATE') : '';
      }),
    ),
  );
}

export interface PreviewInput extends StreamShape {
  text: string;
  basis: RateBasis;
  termMonths: number;
  /** The program's product; without one the preview prices a loan with no residual. */
  structure: LeaseStructure | null;
  amount: number;
}

export type Preview =
  { ok: true; payment: number; rateFactor: number; annualRate: number } | { ok: false; message: string };

/**
 * The monthly payment one cell gives on an example amount, priced as the widget will price it
 * (`quote()` of `@lendline/finance`), with the rate both ways.
 *
 * @example previewPayment({ text: '8', basis: 'RATE', termMonths: 36, structure: 'ONE_DOLLAR', advancePayments: 1, residualPct: 0, amount: 50_000 })
 *          // { ok: true, payment: 1556.5, … }
 */
export function previewPayment(input: PreviewInput): Preview {
  const problem = cellProblem(input.text, input.basis);
  if (problem) return { ok: false, message: problem };
  const value = parseCell(input.text, input.basis)!;
  const structure = input.structure ?? 'EFA_LOAN';
  const result = quote({
    equipmentCost: input.amount,
    termMonths: input.termMonths,
    structure,
    advancePayments: input.advancePayments,
    ...(structure === 'ONE_DOLLAR' ? {} : { residualPct: input.residualPct }),
    ...(input.basis === 'RATE' ? { annualRate: value } : { rateFactor: value }),
  });
  if (!result.ok) return { ok: false, message: result.issues[0]?.message ?? 'No payment for these inputs' };
  const { payment, rateFactor, impliedAnnualRate } = result.quote;
  return { ok: true, payment, rateFactor, annualRate: impliedAnnualRate };
}
