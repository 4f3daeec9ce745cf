import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestApp, jsonBody, q, userIdOf, type TestApp } from '../support/test-app.ts';

// Issue 18 item 5: values PostgreSQL would refuse (an id past its integer column, a NUL character, a lone
// surrogate) are refused before it is asked, in our words and with LoopBack's codes.

const POSTGRES_WORDS = ['out of range for type', 'invalid byte sequence', 'invalid input syntax', 'UTF8'];

let t: TestApp;
let userId: number;

beforeAll(async () => {
  t = await createTestApp({ signInAs: ADMIN_EMAIL });
  userId = await userIdOf(t, 'marcus.delgado@example.com');
}, 180_000);
afterAll(() => t.close());

async function answer(path: string, init?: RequestInit) {
  const response = await t.request(path, init);
  const text = await response.text();
  for (const words of POSTGRES_WORDS) expect(text, `${path}: ${text}`).not.toContain(words);
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const rawJson = (method: string, text: string): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: text,
});

describe('ids past their integer column', () => {
  const HUGE = '99999999999';

  it.each([
    ['GET', `/api/rgnts-apps-users/${HUGE}`],
    ['DELETE', `/api/rgnts-apps-users/${HUGE}`],
    ['GET', `/api/users/${HUGE}/verify-user`],
    ['GET', `/api/modules/firstPayment/contracts/${HUGE}`],
    ['GET', `/api/modules/firstPayment/contracts/${HUGE}/schedule`],
    ['GET', `/api/modules/firstPayment/invoices/${HUGE}/pdf`],
    ['GET', '/api/credit-applications/9999999999'],
    ['GET', '/api/credit-applications/9999999999/events'],
    ['GET', '/api/rgnts-apps-roles/2147483648'],
  ])('%s %s is a 400 for the id parameter', async (method, path) => {
    const { status, body } = await answer(path, { method });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      statusCode: 400,
      name: 'BadRequestError',
      code: 'INVALID_PARAMETER_VALUE',
      message: expect.stringMatching(/^Invalid data "\d+" for parameter "id"\.$/),
    });
  });

  it('refuses a PATCH to an impossible id before reading its body or its owner', async () => {
    const { status, body } = await answer(
      `/api/rgnts-apps-users/${HUGE}`,
      jsonBody('PATCH', { firstName: 'Nobody' }),
    );
    expect(status).toBe(400);
    expect(body.error.details).toEqual([
      {
        path: '',
        code: 'maximum',
        message: 'must be <= 2147483647',
        info: { comparison: '<=', limit: 2147483647 },
      },
    ]);
  });

  it('still reaches the largest id an integer key holds, as a 404', async () => {
    const { status, body } = await answer('/api/rgnts-apps-users/2147483647');
    expect(status).toBe(404);
    expect(body.error.code).toBe('ENTITY_NOT_FOUND');
  });

  it.each([
    ['/api/rgnts-apps-users', { where: { id: Number(HUGE) } }],
    ['/api/rgnts-apps-users', { where: { roleId: { inq: [1, Number(HUGE)] } } }],
    ['/api/rgnts-apps-users', { where: { id: 1.5 } }],
    ['/api/modules/firstPayment/contracts', { where: { customerId: { gt: Number(HUGE) } } }],
  ])('refuses a filter on %s with %j as the filter engine does', async (path, filter) => {
    const { status, body } = await answer(`${path}?filter=${q(filter)}`);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      code: 'INVALID_FILTER',
      message: expect.stringMatching(/^Invalid number: .* \(whole numbers from -2147483648 to 2147483647\)$/),
    });
  });

  it('refuses the same in a count and in the bracket form', async () => {
    expect((await answer(`/api/rgnts-apps-users/count?where=${q({ id: Number(HUGE) })}`)).status).toBe(400);
    expect((await answer(`/api/rgnts-apps-users?filter[where][id]=${HUGE}`)).status).toBe(400);
  });

  it('takes a bigserial id beyond the integer range in an audit filter', async () => {
    const { status, body } = await answer(`/api/audit-events?filter=${q({ where: { id: Number(HUGE) } })}`);
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it('refuses an integer body field past its column with a 422 naming it', async () => {
    const { status, body } = await answer(
      `/api/rgnts-apps-users/${userId}`,
      jsonBody('PATCH', { roleId: 1e11 }),
    );
    expect(status).toBe(422);
    expect(body.error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(body.error.details).toContainEqual(
      expect.objectContaining({ path: '/roleId', code: 'max_value' }),
    );
  });
});

describe('NUL characters', () => {
  it.each([
    { where: { email: 'ann\u0000@example.com' } },
    { where: { email: { like: '%\u0000%' } } },
    { where: { firstName: { inq: ['Ann', 'B\u0000'] } } },
    { order: 'id\u0000' },
  ])('refuses a filter with one: %j', async (filter) => {
    const { status, body } = await answer(`/api/rgnts-apps-users?filter=${q(filter)}`);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      code: 'INVALID_FILTER',
      message: 'Text in the query must not contain the NUL character (\\u0000)',
    });
  });

  it('refuses one in the bracket form and in a count', async () => {
    expect((await answer('/api/rgnts-apps-users?filter[where][email]=a%00b')).status).toBe(400);
    expect((await answer(`/api/rgnts-apps-users/count?where=${q({ lastName: 'x\u0000' })}`)).status).toBe(
      400,
    );
  });

  it.each([
    [`/api/rgnts-apps-users/USER`, 'PATCH', { firstName: 'Ann\u0000' }, '/firstName'],
    [
      `/api/rgnts-apps-users/USER`,
      'PATCH',
      { config: { contracts: { search: 'a\u0000' } } },
      '/config/contracts/search',
    ],
    [`/api/rgnts-apps-users/USER`, 'PATCH', { config: { ['k\u0000']: 1 } }, '/config/k\u0000'],
    [
      '/api/promos',
      'POST',
      { name: 'Zero\u0000', type: 'ZERO_RATE', startDate: '2026-12-01', endDate: '2027-01-31' },
      '/name',
    ],
  ])('refuses one in a body for %s (%s) with a 422 naming it', async (path, method, body, pointer) => {
    const refused = await answer(path.replace('USER', String(userId)), jsonBody(method, body));
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ statusCode: 422, code: 'VALIDATION_FAILED' });
    expect(refused.body.error.details).toContainEqual({
      path: pointer,
      code: 'format',
      message: 'must not contain the NUL character (\\u0000)',
      info: { format: 'text' },
    });
  });
});

