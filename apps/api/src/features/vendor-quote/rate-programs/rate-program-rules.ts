import type { ValidationDetail } from '../../../resources/body-schema.ts';
import type { WriteContext } from '../../../resources/define-resource.ts';
import { cents, dollars } from '../amounts.ts';
import { detail, unknownIds } from '../rule-details.ts';

interface AmountBand {
  min: number;
  max: number;
}

/**
 * Amount bands run upwards without a gap: each starts where the previous one ends, written either as
 * 0–25,000 / 25,000–100,000 or as 0–24,999.99 / 25,000–100,000 (an amount on a shared boundary belongs
 * to the higher band). Together they stay within the program's minimum and maximum amounts.
 */
function bandRules(bands: AmountBand[], minAmount: number, maxAmount: number): ValidationDetail[] {
  const details: ValidationDetail[] = [];
  bands.forEach((band, index) => {
    const at = `/amountBands/${index}`;
    if (cents(band.max) <= cents(band.min)) {
      details.push(detail(`${at}/max`, `Band ${index + 1}: the maximum must be more than the minimum`));
    }
    const previous = bands[index - 1];
    const gap = previous ? cents(band.min) - cents(previous.max) : 0;
    if (previous && gap !== 0 && gap !== 1) {
      details.push(
        detail(
          `${at}/min`,
          `Band ${index + 1} must start where band ${index} ends: at ${dollars(previous.max)} or ${dollars(previous.max + 0.01)}`,
        ),
      );
    }
  });
  const first = bands[0];
  const last = bands[bands.length - 1];
  if (first && cents(first.min) < cents(minAmount)) {
    details.push(
      detail(
        '/amountBands/0/min',
        `The first band must start at or above the minimum amount (${dollars(minAmount)})`,
      ),
    );
  }
  if (last && cents(last.max) > cents(maxAmount)) {
    details.push(
      detail(
        `/amountBands/${bands.length - 1}/max`,
        `The last band must end at or below the maximum amount (${dollars(maxAmount)})`,
      ),
    );
  }
  return details;
}

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
  const bands = record.amountBands as AmountBand[];
  const tiers = record.creditTiers as string[];
  const matrix = record.matrix as number[][][];
  const minAmount = Number(record.minAmount);
  const maxAmount = Number(record.maxAmount);
  const details: ValidationDetail[] = [];
  if (cents(maxAmount) <= cents(minAmount)) {
    details.push(detail('/maxAmount', 'The maximum amount must be more than the minimum amount'));
  }
  details.push(...bandRules(bands, minAmount, maxAmount));
  const shape = matrixShape(matrix, tiers.length, bands.length, terms.length);
  details.push(...shape);
  if (shape.length === 0 && record.rateBasis === 'RATE_FACTOR') {
    details.push(...factorRules(matrix, terms, tiers, Number(record.residualPct ?? 0)));
  }
  details.push(...structureRules(record));
  if (record.effectiveTo !== null && record.effectiveTo !== undefined) {
    if (String(record.effectiveTo) < String(record.effectiveFrom)) {
      details.push(detail('/effectiveTo', 'The end date must be on or after the start date'));
    }
  }
  details.push(...(await unknownIds(trx, 'vendor', record.vendorIds, '/vendorIds', 'vendor')));
  return details;
}
