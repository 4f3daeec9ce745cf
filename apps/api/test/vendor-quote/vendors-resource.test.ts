import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestApp, jsonBody, q, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signInAs: ADMIN_EMAIL });
});
afterAll(() => t.close());

const VENDORS = '/api/vendors';

const newVendor = (overrides: Record<string, unknown> = {}) => ({
  name: `Acme Dealer ${Math.random().toString(36).slice(2, 8)}`,
  website: 'https://www.acme-dealer.example.com',
  contactName: "Siobhán O'Neil",
  contactEmail: 'siobhan@acme-dealer.example.com',
  contactPhone: '(312) 555-0142',
  city: 'Chicago',
  state: 'IL',
  quoteEnabled: true,
  ...overrides,
});

const messages = (body: any) =>
  Object.fromEntries(body.error.details.map((d: { path: string; message: string }) => [d.path, d.message]));

describe('/vendors', () => {
  it('lists the demo dealers with the contract fields, names sorted case-insensitively', async () => {
    const count = await t.json(`${VENDORS}/count`);
    expect(count.body.count).toBe(180);
    const { status, body } = await t.json(`${VENDORS}?filter=${q({ order: 'name ASC', limit: 180 })}`);
    expect(status).toBe(200);
    expect(Object.keys(body[0]).sort()).toEqual(
      [
        'city',
        'contactEmail',
        'contactName',
        'contactPhone',
        'createdAt',
        'id',
        'name',
        'quoteEnabled',
        'salesRepId',
        'state',
        'status',
        'updatedAt',
        'website',
      ].sort(),
    );
    const names = body.map((vendor: any) => vendor.name.toLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('embeds the API keys of a vendor through the apiKeys relation, without any hash', async () => {
    const { body } = await t.json(
      `${VENDORS}?filter=${q({ where: { quoteEnabled: true }, order: 'id', limit: 1, include: ['apiKeys'] })}`,
    );
    expect(body[0].apiKeys.length).toBeGreaterThanOrEqual(1);
    expect(body[0].apiKeys[0].prefix).toMatch(/^llk_[A-Za-z0-9]{8}$/);
    expect(JSON.stringify(body)).not.toMatch(/hash/i);
  });

  it('creates a vendor, storing trimmed text and the state in capitals', async () => {
    const created = await t.json(
      VENDORS,
      jsonBody('POST', newVendor({ name: '  Trim Me Equipment  ', state: 'tx' })),
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Trim Me Equipment',
      state: 'TX',
      status: 'active',
      quoteEnabled: true,
      contactPhone: '(312) 555-0142',
    });
    expect(created.body.createdAt).toMatch(/Z$/);
  });

  it("refuses contact details that break the spec's field rules, with the spec's messages", async () => {
    const { status, body } = await t.json(
      VENDORS,
      jsonBody(
        'POST',
        newVendor({
          website: 'www.no-scheme',
          contactName: 'R2D2',
          contactEmail: 'not-an-email',
          contactPhone: '5550142',
          state: 'XX',
        }),
      ),
    );
    expect(status).toBe(422);
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(messages(body)).toEqual({
      '/website': 'Please enter a valid URL',
      '/contactName': 'Please enter valid contact name',
      '/contactEmail': 'Please enter valid email address',
      '/contactPhone': 'Please enter valid phone number',
      '/state': 'Please enter valid state',
    });
  });

  it('requires a name and refuses a status outside the contract', async () => {
    const { status, body } = await t.json(
      VENDORS,
      jsonBody('POST', newVendor({ name: '   ', status: 'deleted' })),
    );
    expect(status).toBe(422);
    expect(messages(body)).toEqual({
      '/name': 'Vendor name is required',
      '/status': 'Status must be one of: active, inactive',
    });
  });

  it('keeps names unique whatever their case, on create and on rename', async () => {
    const first = await t.json(VENDORS, jsonBody('POST', newVendor({ name: 'Unique Case Dealer' })));
    const clash = await t.json(VENDORS, jsonBody('POST', newVendor({ name: 'UNIQUE case dealer' })));
    expect(clash.status).toBe(422);
    expect(clash.body.error.details).toEqual([
      {
        path: '/name',
        code: 'unique',
        message: 'A vendor named "Unique Case Dealer" already exists',
        info: {},
      },
    ]);
    const other = await t.json(VENDORS, jsonBody('POST', newVendor()));
    const rename = await t.json(
      `${VENDORS}/${other.body.id}`,
      jsonBody('PATCH', { name: 'unique CASE dealer' }),
    );
    expect(rename.status).toBe(422);
    // Renaming to its own name in another case is not a clash.
    const self = await t.json(
      `${VENDORS}/${first.body.id}`,
      jsonBody('PATCH', { name: 'Unique Case DEALER' }),
    );
    expect(self.status).toBe(204);
  });

  it('updates some fields, keeps updatedAt current and has no delete', async () => {
    const created = await t.json(VENDORS, jsonBody('POST', newVendor()));
    await new Promise((resolve) => setTimeout(resolve, 15));
    const patch = await t.request(
      `${VENDORS}/${created.body.id}`,
      jsonBody('PATCH', { status: 'inactive', city: null }),
    );
    expect(patch.status).toBe(204);
    const after = await t.json(`${VENDORS}/${created.body.id}`);
    expect(after.body).toMatchObject({ status: 'inactive', city: null, name: created.body.name });
    expect(new Date(after.body.updatedAt).getTime()).toBeGreaterThan(
      new Date(created.body.updatedAt).getTime(),
    );
    expect((await t.request(`${VENDORS}/${created.body.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it.each([
    ['id', { id: 5 }],
    ['createdAt', { createdAt: '2020-01-01T00:00:00Z' }],
    ['favouriteColour', { favouriteColour: 'red' }],
  ])('refuses the server-managed or unknown field %s', async (field, extra) => {
    const { status, body } = await t.json(VENDORS, jsonBody('POST', newVendor(extra)));
    expect(status).toBe(422);
    expect(body.error.details[0]).toMatchObject({
      code: 'additionalProperties',
      info: { additionalProperty: field },
    });
  });
});
