import {
  countResult,
  promoRecord,
  RATE_PROGRAM_LIST_FIELDS,
  rateProgramListRow,
  rateProgramRecord,
} from '@lendline/wire';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectExactKeys, openContractHarness, rawJson, type ContractHarness } from './contract-client.ts';

let harness: ContractHarness;
beforeAll(async () => {
  harness = await openContractHarness();
});
afterAll(() => harness.close());

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('RateProgram and Promo (apps/staff/src/features/loan-setup)', () => {
  it("the rate program list (no matrix), its count, a record and the picker are the wire's", async () => {
    const { api } = harness;
    const filter = { fields: [...RATE_PROGRAM_LIST_FIELDS], order: ['name ASC'], limit: 50 };
    const rows = await api.list('rate-programs', filter, { schema: rateProgramListRow });
    expect(rows.length).toBeGreaterThan(0);
    expectExactKeys(
      rateProgramListRow,
      (await rawJson(harness, `/api/rate-programs?filter=${q(filter)}`)) as object[],
    );
    const one = await api.findById('rate-programs', rows[0]!.id, undefined, { schema: rateProgramRecord });
    expect(one.matrix.length).toBe(one.creditTiers.length);
    expectExactKeys(rateProgramRecord, (await rawJson(harness, '/api/rate-programs')) as object[]);
    const { count } = await api.get('rate-programs/count', undefined, { schema: countResult });
    expect(count).toBe(rows.length);
    const options = await api.list(
      'rate-programs',
      { fields: ['id', 'name', 'status'], order: 'name ASC' },
      { schema: v.pick(rateProgramRecord, ['id', 'name', 'status']) },
    );
    expect(options.length).toBe(rows.length);
  });

  it("the promo list, its count and a record are the wire's", async () => {
    const { api } = harness;
    const rows = await api.list('promos', { order: ['name ASC'], limit: 50 }, { schema: promoRecord });
    expect(new Set(rows.map((row) => row.type)).size).toBeGreaterThan(1);
    expectExactKeys(promoRecord, (await rawJson(harness, '/api/promos')) as object[]);
    const one = await api.findById('promos', rows[0]!.id, undefined, { schema: promoRecord });
    expect(one.name).toBe(rows[0]!.name);
    const { count } = await api.get('promos/count', undefined, { schema: countResult });
    expect(count).toBe(rows.length);
  });
});
