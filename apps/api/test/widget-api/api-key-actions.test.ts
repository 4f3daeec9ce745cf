import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../src/features/widget-api/api-key-secret.ts';
import { userWithPermissions } from '../support/proxied-test-app.ts';
import { jsonBody, q } from '../support/test-app.ts';
import {
  createWidgetTestApp,
  DEALER_ORIGIN,
  insertProgram,
  insertVendor,
  type WidgetTestApp,
} from './widget-test-app.ts';

let t: WidgetTestApp;
let vendorId: number;
let viewerToken: string;
beforeAll(async () => {
  t = await createWidgetTestApp();
  vendorId = await insertVendor(t.db);
  await insertProgram(t.db, { vendorIds: [vendorId] });
  viewerToken = await userWithPermissions(t, {
    loanCalculator: { Vendors: { view: true, create: false, download: false } },
  });
});
afterAll(() => t.close());

const issue = (body: unknown, id = vendorId, token = t.adminToken) =>
  t.json(`/api/vendors/${id}/api-keys`, { ...jsonBody('POST', body), token });
const rotate = (id: number, body?: unknown, token = t.adminToken) =>
  t.json(
    `/api/vendor-api-keys/${id}/rotate`,
    body === undefined ? { method: 'POST', token } : { ...jsonBody('POST', body), token },
  );
const revoke = (id: number, token = t.adminToken) =>
  t.json(`/api/vendor-api-keys/${id}/revoke`, { method: 'POST', token });
const offer = (apiKey: string) => t.json(`/widget-api/v1/keys/${apiKey}/offer`);

describe('POST /api/vendors/{id}/api-keys', () => {
  it('returns the full key once and stores only its hash and prefix', async () => {
    const { status, body } = await issue({
      label: ' Main website ',
      allowedOrigins: ['https://Dealer.Example.com/', 'http://localhost:5173'],
    });
    expect(status).toBe(200);
    expect(body.apiKey).toMatch(/^llk_[A-Za-z0-9]{32}$/);
    expect(body.key).toMatchObject({
      vendorId,
      label: 'Main website',
      prefix: body.apiKey.slice(0, 12),
      allowedOrigins: ['https://dealer.example.com', 'http://localhost:5173'],
      rateLimitPerMinute: 120,
      status: 'active',
      lastUsedAt: null,
      expiresAt: null,
      revokedAt: null,
      replacedById: null,
    });
    expect(body.key).not.toHaveProperty('keyHash');
    const row = await t.db
      .selectFrom('vendor_api_key')
      .selectAll()
      .where('id', '=', body.key.id)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(hashApiKey(body.apiKey));
    expect(JSON.stringify(row)).not.toContain(body.apiKey);

    // The read resource shows the same key, never the full key or hash, and the key works at once.
    const listed = await t.json(`/api/vendor-api-keys/${body.key.id}`, { token: t.adminToken });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ ...body.key, createdAt: expect.any(String) });
    expect(JSON.stringify(listed.body)).not.toContain(body.apiKey.slice(12));
    expect((await offer(body.apiKey)).status).toBe(200);
  });

  it('audits the action with the prefix only, and never logs the key', async () => {
    const { body } = await issue({ allowedOrigins: [DEALER_ORIGIN], rateLimitPerMinute: 300 });
    const events = await t.db
      .selectFrom('audit_event')
      .selectAll()
      .where('entity', '=', 'VendorApiKey')
      .where('entity_id', '=', String(body.key.id))
      .execute();
    expect(events.map((event) => event.action)).toEqual(['api-key-created']);
    expect(events[0]!.after).toMatchObject({ prefix: body.key.prefix, rateLimitPerMinute: 300 });
    const everything = JSON.stringify(await t.db.selectFrom('audit_event').selectAll().execute());
    expect(everything).not.toContain(body.apiKey);
    expect(t.logLines.join('\n')).not.toContain(body.apiKey);
  });

  it('needs loanCalculator › Vendors › create on the server', async () => {
    expect((await issue({ allowedOrigins: [] }, vendorId, viewerToken)).status).toBe(403);
    const anonymous = await t.json(
      `/api/vendors/${vendorId}/api-keys`,
      jsonBody('POST', { allowedOrigins: [] }),
    );
    expect(anonymous.status).toBe(401);
    // Reading keys is Vendors › view.
    expect((await t.json('/api/vendor-api-keys', { token: viewerToken })).status).toBe(200);
  });

  it('answers 404 for an unknown vendor and 400 for an id that is not one', async () => {
    const missing = await issue({ allowedOrigins: [] }, 999_999);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      error: {
        statusCode: 404,
        name: 'Error',
        message: 'Entity not found: Vendor with id 999999',
        code: 'ENTITY_NOT_FOUND',
      },
    });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const { status, body } = await t.json(`/api/vendors/${id}/api-keys`, {
        ...jsonBody('POST', { allowedOrigins: [] }),
        token: t.adminToken,
      });
      expect(status, id).toBe(400);
      expect(body.error.code).toBe('INVALID_PARAMETER_VALUE');
    }
  });

  it('refuses vendors that are inactive or not enrolled in Vendor Quote', async () => {
    const inactive = await insertVendor(t.db, { status: 'inactive' });
    const notEnrolled = await insertVendor(t.db, { quoteEnabled: false });
    for (const id of [inactive, notEnrolled]) {
      const { status, body } = await issue({ allowedOrigins: [] }, id);
      expect(status).toBe(409);
      expect(body.error.code).toBe('VENDOR_NOT_ENROLLED');
    }
    expect(
      await t.db
        .selectFrom('vendor_api_key')
        .select('id')
        .where('vendor_id', 'in', [inactive, notEnrolled])
        .execute(),
    ).toEqual([]);
  });

  it.each([
    [{}, '', 'required'],
    [{ allowedOrigins: 'https://dealer.example.com' }, '/allowedOrigins', 'type'],
    [{ allowedOrigins: ['https://dealer.example.com/quote'] }, '/allowedOrigins/0', 'check'],
    [{ allowedOrigins: ['http://dealer.example.com'] }, '/allowedOrigins/0', 'check'],
    [{ allowedOrigins: ['*'] }, '/allowedOrigins/0', 'check'],
    [{ allowedOrigins: [42] }, '/allowedOrigins/0', 'type'],
    [
      { allowedOrigins: Array.from({ length: 21 }, (_, i) => `https://d${i}.example.com`) },
      '/allowedOrigins',
      'maxLength',
    ],
    [{ allowedOrigins: [], rateLimitPerMinute: 9 }, '/rateLimitPerMinute', 'min_value'],
    [{ allowedOrigins: [], rateLimitPerMinute: 6001 }, '/rateLimitPerMinute', 'max_value'],
    [{ allowedOrigins: [], rateLimitPerMinute: 12.5 }, '/rateLimitPerMinute', 'integer'],
    [{ allowedOrigins: [], label: 'x'.repeat(81) }, '/label', 'maxLength'],
    [{ allowedOrigins: [], status: 'active' }, '', 'additionalProperties'],
    [{ allowedOrigins: [], keyHash: 'f'.repeat(64) }, '', 'additionalProperties'],
  ])('refuses %j with 422 at %s', async (body, path, code) => {
    const response = await issue(body);
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({
      name: 'UnprocessableEntityError',
      code: 'VALIDATION_FAILED',
    });
    expect(response.body.error.details).toContainEqual(expect.objectContaining({ path, code }));
  });

  it('refuses bodies that are not JSON objects without a 500', async () => {
    for (const init of [
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"allowedOrigins":' },
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '[]' },
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'null' },
      { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' },
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"__proto__":{"x":1}}' },
    ]) {
      const { status } = await t.json(`/api/vendors/${vendorId}/api-keys`, { ...init, token: t.adminToken });
      expect([400, 415, 422], init.body).toContain(status);
    }
  });
});

