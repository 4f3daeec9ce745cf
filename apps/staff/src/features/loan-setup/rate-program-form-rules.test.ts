import { describe, expect, it } from 'vitest';
import { apiFailure } from '../../testing/api-failure.ts';
import { ApiError } from '@lendline/api-client';
import { schemaErrors } from '../../components/form/schema-errors.ts';
import { emptyCells } from './matrix-model.ts';
import {
  changedProgramFields,
  emptyRateProgram,
  rateProgramFormValues,
  rateProgramInput,
  rateProgramSubmissionErrors,
  RateProgramFormSchema,
  type RateProgramFormValues,
} from './rate-program-form-rules.ts';
import { PROGRAM_FIXTURES } from './testing/setup-fixtures.ts';

const validateRateProgram = schemaErrors(RateProgramFormSchema);
const complete = (): RateProgramFormValues => rateProgramFormValues(PROGRAM_FIXTURES[0]!);

describe('rate program form rules', () => {
  it('accepts a stored program and sends it back unchanged', () => {
    const values = complete();
    expect(validateRateProgram(values)).toEqual({});
    const { id: _id, ...stored } = PROGRAM_FIXTURES[0]!;
    expect(rateProgramInput(values)).toEqual(stored);
    expect(changedProgramFields(rateProgramInput(values), rateProgramInput(values))).toEqual({});
  });

  it('requires the basics and a full matrix for a new program', () => {
    const errors = validateRateProgram(emptyRateProgram('2026-11-21'));
    expect(errors).toMatchObject({
      name: 'Field is required',
      productType: 'Field is required',
      matrix: '32 cells need a valid rate',
      'matrix.0.0.0': 'Enter a rate',
    });
  });

  it('refuses a matrix of another shape than tiers × bands × terms', () => {
    const values = { ...complete(), cells: emptyCells({ tiers: ['A'], bands: 3, terms: [24, 36, 48, 60] }) };
    expect(validateRateProgram(values).matrix).toBe(
      'The matrix must be 4 credit tiers × 3 amount bands × 4 terms',
    );
  });

  it('wants bands that run upwards without a gap, inside the minimum and maximum', () => {
    const values = complete();
    values.amountBands = [
      { min: 2_000, max: 24_999.99 },
      { min: 25_000.5, max: 25_000 },
      { min: 75_000, max: 300_000 },
    ];
    expect(validateRateProgram(values)).toMatchObject({
      'amountBands.0.min': 'The first band must start at or above the minimum amount (2,500.00)',
      'amountBands.1.min': 'Band 2 must start where band 1 ends: at 24,999.99 or 25,000.00',
      'amountBands.1.max': 'Band 2: the maximum must be more than the minimum',
      'amountBands.2.min': 'Band 3 must start where band 2 ends: at 25,000.00 or 25,000.01',
      'amountBands.2.max': 'The last band must end at or below the maximum amount (250,000.00)',
    });
    values.amountBands = [
      { min: 2_500, max: 25_000 },
      { min: 25_000, max: 75_000 },
      { min: 75_000.01, max: 250_000 },
    ];
    expect(validateRateProgram(values)).toEqual({});
  });

  it("checks the product's residual, advance payments, amounts, tiers and dates", () => {
    const values = { ...complete(), residualPercent: 10, advancePayments: 3, terms: [24, 36, 48, 60] };
    expect(validateRateProgram(values).residualPercent).toBe(
      'A $1 buyout has no residual: set the residual to 0',
    );
    expect(validateRateProgram({ ...values, productType: 'FMV', residualPercent: 0 }).residualPercent).toBe(
      'An FMV lease needs its booked residual, e.g. 15%',
    );
    expect(validateRateProgram({ ...complete(), maxAmount: 2_500 }).maxAmount).toBe(
      'The maximum amount must be more than the minimum amount',
    );
    expect(validateRateProgram({ ...complete(), creditTiers: ['A', 'a', 'C', 'D'] }).creditTiers).toBe(
      'Credit tiers lists a tier twice',
    );
    expect(
      validateRateProgram({ ...complete(), effectiveFrom: '2026-11-21', effectiveTo: '2026-11-20' })
        .effectiveTo,
    ).toBe('The end date must be on or after the start date');
    expect(
      validateRateProgram({ ...complete(), terms: [6, 12], advancePayments: 3 }).advancePayments,
    ).toBeUndefined();
  });

  it('refuses a rate factor that repays less than the amount financed', () => {
    const values = rateProgramFormValues(PROGRAM_FIXTURES[1]!);
    values.cells[0]![0]![0] = '0.04';
    expect(validateRateProgram(values)['matrix.0.0.0']).toBe(
      'The rate factor 0.04 for tier A, band 1, 24 months repays less than the amount financed',
    );
  });

  it("places the server's details on fields, bands and cells, and the rest above the form", () => {
    const refusal = new ApiError(
      422,
      {
        statusCode: 422,
        message: 'The request body is invalid.',
        details: [
          { path: '/residualPct', message: 'Residual must be at most 0.5' },
          { path: '/amountBands/1/min', message: 'Band 2 must start where band 1 ends' },
          { path: '/matrix/0/1/2', message: 'Each rate must be at most 1' },
          { path: '/matrix/0', message: 'The matrix must be 4 credit tiers × 3 amount bands × 4 terms' },
        ],
      },
      'invalid',
    );
    expect(rateProgramSubmissionErrors(refusal)).toEqual({
      fields: {
        residualPercent: 'Residual must be at most 0.5',
        'amountBands.1.min': 'Band 2 must start where band 1 ends',
        'matrix.0.1.2': 'Each rate must be at most 1',
        matrix: 'The matrix must be 4 credit tiers × 3 amount bands × 4 terms',
      },
      form: null,
    });
    expect(rateProgramSubmissionErrors(apiFailure(403, 'Access denied'))).toEqual({
      fields: {},
      form: 'Access denied',
    });
  });
});
