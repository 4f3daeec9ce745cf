import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestApp, jsonBody, q, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signInAs: ADMIN_EMAIL });
});
afterAll(() => t.close());

const USERS = '/api/rgnts-apps-users';
const SPA_FIELDS = [
  'id',
  'firstName',
  'lastName',
  'email',
  'isActive',
  'roleId',
  'emailVerified',
  'lastLogin',
];

describe('GET /rgnts-apps-users (the SPA list pattern)', () => {
  it('puts users who never signed in after everyone who has, most recent first', async () => {
    const { body } = await t.json(
      `${USERS}?filter=${q({ fields: ['id', 'lastLogin'], order: 'lastLogin DESC' })}`,
    );
    const logins = body.map((u: any) => u.lastLogin);
    const firstNever = logins.indexOf(null);
    expect(firstNever).toBeGreaterThan(0);
    expect(logins.slice(firstNever).every((login: unknown) => login === null)).toBe(true);
    const signedIn = logins.slice(0, firstNever);
    expect(signedIn).toEqual([...signedIn].sort().reverse());
  });

  it('returns the first page with the requested fields and the permissions relation', async () => {
    const filter = {
      limit: 15,
      skip: 0,
      order: 'lastName ASC',
      fields: SPA_FIELDS,
      where: { isActive: true },
      include: [
        { relation: 'permissions', scope: { fields: ['name', 'permissions', 'status', 'expireIn'] } },
      ],
    };
    const { status, body } = await t.json(`${USERS}?filter=${q(filter)}`);
    expect(status).toBe(200);
    expect(body).toHaveLength(15);
    const lastNames = body.map((u: any) => u.lastName);
    expect(lastNames).toEqual([...lastNames].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const user of body) {
      expect(Object.keys(user).sort()).toEqual([...SPA_FIELDS, 'permissions'].sort());
      expect(user.isActive).toBe(true);
      expect(Object.keys(user.permissions).sort()).toEqual(['expireIn', 'name', 'permissions', 'status']);
      expect(typeof user.permissions.permissions).toBe('string');
      expect(typeof JSON.parse(user.permissions.permissions)).toBe('object');
    }
  });

  it('counts with the global search across first name, last name and e-mail', async () => {
    const where = {
      or: [{ firstName: { ilike: '%ob%' } }, { lastName: { ilike: '%ob%' } }, { email: { ilike: '%ob%' } }],
    };
    const { status, body } = await t.json(`${USERS}/count?where=${q(where)}`);
    expect(status).toBe(200);
    const all = await t.json(`${USERS}?filter=${q({ fields: ['firstName', 'lastName', 'email'] })}`);
    const expected = all.body.filter((u: any) =>
      [u.firstName, u.lastName, u.email].some((s: string) => s.toLowerCase().includes('ob')),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(body).toEqual({ count: expected.length });
  });

  it('accepts the bracket form', async () => {
    const { status, body } = await t.json(
      `${USERS}?filter[where][isActive]=false&filter[order]=id%20DESC&filter[limit]=2`,
    );
    expect(status).toBe(200);
    expect(body).toHaveLength(2);
    expect(body.every((u: any) => u.isActive === false)).toBe(true);
    expect(body[0].id).toBeGreaterThan(body[1].id);
    const count = await t.json(`${USERS}/count?where[isActive]=false`);
    expect(count.body.count).toBe(3);
  });

  it("serves the pickers' limit of 100000000 with every user", async () => {
    const { status, body } = await t.json(`${USERS}?filter=${q({ limit: 100000000, fields: ['id'] })}`);
    expect(status).toBe(200);
    expect(body).toHaveLength(30);
  });

  it('never exposes, filters or sorts on the password hash', async () => {
    const { body } = await t.json(USERS);
    expect(body).toHaveLength(30);
    for (const user of body) expect(Object.keys(user).some((k) => /password/i.test(k))).toBe(false);
    for (const filter of [
      { fields: ['passwordHash'] },
      { fields: { passwordHash: true } },
      { where: { passwordHash: { like: '$argon2%' } } },
      { where: { password_hash: { like: '$argon2%' } } },
      { order: 'passwordHash' },
    ]) {
      const res = await t.json(`${USERS}?filter=${q(filter)}`);
      expect(res.status, JSON.stringify(filter)).toBe(400);
    }
  });
});

describe('GET /rgnts-apps-users/{id}', () => {
  it('answers the start-up permission fetch: roleId plus the role without its id', async () => {
    const filter = {
      fields: ['roleId'],
      include: [
        {
          relation: 'permissions',
          scope: { fields: { name: true, permissions: true, status: true, expireIn: true } },
        },
      ],
    };
    const { status, body } = await t.json(`${USERS}/1?filter=${q(filter)}`);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['permissions', 'roleId']);
    expect(body.permissions.name).toBe('Admin');
    expect(body.permissions.status).toBe(true);
    expect(body.permissions.expireIn).toBeNull();
    expect(JSON.parse(body.permissions.permissions).setupModule.Impersonation.view).toBe(true);
  });

  it('refuses where, malformed ids and unknown ids in LoopBack terms', async () => {
    const withWhere = await t.json(`${USERS}/1?filter=${q({ where: { id: 2 } })}`);
    expect(withWhere.status).toBe(400);
    for (const id of ['abc', '1.0', '01', '1e0', '-1', '0']) {
      const res = await t.json(`${USERS}/${id}`);
      expect(res.status, id).toBe(400);
      expect(res.body.error).toMatchObject({
        statusCode: 400,
        code: 'INVALID_PARAMETER_VALUE',
        message: `Invalid data "${id}" for parameter "id".`,
      });
    }
    const missing = await t.json(`${USERS}/999`);
    expect(missing).toEqual({
      status: 404,
      body: {
        error: {
          statusCode: 404,
          name: 'Error',
          message: 'Entity not found: RgntsAppsUser with id 999',
          code: 'ENTITY_NOT_FOUND',
        },
      },
    });
  });
});

