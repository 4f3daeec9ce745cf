import type { ValidationDetail } from '../../../resources/body-schema.ts';
import type { WriteContext } from '../../../resources/define-resource.ts';
import { amountIssues, endsInOrder, LOAN_SETUP_MESSAGES } from '@lendline/validation';
import { detail, unknownIds } from '../rule-details.ts';

/** The matrix is tier × band × term, in the order of creditTiers, amountBands and terms. */
function matrixShape(matrix: unknown[][][], tiers: number, bands: number, terms: number): ValidationDetail[] {
  const expected = `${tiers} credit tiers × ${bands} amount bands × ${terms} terms`;
  const wrong = (path: string, found: string) =>
    detail(path, `The matrix must be ${expected} (tier × band × term); ${found}`, 'dimensions');
  if (matrix.length !== tiers) return [wrong('/matrix', `it has ${matrix.length} tiers`)];
  for (const [tier, rows] of matrix.entries()) {
    if (rows.length !== bands) return [wrong(`/matrix/${tier}`, `tier ${tier + 1} has ${rows.length} bands`)];
    for (const [band, row] of rows.entries()) {
      if (row.length !== terms) {
        return [
          wrong(`/matrix/${tier}/${band}`, `tier ${tier + 1}, band ${band + 1} has ${row.length} terms`),
        ];
      }
    }
  }
  return [];
}

/**
 * A rate factor below (1 − residual) / n repays less than the amount financed: a negative yield, which
 * no rate reproduces and the quote would refuse.
 */
function factorRules(
  matrix: number[][][],
  terms: number[],
  tiers: string[],
  residualPct: number,
): ValidationDetail[] {
  for (const [tier, rows] of matrix.entries()) {
    for (const [band, row] of rows.entries()) {
      for (const [term, factor] of row.entries()) {
        const months = terms[term]!;
        if (factor * months + residualPct < 1) {
          return [
            detail(
              `/matrix/${tier}/${band}/${term}`,
              `The rate factor ${factor} for tier ${tiers[tier]}, band ${band + 1}, ${months} months repays less than the amount financed`,
            ),
          ];
        }
      }
    }
  }
  return [];
}

function structureRules(record: Record<string, unknown>): ValidationDetail[] {
  const details: ValidationDetail[] = [];
  // Absent on a create means the column's default: no residual.
  const residualPct = Number(record.residualPct ?? 0);
  if (record.productType === 'ONE_DOLLAR' && residualPct !== 0) {
    details.push(detail('/residualPct', 'A $1 buyout has no residual: set the residual to 0'));
  }
  if (record.productType === 'FMV' && residualPct === 0) {
    details.push(detail('/residualPct', 'An FMV lease needs its booked residual, e.g. 0.15 for 15%'));
  }
  return details;
}

/** Cross-field rules of a rate program (CONTRACT.md): amounts, bands, matrix shape, structure, dates, vendors. */
export async function rateProgramRules(
  record: Record<string, unknown>,
  { trx }: WriteContext,
): Promise<ValidationDetail[]> {
  const terms = record.terms as number[];
  const bands = record.amountBands as { min: number; max: number }[];
  const tiers = record.creditTiers as string[];
  const matrix = record.matrix as number[][][];
  const minAmount = Number(record.minAmount);
  const maxAmount = Number(record.maxAmount);
  const details: ValidationDetail[] = [];
  details.push(
    ...amountIssues(bands, minAmount, maxAmount).map(({ path, message }) =>
      detail(`/${path.join('/')}`, message),
    ),
  );
  const shape = matrixShape(matrix, tiers.length, bands.length, terms.length);
  details.push(...shape);
  if (shape.length === 0 && record.rateBasis === 'RATE_FACTOR') {
    details.push(...factorRules(matrix, terms, tiers, Number(record.residualPct ?? 0)));
  }
  details.push(...structureRules(record));
  if (!endsInOrder(String(record.effectiveFrom), record.effectiveTo as string | null | undefined)) {
    details.push(detail('/effectiveTo', LOAN_SETUP_MESSAGES.endBeforeStart));
  }
  details.push(...(await unknownIds(trx, 'vendor', record.vendorIds, '/vendorIds', 'vendor')));
  return details;
}
