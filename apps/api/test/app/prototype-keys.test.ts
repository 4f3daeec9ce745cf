import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validApplication } from '../credit-applications/credit-application-support.ts';
import { ADMIN_EMAIL } from '../support/test-app.ts';
import {
  createWidgetTestApp,
  insertKey,
  insertVendor,
  type WidgetTestApp,
} from '../widget-api/widget-test-app.ts';

// Issue 18 item 4: a key that reaches Object.prototype is refused however it is spelled and wherever it sits,
// in every JSON the server parses (bodies and `?filter=`/`?where=`), before anything is written.

const PROTO = 'JSON string cannot contain "__proto__" key.';
const CONSTRUCTOR = 'JSON string cannot contain "constructor.prototype" key.';

/** Object members as raw JSON text (the escapes must reach the server as they are), and the refusal each earns. */
const POISONED: [string, string, string][] = [
  ['an escaped __proto__', String.raw`"\u005f_proto__":{"isAdmin":true}`, PROTO],
  [
    '__proto__ fully escaped',
    String.raw`"\u005f\u005f\u0070\u0072\u006f\u0074\u006F\u005F\u005F":{"isAdmin":true}`,
    PROTO,
  ],
  [
    'an escaped __proto__ in an array deep down',
    String.raw`"a":{"b":[{"\u005f\u005fproto__":{"isAdmin":true}}]}`,
    PROTO,
  ],
  [
    'an escaped constructor.prototype',
    String.raw`"\u0063onstructor":{"\u0070rototype":{"isAdmin":true}}`,
    CONSTRUCTOR,
  ],
  [
    'an escaped constructor.prototype deep down',
    String.raw`"a":[{"\u0063onstructor":{"prot\u006ftype":{"isAdmin":true}}}]`,
    CONSTRUCTOR,
  ],
];

/** `json` (an object's JSON text) with `member` added first. */
const withMember = (json: string, member: string) => `{${member},${json.slice(1)}`;

let t: WidgetTestApp;
let apiKey: string;
let adminId: number;
let addresses = 0;
const from = () => `10.77.${((addresses += 1) >> 8) & 255}.${addresses & 255}`;
const postText = (path: string, body: string, headers: Record<string, string> = {}) =>
  t.json(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
    from: from(),
  });

beforeAll(async () => {
  t = await createWidgetTestApp();
  apiKey = (await insertKey(t.db, await insertVendor(t.db))).apiKey;
  adminId = (
    await t.db.selectFrom('app_user').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t.close();
  expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
});

function expectRefused(answer: { status: number; body: any }, message: string, what: string) {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(400);
  expect(answer.body, what).toEqual({ error: { statusCode: 400, name: 'Error', message } });
}

describe.for(POISONED)('%s', ([, member, message]) => {
  it('is refused in a staff body (PATCH a user config) and the config is unchanged', async () => {
    const configOf = async () =>
      (await t.db.selectFrom('app_user').select('config').where('id', '=', adminId).executeTakeFirstOrThrow())
        .config;
    const before = await configOf();
    const answer = await t.json(`/api/rgnts-apps-users/${adminId}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: `{"config":${withMember('{"contracts":{"pageSize":25}}', member)}}`,
      token: t.adminToken,
    });
    expectRefused(answer, message, 'user config');
    expect(await configOf()).toEqual(before);
  });

  it('is refused in a widget quote', async () => {
    const quote = JSON.stringify({ equipmentCost: 50000, termMonths: 36, programId: 1 });
    expectRefused(
      await postText(`/widget-api/v1/keys/${apiKey}/quote`, withMember(quote, member)),
      message,
      'quote',
    );
  });

  it('is refused in a widget inquiry, and no inquiry is recorded', async () => {
    const idempotencyKey = `proto-${process.pid}-${(addresses += 1)}`;
    const inquiry = JSON.stringify({
      customerName: 'Ann Lee',
      email: 'ann@example.com',
      equipmentCost: 50000,
      termMonths: 36,
      programId: 1,
      source: 'widget',
    });
    expectRefused(
      await postText(`/widget-api/v1/keys/${apiKey}/inquiries`, withMember(inquiry, member), {
        'Idempotency-Key': idempotencyKey,
      }),
      message,
      'inquiry',
    );
    const recorded = await t.db
      .selectFrom('inquiry')
      .select('id')
      .where('idempotency_key', '=', idempotencyKey)
      .execute();
    expect(recorded).toEqual([]);
  });

  it('is refused in a credit application (nested in the business), and nothing is stored', async () => {
    const application = validApplication();
    const text = JSON.stringify(application).replace('"business":{', `"business":{${member},`);
    expectRefused(await postText('/widget-api/v1/credit-applications', text), message, 'credit application');
    const stored = await t.db
      .selectFrom('credit_application')
      .select('id')
      .where('client_id', '=', application.clientId)
      .execute();
    expect(stored).toEqual([]);
  });

  it('is refused in ?filter= and /count?where= with LoopBack parseJson 400', async () => {
    for (const [path, name, json] of [
      ['/api/rgnts-apps-users?filter=', 'filter', `{"where":{${member}}}`],
      ['/api/rgnts-apps-users/count?where=', 'where', `{${member}}`],
    ] as const) {
      const answer = await t.json(`${path}${encodeURIComponent(json)}`, { token: t.adminToken });
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body.error).toMatchObject({
        statusCode: 400,
        name: 'BadRequestError',
        code: 'INVALID_PARAMETER_VALUE',
        message: `Invalid data ${JSON.stringify(json)} for parameter "${name}".`,
        details: { syntaxError: message },
      });
    }
  });
});

describe('keys that only look like prototype keys', () => {
  it('are accepted: a plain constructor value and a prototype key elsewhere', async () => {
    const answer = await t.json(`/api/rgnts-apps-users/${adminId}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: '{"config":{"constructor":{"a":1},"prototype":{"a":1},"proto":{"__proto":1}}}',
      token: t.adminToken,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(204);
  });
});