describe('POST /api/vendor-api-keys/{id}/rotate', () => {
  it('issues a replacement with the same origins and limit; the old key works through its grace period', async () => {
    const first = await issue({ label: 'Site', allowedOrigins: [DEALER_ORIGIN], rateLimitPerMinute: 240 });
    const before = Date.now();
    const { status, body } = await rotate(first.body.key.id, { graceDays: 3 });
    expect(status).toBe(200);
    expect(body.apiKey).not.toBe(first.body.apiKey);
    expect(body.key).toMatchObject({
      vendorId,
      label: 'Site',
      allowedOrigins: [DEALER_ORIGIN],
      rateLimitPerMinute: 240,
      status: 'active',
    });
    expect(body.previous).toMatchObject({
      id: first.body.key.id,
      status: 'rotated',
      replacedById: body.key.id,
    });
    const expires = new Date(body.previous.expiresAt).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 3 * 86_400_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 3 * 86_400_000);

    // Both keys work during the grace period...
    expect((await offer(first.body.apiKey)).status).toBe(200);
    expect((await offer(body.apiKey)).status).toBe(200);
    // ...and the old one stops once it ends.
    await t.db
      .updateTable('vendor_api_key')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', first.body.key.id)
      .execute();
    const expired = await offer(first.body.apiKey);
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe('CALCULATOR_UNAVAILABLE');
    expect((await offer(body.apiKey)).status).toBe(200);

    const actions = await t.db
      .selectFrom('audit_event')
      .select(['action', 'entity_id'])
      .where('entity', '=', 'VendorApiKey')
      .where('entity_id', 'in', [String(first.body.key.id), String(body.key.id)])
      .orderBy('id')
      .execute();
    expect(actions).toEqual([
      { action: 'api-key-created', entity_id: String(first.body.key.id) },
      { action: 'api-key-rotated', entity_id: String(first.body.key.id) },
      { action: 'api-key-created', entity_id: String(body.key.id) },
    ]);
  });

  it('defaults to 7 days of grace, and 0 ends the old key at once', async () => {
    const a = await issue({ allowedOrigins: [] });
    const rotatedA = await rotate(a.body.key.id);
    expect(rotatedA.status).toBe(200);
    const graceMs = new Date(rotatedA.body.previous.expiresAt).getTime() - Date.now();
    expect(graceMs).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(graceMs).toBeLessThanOrEqual(7 * 86_400_000);

    const b = await issue({ allowedOrigins: [] });
    const rotatedB = await rotate(b.body.key.id, { graceDays: 0 });
    expect(rotatedB.status).toBe(200);
    expect((await offer(b.body.apiKey)).status).toBe(401);
    expect((await offer(rotatedB.body.apiKey)).status).toBe(200);
  });

  it('rotates only active keys, and checks the body, the id and the permission', async () => {
    const a = await issue({ allowedOrigins: [] });
    await rotate(a.body.key.id, { graceDays: 1 });
    const again = await rotate(a.body.key.id);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('KEY_NOT_ACTIVE');

    const b = await issue({ allowedOrigins: [] });
    for (const graceDays of [-1, 31, 1.5, '7', null]) {
      const { status, body } = await rotate(b.body.key.id, { graceDays });
      expect(status, String(graceDays)).toBe(422);
      expect(body.error.details[0].path).toBe('/graceDays');
    }
    expect((await rotate(b.body.key.id, { graceDays: 1, extra: true })).status).toBe(422);
    expect((await rotate(999_999)).status).toBe(404);
    expect((await rotate(b.body.key.id, undefined, viewerToken)).status).toBe(403);
    expect(
      (await t.json(`/api/vendor-api-keys/x/rotate`, { method: 'POST', token: t.adminToken })).status,
    ).toBe(400);
    // The id is judged before the body, and a body that is there must be JSON.
    expect((await rotate(Number.NaN, { graceDays: -1 })).status).toBe(400);
    const asText = await t.json(`/api/vendor-api-keys/${b.body.key.id}/rotate`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'graceDays=1',
      token: t.adminToken,
    });
    expect(asText.status).toBe(415);
  });

  it('documents its optional body from the schema it checks', async () => {
    const { body } = await t.json('/api/openapi.json');
    const requestBody = body.paths['/vendor-api-keys/{id}/rotate'].post.requestBody;
    expect(requestBody.required).toBe(false);
    expect(requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { graceDays: { type: 'integer', minimum: 0, maximum: 30 } },
      additionalProperties: false,
    });
  });

  it('will not issue a replacement once the vendor is no longer enrolled', async () => {
    const vendor = await insertVendor(t.db);
    const a = await issue({ allowedOrigins: [] }, vendor);
    await t.db.updateTable('vendor').set({ quote_enabled: false }).where('id', '=', vendor).execute();
    const { status, body } = await rotate(a.body.key.id);
    expect(status).toBe(409);
    expect(body.error.code).toBe('VENDOR_NOT_ENROLLED');
    // Nothing changed: the key is still active (and unusable only because the vendor is not enrolled).
    const row = await t.db
      .selectFrom('vendor_api_key')
      .select('status')
      .where('id', '=', a.body.key.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
    expect((await offer(a.body.apiKey)).status).toBe(401);
  });
});

