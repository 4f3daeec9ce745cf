import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProxiedTestApp,
  userWithPermissions,
  type ProxiedTestApp,
} from '../support/proxied-test-app.ts';
import { demoAccountOf, postJson, validApplication } from './credit-application-support.ts';

type Action = 'view' | 'create' | 'download';

let t: ProxiedTestApp;
let id: number;
const tokens: Record<string, string> = {};

/** A user whose role grants only these loanCalculator › Inquiries actions. */
async function inquiriesUser(actions: Action[]): Promise<string> {
  const permissions = {
    loanCalculator: {
      Inquiries: Object.fromEntries(
        ['view', 'create', 'download'].map((a) => [a, actions.includes(a as Action)]),
      ),
    },
  };
  return userWithPermissions(t, permissions);
}

// Every staff route of the feature and the Inquiries action it needs.
const ROUTES: { name: string; needs: Action; call: (token?: string) => Promise<Response> }[] = [
  { name: 'GET list', needs: 'view', call: (token) => t.request('/api/credit-applications', { token }) },
  {
    name: 'GET count',
    needs: 'view',
    call: (token) => t.request('/api/credit-applications/count', { token }),
  },
  { name: 'GET one', needs: 'view', call: (token) => t.request(`/api/credit-applications/${id}`, { token }) },
  {
    name: 'GET events',
    needs: 'view',
    call: (token) => t.request(`/api/credit-applications/${id}/events`, { token }),
  },
  {
    name: 'GET event list',
    needs: 'view',
    call: (token) => t.request('/api/credit-application-events', { token }),
  },
  {
    name: 'PATCH status',
    needs: 'create',
    // submitted -> submitted changes nothing, so every allowed call answers alike.
    call: (token) =>
      t.request(`/api/credit-applications/${id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: 'submitted' }),
        token,
      }),
  },
  {
    name: 'POST note',
    needs: 'create',
    call: (token) =>
      t.request(`/api/credit-applications/${id}/events`, { ...postJson({ note: 'checked' }), token }),
  },
  {
    name: 'POST reveal',
    needs: 'download',
    call: (token) =>
      t.request(`/api/credit-applications/${id}/reveal`, { ...postJson({ field: 'fein' }), token }),
  },
  {
    name: 'GET CSV',
    needs: 'download',
    call: (token) => t.request('/api/credit-applications/export.csv', { token }),
  },
];

beforeAll(async () => {
  t = await createProxiedTestApp();
  const answer = await t.json('/widget-api/v1/credit-applications', {
    ...postJson(validApplication()),
    from: '10.90.0.1',
  });
  id = (
    await t.db
      .selectFrom('credit_application')
      .select('id')
      .where('reference_number', '=', answer.body.referenceNumber)
      .executeTakeFirstOrThrow()
  ).id;
  tokens.view = await inquiriesUser(['view']);
  tokens.create = await inquiriesUser(['view', 'create']);
  tokens.download = await inquiriesUser(['view', 'download']);
  tokens.noMenu = await t.signIn(await demoAccountOf(t.db, 'Customer Service'));
});
afterAll(async () => {
  await t?.close();
});

describe('credit application routes and loanCalculator › Inquiries rights', () => {
  it.each(ROUTES)('$name: 401 without a session', async ({ call }) => {
    expect((await call()).status).toBe(401);
  });

  it.each(ROUTES)('$name: 403 for a role without the Inquiries menu', async ({ call }) => {
    expect((await call(tokens.noMenu)).status).toBe(403);
  });

  it.each(ROUTES)('$name: allowed exactly for the roles with $needs', async ({ call, needs }) => {
    for (const holder of ['view', 'create', 'download'] as const) {
      const allowed = holder === needs || needs === 'view';
      const status = (await call(tokens[holder])).status;
      if (allowed) expect(status, holder).toBeLessThan(300);
      else expect(status, holder).toBe(403);
    }
  });

  it('offers no staff create or delete: applications come only from the public form', async () => {
    const create = await t.request('/api/credit-applications', {
      ...postJson({ legalName: 'X' }),
      token: tokens.create,
    });
    expect([404, 405]).toContain(create.status);
    const remove = await t.request(`/api/credit-applications/${id}`, {
      method: 'DELETE',
      token: tokens.create,
    });
    expect([404, 405]).toContain(remove.status);
    expect(
      await t.db.selectFrom('credit_application').select('id').where('id', '=', id).execute(),
    ).toHaveLength(1);
  });
});
