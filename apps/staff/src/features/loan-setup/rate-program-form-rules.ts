import { amountIssues, endsInOrder, FIELD_REQUIRED, LOAN_SETUP_MESSAGES } from '@lendline/validation';
import * as v from 'valibot';
import { crossFieldRules, formSchema } from '../../components/form/cross-field-rules.ts';
import type { FieldErrors } from '../../components/form/server-objections.ts';
import type { LeaseStructure as ProductType, RateBasis } from '@lendline/finance';
import type { AmountBand, RateProgramRecord } from './api/setup-resources.ts';
import {
  cellKey,
  cellProblem,
  emptyCells,
  formatCell,
  hasShape,
  parseCell,
  type Cells,
} from './matrix-model.ts';
import { placeDetails } from './placed-details.ts';
import { amount, chosen, programName, type Amount } from './setup-form-fields.ts';

export { NAME_MAX, type Amount } from './setup-form-fields.ts';

export const TERM_MIN = 6;
export const TERM_MAX = 120;
export const MAX_TERMS = 24;
export const MAX_BANDS = 20;
export const MAX_TIERS = 10;
export const TIER_MAX_LENGTH = 20;
export const RESIDUAL_MAX_PERCENT = 50;

export interface BandValues {
  min: Amount;
  max: Amount;
}

export interface RateProgramFormValues {
  name: string;
  productType: ProductType | null;
  active: boolean;
  /** `YYYY-MM-DD` (UTC calendar days). */
  effectiveFrom: string | null;
  effectiveTo: string | null;
  /** Chosen vendor ids as the picker holds them; none means every enrolled vendor. */
  vendorIds: string[];
  /** Months, ascending. */
  terms: number[];
  advancePayments: number;
  /** Percent of cost: 10 for 10%. */
  residualPercent: Amount;
  docFee: Amount;
  minAmount: Amount;
  maxAmount: Amount;
  amountBands: BandValues[];
  /** Best first. */
  creditTiers: string[];
  rateBasis: RateBasis;
  /** Tier × band × term, as typed: percents for RATE, factors for RATE_FACTOR. */
  cells: Cells;
}

/** Field errors keyed by field, or by dotted path inside one (`amountBands.1.min`, `matrix.0.1.2`). */
export type RateProgramErrors = FieldErrors<string>;

/** What the contract stores. */
export type RateProgramInput = Omit<RateProgramRecord, 'id' | 'createdAt' | 'updatedAt'> & {
  matrix: number[][][];
};

export const DEFAULT_TERMS = [24, 36, 48, 60];

export function emptyRateProgram(today: string): RateProgramFormValues {
  const bands = [{ min: 2_500, max: 24_999.99 } as BandValues, { min: 25_000, max: 100_000 } as BandValues];
  const tiers = ['A', 'B', 'C', 'D'];
  return {
    name: '',
    productType: null,
    active: true,
    effectiveFrom: today,
    effectiveTo: null,
    vendorIds: [],
    terms: DEFAULT_TERMS,
    advancePayments: 1,
    residualPercent: 0,
    docFee: 0,
    minAmount: 2_500,
    maxAmount: 100_000,
    amountBands: bands,
    creditTiers: tiers,
    rateBasis: 'RATE',
    cells: emptyCells({ tiers, bands: bands.length, terms: DEFAULT_TERMS }),
  };
}

const percent = (fraction: number) => Number((fraction * 100).toFixed(4));

export function rateProgramFormValues(program: RateProgramRecord): RateProgramFormValues {
  const axes = { tiers: program.creditTiers, bands: program.amountBands.length, terms: program.terms };
  const matrix = program.matrix ?? [];
  const cells = hasShape(matrix, axes)
    ? matrix.map((rows) => rows.map((row) => row.map((value) => formatCell(value, program.rateBasis))))
    : emptyCells(axes);
  return {
    name: program.name,
    productType: program.productType,
    active: program.status === 'active',
    effectiveFrom: program.effectiveFrom,
    effectiveTo: program.effectiveTo,
    vendorIds: program.vendorIds.map(String),
    terms: [...program.terms],
    advancePayments: program.advancePayments,
    residualPercent: percent(program.residualPct),
    docFee: program.docFee,
    minAmount: program.minAmount,
    maxAmount: program.maxAmount,
    amountBands: program.amountBands.map((band) => ({ ...band })),
    creditTiers: [...program.creditTiers],
    rateBasis: program.rateBasis,
    cells,
  };
}

const isAmount = (value: Amount): value is number => typeof value === 'number' && Number.isFinite(value);

