import {
  countResult,
  issuedApiKey,
  rotatedApiKey,
  salesReps,
  vendorApiKeyRecord,
  vendorListRow,
  vendorNames,
  vendorRecord,
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

// As apps/staff/src/features/vendors/vendor-query.ts asks: every field, and the active keys' ids.
const ACTIVE_KEYS = [{ relation: 'apiKeys', scope: { where: { status: 'active' }, fields: ['id'] } }];

describe('Vendor (apps/staff/src/features/vendors)', () => {
  it("the list with its active keys, the count, a record and the pickers' names are the wire's", async () => {
    const { api } = harness;
    const filter = { include: ACTIVE_KEYS, order: ['name ASC'], limit: 50 };
    const rows = await api.list('vendors', filter, { schema: vendorListRow });
    expect(rows.some((row) => (row.apiKeys ?? []).length > 0)).toBe(true);
    const raw = (await rawJson(harness, `/api/vendors?filter=${q(filter)}`)) as Record<string, unknown>[];
    for (const { apiKeys, ...own } of raw) {
      expectExactKeys(vendorRecord, [own]);
      for (const key of (apiKeys ?? []) as object[]) expect(Object.keys(key)).toEqual(['id']);
    }
    const { count } = await api.get('vendors/count', undefined, { schema: countResult });
    expect(count).toBeGreaterThanOrEqual(rows.length);
    const one = await api.findById('vendors', rows[0]!.id, undefined, { schema: vendorRecord });
    expect(one.name).toBe(rows[0]!.name);
    // The add form sends only what is filled in (save-vendor.ts); the answer is the whole record.
    const added = await api.create(
      'vendors',
      { name: 'Contract Test Forklift', quoteEnabled: false },
      {
        schema: vendorRecord,
      },
    );
    expect(added).toMatchObject({ name: 'Contract Test Forklift', website: null, status: 'active' });
    const options = await api.list(
      'vendors',
      { where: { quoteEnabled: true }, fields: ['id', 'name'], order: 'name ASC', limit: 20 },
      { schema: v.pick(vendorRecord, ['id', 'name']) },
    );
    expect(options.length).toBeGreaterThan(0);

    const reps = await api.get('vendors/sales-reps', undefined, { schema: salesReps });
    expect(reps.length).toBeGreaterThan(0);
    const repIds = rows.flatMap((row) => (row.salesRepId === null ? [] : [row.salesRepId]));
    const names = await api.get('vendors/names', { users: repIds.join(',') }, { schema: vendorNames });
    expect(names.users.map((user) => user.id)).toEqual([...new Set(repIds)].sort((a, b) => a - b));
    expectExactKeys(vendorNames, [
      (await rawJson(harness, `/api/vendors/names?users=${repIds[0]}`)) as object,
    ]);
    expectExactKeys(v.object(vendorNames.entries.users.item.entries), names.users);
  });
});

describe('VendorApiKey (apps/staff/src/features/vendors/api/vendor-api-keys.ts)', () => {
  it("a vendor's keys, and issuing, rotating and revoking one, answer the wire's keys", async () => {
    const { api } = harness;
    const [vendor] = await api.list(
      'vendors',
      { where: { status: 'active', quoteEnabled: true }, limit: 1 },
      { schema: vendorRecord },
    );
    const issued = await api.create(
      `vendors/${vendor!.id}/api-keys`,
      { label: 'Contract test', allowedOrigins: ['https://dealer.example.com'] },
      { schema: issuedApiKey },
    );
    expect(issued.apiKey.startsWith(issued.key.prefix)).toBe(true);
    expect(issued.key.status).toBe('active');
    const rotated = await api.create(
      `vendor-api-keys/${issued.key.id}/rotate`,
      { graceDays: 0 },
      { schema: rotatedApiKey },
    );
    expect(rotated.previous).toMatchObject({
      id: issued.key.id,
      status: 'rotated',
      replacedById: rotated.key.id,
    });
    const revoked = await api.create(
      `vendor-api-keys/${rotated.key.id}/revoke`,
      {},
      { schema: vendorApiKeyRecord },
    );
    expect(revoked.status).toBe('revoked');

    const keys = await api.list(
      'vendor-api-keys',
      { where: { vendorId: vendor!.id }, order: ['createdAt DESC'], limit: 100 },
      { schema: vendorApiKeyRecord },
    );
    expect(keys.map((key) => key.id)).toEqual(expect.arrayContaining([issued.key.id, rotated.key.id]));
    expectExactKeys(vendorApiKeyRecord, (await rawJson(harness, '/api/vendor-api-keys')) as object[]);
    expectExactKeys(vendorApiKeyRecord, [issued.key, rotated.key, rotated.previous, revoked]);
    const { count } = await api.get('vendor-api-keys/count', undefined, { schema: countResult });
    expect(count).toBeGreaterThanOrEqual(keys.length);
  });
});