describe('POST /api/vendor-api-keys/{id}/revoke', () => {
  it('stops the key at once; revoking again changes nothing', async () => {
    const a = await issue({ allowedOrigins: [] });
    expect((await offer(a.body.apiKey)).status).toBe(200);
    const { status, body } = await revoke(a.body.key.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: a.body.key.id, status: 'revoked', revokedAt: expect.any(String) });
    expect((await offer(a.body.apiKey)).status).toBe(401);
    const again = await revoke(a.body.key.id);
    expect(again.status).toBe(200);
    expect(again.body.revokedAt).toBe(body.revokedAt);
    const actions = await t.db
      .selectFrom('audit_event')
      .select('action')
      .where('entity', '=', 'VendorApiKey')
      .where('entity_id', '=', String(a.body.key.id))
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['api-key-created', 'api-key-revoked']);
  });

  it("ends a rotated key's grace period early", async () => {
    const a = await issue({ allowedOrigins: [] });
    await rotate(a.body.key.id, { graceDays: 30 });
    expect((await offer(a.body.apiKey)).status).toBe(200);
    expect((await revoke(a.body.key.id)).body.status).toBe('revoked');
    expect((await offer(a.body.apiKey)).status).toBe(401);
  });

  it('needs the permission and a real key', async () => {
    const a = await issue({ allowedOrigins: [] });
    expect((await revoke(a.body.key.id, viewerToken)).status).toBe(403);
    expect((await revoke(999_999)).status).toBe(404);
  });
});