/** Each bound given, then the server's own amount rules once every one is (the first message per bound). */
function bandErrors(values: RateProgramFormValues, errors: RateProgramErrors) {
  const bands = values.amountBands;
  if (bands.length === 0) errors.amountBands = 'Add at least one amount band';
  if (bands.length > MAX_BANDS) errors.amountBands = `At most ${MAX_BANDS} amount bands`;
  bands.forEach((band, index) => {
    if (!isAmount(band.min)) errors[`amountBands.${index}.min`] = FIELD_REQUIRED;
    if (!isAmount(band.max)) errors[`amountBands.${index}.max`] = FIELD_REQUIRED;
  });
  // A bound not given yet is NaN to the shared rules, which leave it to the required rule above.
  const given = (value: Amount) => (isAmount(value) ? value : Number.NaN);
  const issues = amountIssues(
    bands.map((band) => ({ min: given(band.min), max: given(band.max) })),
    given(values.minAmount),
    given(values.maxAmount),
  );
  for (const { path, message } of issues) errors[path.join('.')] ??= message;
}

function matrixErrors(values: RateProgramFormValues, errors: RateProgramErrors) {
  const axes = { tiers: values.creditTiers, bands: values.amountBands.length, terms: values.terms };
  if (!hasShape(values.cells, axes)) {
    errors.matrix = `The matrix must be ${axes.tiers.length} credit tiers × ${axes.bands} amount bands × ${axes.terms.length} terms`;
    return;
  }
  const residual = isAmount(values.residualPercent) ? values.residualPercent / 100 : 0;
  let problems = 0;
  values.cells.forEach((rows, tier) =>
    rows.forEach((row, band) =>
      row.forEach((text, term) => {
        let problem = cellProblem(text, values.rateBasis);
        const months = values.terms[term]!;
        const factor = parseCell(text, values.rateBasis);
        if (!problem && values.rateBasis === 'RATE_FACTOR' && factor! * months + residual < 1) {
          problem = `The rate factor ${factor} for tier ${values.creditTiers[tier]}, band ${band + 1}, ${months} months repays less than the amount financed`;
        }
        if (problem) {
          errors[cellKey(tier, band, term)] = problem;
          problems += 1;
        }
      }),
    ),
  );
  if (problems > 0) {
    errors.matrix = `${problems} ${problems === 1 ? 'cell needs' : 'cells need'} a valid ${values.rateBasis === 'RATE' ? 'rate' : 'factor'}`;
  }
}

/**
 * The server's rules across a rate program's fields (apps/api rate-program rules), with its messages:
 * amounts and bands that run upwards without a gap inside the min and max, terms, tiers, a complete
 * matrix of the right shape with values in range, the product's residual, and dates in order.
 */
function rateProgramRules(values: RateProgramFormValues): RateProgramErrors {
  const errors: RateProgramErrors = {};
  if (!endsInOrder(values.effectiveFrom, values.effectiveTo)) {
    errors.effectiveTo = LOAN_SETUP_MESSAGES.endBeforeStart;
  }

  if (values.terms.length === 0) errors.terms = 'Choose at least one term';
  else if (values.terms.length > MAX_TERMS) errors.terms = `At most ${MAX_TERMS} terms`;
  else if (values.terms.some((term) => !Number.isInteger(term) || term < TERM_MIN || term > TERM_MAX)) {
    errors.terms = `Terms are whole months from ${TERM_MIN} to ${TERM_MAX}`;
  }
  if (values.terms.length > 0 && values.advancePayments >= Math.min(...values.terms)) {
    errors.advancePayments = 'Advance payments must be fewer than the payments of the shortest term';
  }

  const residual = values.residualPercent;
  if (!isAmount(residual)) errors.residualPercent = FIELD_REQUIRED;
  else if (residual < 0 || residual > RESIDUAL_MAX_PERCENT) {
    errors.residualPercent = `The residual is from 0 to ${RESIDUAL_MAX_PERCENT}%`;
  } else if (values.productType === 'ONE_DOLLAR' && residual !== 0) {
    errors.residualPercent = 'A $1 buyout has no residual: set the residual to 0';
  } else if (values.productType === 'FMV' && residual === 0) {
    errors.residualPercent = 'An FMV lease needs its booked residual, e.g. 15%';
  }
  if (!isAmount(values.docFee)) errors.docFee = FIELD_REQUIRED;
  else if (values.docFee < 0) errors.docFee = 'The doc fee cannot be negative';

  if (!isAmount(values.minAmount)) errors.minAmount = FIELD_REQUIRED;
  else if (values.minAmount < 0.01) errors.minAmount = 'The minimum amount must be at least $0.01';
  if (!isAmount(values.maxAmount)) errors.maxAmount = FIELD_REQUIRED;
  bandErrors(values, errors);

  const tiers = values.creditTiers.map((tier) => tier.trim());
  if (tiers.length === 0) errors.creditTiers = 'Add at least one credit tier';
  else if (tiers.length > MAX_TIERS) errors.creditTiers = `At most ${MAX_TIERS} credit tiers`;
  else if (tiers.some((tier) => !tier || tier.length > TIER_MAX_LENGTH)) {
    errors.creditTiers = `Tier names are 1 to ${TIER_MAX_LENGTH} characters`;
  } else if (new Set(tiers.map((tier) => tier.toLowerCase())).size !== tiers.length) {
    errors.creditTiers = 'Credit tiers lists a tier twice';
  }
  if (!errors.creditTiers && !errors.terms && values.amountBands.length > 0) matrixErrors(values, errors);
  return errors;
}