describe('lone surrogates', () => {
  const LONE = 'must be well-formed Unicode (a lone surrogate such as \\ud800 is not)';

  it('refuses one in a json field', async () => {
    const { status, body } = await answer(
      `/api/rgnts-apps-users/${userId}`,
      rawJson('PATCH', '{"config":{"contracts":{"search":"\\ud800"}}}'),
    );
    expect(status).toBe(422);
    expect(body.error.details).toEqual([
      { path: '/config/contracts/search', code: 'format', message: LONE, info: { format: 'text' } },
    ]);
  });

  it('refuses one in a text field instead of storing U+FFFD', async () => {
    const { status, body } = await answer(
      `/api/rgnts-apps-users/${userId}`,
      rawJson('PATCH', '{"lastName":"Lee\\udc00"}'),
    );
    expect(status).toBe(422);
    expect(body.error.details).toEqual([
      { path: '/lastName', code: 'format', message: LONE, info: { format: 'text' } },
    ]);
    const stored = await t.database.db
      .selectFrom('app_user')
      .select('last_name')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(stored.last_name).not.toContain('\ufffd');
  });

  it('refuses one in a filter, and keeps a surrogate pair', async () => {
    const { status, body } = await answer(
      `/api/rgnts-apps-users?filter=${encodeURIComponent('{"where":{"email":"\\ud800"}}')}`,
    );
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'INVALID_FILTER', message: `Text in the query ${LONE}` });
    expect(
      (await answer(`/api/rgnts-apps-users?filter=${q({ where: { lastName: 'Zoë 👍' } })}`)).status,
    ).toBe(200);
  });
});
