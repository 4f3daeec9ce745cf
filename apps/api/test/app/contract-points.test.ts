import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestApp, jsonBody, q, userIdOf, type TestApp } from '../support/test-app.ts';

// Issue 18 item 6: where the staff API parted from LoopBack's contract.

let t: TestApp;
let userId: number;

beforeAll(async () => {
  t = await createTestApp({ signInAs: ADMIN_EMAIL });
  userId = await userIdOf(t, 'marcus.delgado@example.com');
}, 180_000);
afterAll(() => t.close());

const ONE_OF = (path: string) => [
  { path, code: 'type', message: 'must be object', info: { type: 'object' } },
  { path, code: 'type', message: 'must be array', info: { type: 'array' } },
  { path, code: 'oneOf', message: 'must match exactly one schema in oneOf', info: { passingSchemas: null } },
];

describe('fields as a bare string', () => {
  it('is refused with 400 as LoopBack 4 refuses it, in the AJV style', async () => {
    const answer = await t.json(`/api/rgnts-apps-users?filter=${q({ fields: 'id' })}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: {
        statusCode: 400,
        name: 'BadRequestError',
        message: 'Invalid data {"fields":"id"} for parameter "filter".',
        code: 'INVALID_PARAMETER_VALUE',
        details: ONE_OF('/fields'),
      },
    });
  });

  it('is refused in the bracket form, on /{id} and inside an include scope', async () => {
    expect((await t.json('/api/rgnts-apps-users?filter[fields]=id')).status).toBe(400);
    const one = await t.json(`/api/rgnts-apps-users/${userId}?filter=${q({ fields: 'email' })}`);
    expect(one.status).toBe(400);
    const scoped = await t.json(
      `/api/rgnts-apps-users?filter=${q({ include: [{ relation: 'permissions', scope: { fields: 'name' } }] })}`,
    );
    expect(scoped.status).toBe(400);
    expect(scoped.body.error.details).toEqual(ONE_OF('/include/0/scope/fields'));
  });

  it('still takes the array and object forms', async () => {
    const listed = await t.json(`/api/rgnts-apps-users?filter=${q({ fields: ['id'], limit: 1 })}`);
    expect(listed.body).toEqual([{ id: expect.any(Number) }]);
    const picked = await t.json(`/api/rgnts-apps-users?filter=${q({ fields: { id: true }, limit: 1 })}`);
    expect(picked.body).toEqual([{ id: expect.any(Number) }]);
  });
});

describe('json fields that are objects', () => {
  it.each([[[]], [['contracts']], ['{}'], [5], [true]])(
    'refuses a user config of %j with 422',
    async (config) => {
      const answer = await t.json(`/api/rgnts-apps-users/${userId}`, jsonBody('PATCH', { config }));
      expect(answer.status).toBe(422);
      expect(answer.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: '/config', code: 'type', message: 'must be object', info: { type: 'object' } }],
      });
    },
  );

  it('stores a user config of page configurations', async () => {
    const config = { contracts: { pageSize: 25, sort: { field: 'id', direction: 'desc' } } };
    expect((await t.json(`/api/rgnts-apps-users/${userId}`, jsonBody('PATCH', { config }))).status).toBe(204);
    expect((await t.json(`/api/rgnts-apps-users/${userId}`)).body.config).toEqual(config);
  });

  it("refuses a promo's params as an array", async () => {
    const promo = await t.database.db
      .selectFrom('promo')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const answer = await t.json(`/api/promos/${promo.id}`, jsonBody('PATCH', { params: [] }));
    expect(answer.status).toBe(422);
    expect(answer.body.error.details).toContainEqual(
      expect.objectContaining({ path: '/params', code: 'type', message: 'must be object' }),
    );
  });
});