/** Everything the server checks, checked before anything is sent, with the server's words. */
export const RateProgramFormSchema = formSchema<RateProgramFormValues>(
  v.object({
    name: programName,
    productType: chosen<ProductType>(),
    active: v.boolean(),
    effectiveFrom: chosen<string>(),
    effectiveTo: v.nullable(v.string()),
    vendorIds: v.array(v.string()),
    terms: v.array(v.number()),
    advancePayments: v.number(),
    residualPercent: amount,
    docFee: amount,
    minAmount: amount,
    maxAmount: amount,
    amountBands: v.array(v.object({ min: amount, max: amount })),
    creditTiers: v.array(v.string()),
    rateBasis: v.picklist(['RATE', 'RATE_FACTOR']),
    cells: v.custom<Cells>(() => true),
  }),
  crossFieldRules(rateProgramRules),
);

const money = (amount: Amount) => (isAmount(amount) ? Number(amount.toFixed(2)) : 0);

/** What the server stores: fractions for rates, factors and the residual; ids as numbers. */
export function rateProgramInput(values: RateProgramFormValues): RateProgramInput {
  return {
    name: values.name.trim(),
    productType: values.productType!,
    terms: [...values.terms].sort((a, b) => a - b),
    amountBands: values.amountBands.map((band): AmountBand => ({
      min: money(band.min),
      max: money(band.max),
    })),
    creditTiers: values.creditTiers.map((tier) => tier.trim()),
    rateBasis: values.rateBasis,
    matrix: values.cells.map((rows) =>
      rows.map((row) => row.map((text) => parseCell(text, values.rateBasis) ?? 0)),
    ),
    advancePayments: values.advancePayments,
    residualPct: isAmount(values.residualPercent) ? Number((values.residualPercent / 100).toFixed(6)) : 0,
    docFee: money(values.docFee),
    minAmount: money(values.minAmount),
    maxAmount: money(values.maxAmount),
    effectiveFrom: values.effectiveFrom!,
    effectiveTo: values.effectiveTo,
    vendorIds: values.vendorIds.map(Number),
    status: values.active ? 'active' : 'inactive',
  };
}

/** Only what changed, so an update touches (and the server checks) nothing else. */
export function changedProgramFields(
  before: RateProgramInput,
  after: RateProgramInput,
): Partial<RateProgramInput> {
  return Object.fromEntries(
    Object.entries(after).filter(
      ([key, value]) => JSON.stringify(before[key as keyof RateProgramInput]) !== JSON.stringify(value),
    ),
  );
}

const RENAMED: Record<string, string> = { residualPct: 'residualPercent', status: 'active' };
const FIELDS = new Set([
  'name',
  'productType',
  'effectiveFrom',
  'effectiveTo',
  'vendorIds',
  'terms',
  'advancePayments',
  'residualPercent',
  'docFee',
  'minAmount',
  'maxAmount',
  'amountBands',
  'creditTiers',
  'rateBasis',
  'matrix',
  'active',
]);

/** Where a refused save shows: 422 details on their field, band bound or matrix cell; the rest above. */
export function rateProgramSubmissionErrors(error: unknown) {
  return placeDetails(error, {
    fallback: 'The rate program could not be saved. Please try again.',
    fieldOf: (key) => {
      const [head = '', ...rest] = key.split('.');
      const field = RENAMED[head] ?? head;
      if (!FIELDS.has(field)) return undefined;
      if (field === 'amountBands' && rest.length === 2) return `amountBands.${rest[0]}.${rest[1]}`;
      if (field === 'matrix' && rest.length === 3) return `matrix.${rest.join('.')}`;
      return field;
    },
  });
}