describe('/api/vendor-api-keys (read resource and PATCH)', () => {
  it('lists keys with LoopBack filters and never exposes or filters by the hash', async () => {
    const list = await t.json(`/api/vendor-api-keys?filter=${q({ where: { vendorId }, order: 'id DESC' })}`, {
      token: t.adminToken,
    });
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(3);
    for (const key of list.body) expect(Object.keys(key)).not.toContain('keyHash');
    const byHash = await t.json(`/api/vendor-api-keys?filter=${q({ where: { keyHash: 'x' } })}`, {
      token: t.adminToken,
    });
    expect(byHash.status).toBe(400);
    const withVendor = await t.json(`/api/vendors/${vendorId}?filter=${q({ include: ['apiKeys'] })}`, {
      token: t.adminToken,
    });
    expect(withVendor.status).toBe(200);
    expect(withVendor.body.apiKeys.length).toBe(list.body.length);
  });

  it('lets Vendors › create change label, origins and limit, validating origins', async () => {
    const a = await issue({ allowedOrigins: [] });
    const id = a.body.key.id;
    const patch = (body: unknown, token = t.adminToken) =>
      t.json(`/api/vendor-api-keys/${id}`, { ...jsonBody('PATCH', body), token });
    expect(
      (
        await patch({
          label: 'Showroom',
          allowedOrigins: ['https://Shop.Example.com/'],
          rateLimitPerMinute: 60,
        })
      ).status,
    ).toBe(204);
    const after = await t.json(`/api/vendor-api-keys/${id}`, { token: t.adminToken });
    expect(after.body).toMatchObject({
      label: 'Showroom',
      allowedOrigins: ['https://shop.example.com'],
      rateLimitPerMinute: 60,
    });
    const bad = await patch({ allowedOrigins: ['https://shop.example.com/path'] });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details[0].path).toBe('/allowedOrigins/0');
    expect((await patch({ allowedOrigins: { 0: 'https://shop.example.com' } })).status).toBe(422);
    expect((await patch({ rateLimitPerMinute: 5 })).status).toBe(422);
    for (const readOnly of [
      { status: 'active' },
      { prefix: 'llk_aaaaaaaa' },
      { keyHash: 'x' },
      { vendorId: 1 },
    ]) {
      expect((await patch(readOnly)).status, JSON.stringify(readOnly)).toBe(422);
    }
    expect((await patch({ label: 'Nope' }, viewerToken)).status).toBe(403);
    // The new origin is in force for the widget API at once.
    const fromShop = await t.json(`/widget-api/v1/keys/${a.body.apiKey}/offer`, {
      headers: { Origin: 'https://shop.example.com' },
    });
    expect(fromShop.status).toBe(200);
    expect(fromShop.headers.get('access-control-allow-origin')).toBe('https://shop.example.com');
    const audited = await t.db
      .selectFrom('audit_event')
      .select('action')
      .where('entity', '=', 'VendorApiKey')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audited.map((row) => row.action)).toEqual(['api-key-created', 'update']);
  });

  it('offers no POST or DELETE', async () => {
    const a = await issue({ allowedOrigins: [] });
    expect(
      (await t.json('/api/vendor-api-keys', { ...jsonBody('POST', { vendorId }), token: t.adminToken }))
        .status,
    ).toBe(404);
    expect(
      (await t.json(`/api/vendor-api-keys/${a.body.key.id}`, { method: 'DELETE', token: t.adminToken }))
        .status,
    ).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('describes the key actions and the resource in the staff API document', async () => {
    const { status, body } = await t.json('/api/openapi.json');
    expect(status).toBe(200);
    // Issued under the vendor, so documented with the Vendor resource.
    expect(body.paths['/vendors/{id}/api-keys'].post.tags).toEqual(['Vendor']);
    expect(body.paths['/vendor-api-keys/{id}/rotate'].post).toBeDefined();
    expect(body.paths['/vendor-api-keys/{id}/revoke'].post).toBeDefined();
    expect(body.paths['/vendor-api-keys/{id}'].patch).toBeDefined();
    expect(body.paths['/vendor-api-keys'].post).toBeUndefined();
    expect(body.components.schemas.VendorApiKeyPartial.properties.allowedOrigins).toMatchObject({
      type: 'array',
      items: { type: 'string' },
    });
    expect(JSON.stringify(body.components.schemas.VendorApiKey)).not.toMatch(/hash/i);
  });
});