describe('POST, PATCH and DELETE /rgnts-apps-users', () => {
  const newUser = {
    firstName: 'Ines',
    lastName: 'Ortega',
    email: 'ines.ortega@example.com',
    roleId: 3,
    isActive: true,
  };

  it('creates with 200 and the stored entity, then updates with 204 and deletes with 204', async () => {
    const created = await t.json(USERS, jsonBody('POST', newUser));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ ...newUser, emailVerified: false, lastLogin: null, config: {} });
    expect(created.body.id).toBeGreaterThan(30);
    const id = created.body.id;

    const patched = await t.request(
      `${USERS}/${id}`,
      jsonBody('PATCH', { config: { pagination: { page: 2, perPage: 25 } } }),
    );
    expect(patched.status).toBe(204);
    expect(await patched.text()).toBe('');
    const after = await t.json(`${USERS}/${id}`);
    expect(after.body.config).toEqual({ pagination: { page: 2, perPage: 25 } });
    expect(after.body.firstName).toBe('Ines');

    expect((await t.request(`${USERS}/${id}`, { method: 'DELETE' })).status).toBe(204);
    const again = await t.json(`${USERS}/${id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('ENTITY_NOT_FOUND');
  });

  it('answers 422 VALIDATION_FAILED with JSON-pointer details', async () => {
    const missing = await t.json(USERS, jsonBody('POST', { firstName: 'A', lastName: 'B' }));
    expect(missing.status).toBe(422);
    expect(missing.body.error).toMatchObject({
      statusCode: 422,
      name: 'UnprocessableEntityError',
      code: 'VALIDATION_FAILED',
    });
    expect(missing.body.error.details).toContainEqual({
      path: '',
      code: 'required',
      message: "must have required property 'email'",
      info: { missingProperty: 'email' },
    });

    const extra = await t.json(
      USERS,
      jsonBody('POST', { ...newUser, email: 'x1@example.com', isAdmin: true }),
    );
    expect(extra.body.error.details).toContainEqual({
      path: '',
      code: 'additionalProperties',
      message: 'must NOT have additional properties',
      info: { additionalProperty: 'isAdmin' },
    });

    const wrongType = await t.json(USERS, jsonBody('POST', { ...newUser, email: 42 }));
    expect(wrongType.body.error.details).toContainEqual({
      path: '/email',
      code: 'type',
      message: 'must be string',
      info: { type: 'string' },
    });

    for (const body of [
      { ...newUser, id: 77 },
      { ...newUser, password: 'Secret#123' },
      { ...newUser, emailVerified: true },
      [newUser],
      'text',
    ]) {
      const res = await t.json(USERS, jsonBody('POST', body));
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const count = await t.json(`${USERS}/count`);
    expect(count.body.count).toBe(30);
  });

  it('refuses mass assignment of server-managed fields and empty patches', async () => {
    for (const body of [
      { id: 9 },
      { password: 'x' },
      { passwordHash: 'x' },
      { lastLogin: '2026-01-01T00:00:00Z' },
      { emailVerified: true },
      { firstName: null },
    ]) {
      const res = await t.json(`${USERS}/2`, jsonBody('PATCH', body));
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const empty = await t.json(`${USERS}/2`, jsonBody('PATCH', {}));
    expect(empty).toEqual({
      status: 400,
      body: {
        error: {
          statusCode: 400,
          name: 'Error',
          message: 'Data is required for the patch request',
          code: 'INVALID_BODY_DEFINITION',
        },
      },
    });
    expect((await t.json(`${USERS}/999`, jsonBody('PATCH', { firstName: 'X' }))).status).toBe(404);
  });

  it('keeps e-mail unique whatever its case, with a 409 instead of a 500', async () => {
    const first = await t.json(USERS, jsonBody('POST', { ...newUser, email: 'dup@example.com' }));
    expect(first.status).toBe(200);
    const second = await t.json(USERS, jsonBody('POST', { ...newUser, email: 'DUP@example.com' }));
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('DUPLICATE_ENTRY');
    await t.request(`${USERS}/${first.body.id}`, { method: 'DELETE' });
  });

  it('refuses a role id that does not exist', async () => {
    const res = await t.json(
      USERS,
      jsonBody('POST', { ...newUser, email: 'norole@example.com', roleId: 9999 }),
    );
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('INVALID_REFERENCE');
  });
});

describe('request bodies', () => {
  it('answers bad JSON, poisoned keys, wrong media types and oversized bodies in LoopBack terms', async () => {
    const badJson = await t.json(USERS, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"firstName":',
    });
    expect(badJson.status).toBe(400);
    expect(badJson.body.error.name).toBe('SyntaxError');

    const proto = await t.json(USERS, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"__proto__":{"isAdmin":true}}',
    });
    expect(proto.status).toBe(400);
    expect(proto.body.error.message).toBe('JSON string cannot contain "__proto__" key.');
    expect(({} as any).isAdmin).toBeUndefined();

    const form = await t.json(USERS, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'firstName=A',
    });
    expect(form.status).toBe(415);
    expect(form.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const huge = await t.json(USERS, jsonBody('POST', { firstName: 'x'.repeat(1_100_000) }));
    expect(huge.status).toBe(413);
    expect(huge.body.error.name).toBe('PayloadTooLargeError');
  });
});
