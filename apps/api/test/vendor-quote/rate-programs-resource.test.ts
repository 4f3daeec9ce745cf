import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestApp, jsonBody, q, type TestApp } from '../support/test-app.ts';
import { validProgram } from './vendor-quote-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signInAs: ADMIN_EMAIL });
});
afterAll(() => t.close());

const PROGRAMS = '/api/rate-programs';

async function refused(body: Record<string, unknown>) {
  const response = await t.json(PROGRAMS, jsonBody('POST', body));
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  expect(response.body.error.code).toBe('VALIDATION_FAILED');
  return response.body.error.details as { path: string; message: string; code: string }[];
}

describe('/rate-programs', () => {
  it('holds the six demo programs, each 4 tiers × 4 bands × 5 terms', async () => {
    const { body } = await t.json(`${PROGRAMS}?filter=${q({ order: 'id' })}`);
    expect(body.map((p: any) => p.name)).toEqual([
      '$1 Out Standard',
      'FMV Technology Lease',
      '10% Purchase Option',
      'Tiered EFA Loan',
      'Medical Equipment $1 Out',
      'Construction Equipment',
    ]);
    for (const program of body) {
      expect(program.matrix).toHaveLength(4);
      expect(program.matrix.every((tier: number[][]) => tier.length === 4)).toBe(true);
      expect(program.matrix.flat().every((row: number[]) => row.length === 5)).toBe(true);
      expect(program.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(program.effectiveTo).toBeNull();
    }
    const medical = body.find((p: any) => p.rateBasis === 'RATE_FACTOR');
    // domain.md §3.5: $1-out, one payment in advance, 8 % (tier A, second band) at 24/36/48/60 months.
    expect(medical.matrix[0][1].slice(0, 4)).toEqual([0.04493, 0.03113, 0.02425, 0.02014]);
    expect(body.filter((p: any) => p.rateBasis === 'RATE')).toHaveLength(5);
  });

  it('creates a program and returns money as numbers and dates as calendar days', async () => {
    const created = await t.json(PROGRAMS, jsonBody('POST', validProgram({ effectiveTo: '2027-06-30' })));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      docFee: 250,
      minAmount: 5000,
      maxAmount: 250000,
      residualPct: 0,
      advancePayments: 1,
      effectiveFrom: '2026-01-01',
      effectiveTo: '2027-06-30',
      vendorIds: [],
      status: 'active',
    });
    const inForce = await t.json(
      `${PROGRAMS}/count?where=${q({ id: created.body.id, effectiveFrom: { lte: '2026-03-01' } })}`,
    );
    expect(inForce.body.count).toBe(1);
  });

  it('refuses a matrix that does not match tiers × bands × terms, naming the first mismatch', async () => {
    const program = validProgram();
    const short = program.matrix.map((tier) => tier.map((row) => row.slice(0, 2)));
    expect(await refused({ ...program, matrix: short })).toEqual([
      {
        path: '/matrix/0/0',
        code: 'dimensions',
        message:
          'The matrix must be 2 credit tiers × 2 amount bands × 3 terms (tier × band × term); tier 1, band 1 has 2 terms',
        info: {},
      },
    ]);
    const oneTier = await refused({ ...program, matrix: [program.matrix[0]] });
    expect(oneTier[0]).toMatchObject({ path: '/matrix', message: expect.stringContaining('it has 1 tiers') });
  });

  it('wants bands that go up without gaps or overlaps and stay within the amounts', async () => {
    const gap = await refused(
      validProgram({
        amountBands: [
          { min: 5000, max: 40_000 },
          { min: 50_000, max: 250_000 },
        ],
      }),
    );
    expect(gap).toEqual([
      expect.objectContaining({
        path: '/amountBands/1/min',
        message: 'Band 2 must start where band 1 ends: at 40,000.00 or 40,000.01',
      }),
    ]);
    const outside = await refused(
      validProgram({
        amountBands: [
          { min: 1000, max: 50_000 },
          { min: 50_000, max: 300_000 },
        ],
      }),
    );
    expect(outside.map((d) => d.path)).toEqual(['/amountBands/0/min', '/amountBands/1/max']);
    // A shared boundary is contiguous too: 50,000 belongs to the higher band.
    const shared = await t.json(
      PROGRAMS,
      jsonBody(
        'POST',
        validProgram({
          amountBands: [
            { min: 5000, max: 50_000 },
            { min: 50_000, max: 250_000 },
          ],
        }),
      ),
    );
    expect(shared.status).toBe(200);
  });

  it('checks terms, residual, advance payments, dates and amounts with readable messages', async () => {
    const details = await refused(
      validProgram({
        terms: [36, 24, 130],
        residualPct: 0.6,
        advancePayments: 4,
        effectiveFrom: '2026-05-01',
        effectiveTo: '2026-04-30',
        minAmount: 5000.001,
      }),
    );
    const byPath = Object.fromEntries(details.map((d) => [d.path, d.message]));
    expect(byPath).toMatchObject({
      '/terms/2': 'Each Terms entry must be at most 120',
      '/terms': 'Terms must be in ascending order, each at most once',
      '/residualPct': 'Residual must be at most 0.5',
      '/advancePayments': 'Advance payments must be at most 3',
      '/minAmount': 'Minimum amount must be in dollars and cents',
    });
    const dates = await refused(validProgram({ effectiveFrom: '2026-05-01', effectiveTo: '2026-04-30' }));
    expect(dates).toEqual([expect.objectContaining({ path: '/effectiveTo' })]);
    const badDay = await refused(validProgram({ effectiveFrom: '2026-02-30' }));
    expect(badDay[0]).toMatchObject({ path: '/effectiveFrom', message: 'must be a day of the calendar' });
    const withTime = await refused(validProgram({ effectiveFrom: '2026-02-01T00:00:00Z' }));
    expect(withTime[0]).toMatchObject({ path: '/effectiveFrom', code: 'format' });
  });

  it('keeps the structure consistent: no residual on $1 out, a residual on FMV, factors that repay', async () => {
    expect(await refused(validProgram({ residualPct: 0.1 }))).toEqual([
      expect.objectContaining({ path: '/residualPct', message: expect.stringContaining('$1 buyout') }),
    ]);
    expect(await refused(validProgram({ productType: 'FMV' }))).toEqual([
      expect.objectContaining({ path: '/residualPct', message: expect.stringContaining('FMV') }),
    ]);
    const program = validProgram({ rateBasis: 'RATE_FACTOR' });
    // 0.08 × 24 months repays 1.92 per $1: fine. 0.03 × 24 repays 0.72: a negative yield.
    const lowFactor = program.matrix.map((tier) => tier.map((row) => [0.03, ...row.slice(1)]));
    expect(await refused({ ...program, matrix: lowFactor })).toEqual([
      expect.objectContaining({ path: '/matrix/0/0/0', message: expect.stringContaining('repays less') }),
    ]);
  });

  it('names vendor ids that do not exist', async () => {
    expect(await refused(validProgram({ vendorIds: [1, 999_999] }))).toEqual([
      {
        path: '/vendorIds',
        code: 'unknownId',
        message: 'No vendor with id 999999',
        info: { missing: [999_999] },
      },
    ]);
    expect((await refused(validProgram({ vendorIds: [1, 1] })))[0]).toMatchObject({
      path: '/vendorIds',
      message: 'Vendor ids lists an id twice',
    });
  });

  it('checks an update against the stored program: new terms need a matching matrix', async () => {
    const created = await t.json(PROGRAMS, jsonBody('POST', validProgram()));
    const id = created.body.id;
    const terms = await t.json(`${PROGRAMS}/${id}`, jsonBody('PATCH', { terms: [24, 36, 48, 60] }));
    expect(terms.status).toBe(422);
    expect(terms.body.error.details[0].path).toBe('/matrix/0/0');
    const matrix = validProgram().matrix.map((tier) => tier.map((row) => [...row, row[2]! + 0.005]));
    const both = await t.request(`${PROGRAMS}/${id}`, jsonBody('PATCH', { terms: [24, 36, 48, 60], matrix }));
    expect(both.status).toBe(204);
    const dates = await t.json(`${PROGRAMS}/${id}`, jsonBody('PATCH', { effectiveTo: '2025-12-31' }));
    expect(dates.status).toBe(422);
    const off = await t.request(`${PROGRAMS}/${id}`, jsonBody('PATCH', { status: 'inactive' }));
    expect(off.status).toBe(204);
    const after = await t.json(`${PROGRAMS}/${id}`);
    expect(after.body).toMatchObject({ status: 'inactive', terms: [24, 36, 48, 60] });
    expect(after.body.updatedAt > created.body.updatedAt).toBe(true);
    expect((await t.request(`${PROGRAMS}/${id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
