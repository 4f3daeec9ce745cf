import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activateWithDemoPassword,
  ADMIN_EMAIL,
  asUser,
  createTestApp,
  jsonBody,
  q,
  signIn,
  userIdOf,
  type TestApp,
} from '../support/test-app.ts';

const SALES = 'siobhan.obrien@example.com';
const CUSTOMER_SERVICE = 'kwame.mensah@example.com';

let t: TestApp;
let admin: string;
let adminId: number;
const idOf = (email: string) => userIdOf(t, email);
const as = asUser;
const start = (token: string, userId: number) =>
  t.json('/api/impersonation', as(token, jsonBody('POST', { userId })));

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.request, ADMIN_EMAIL);
  adminId = await idOf(ADMIN_EMAIL);
});
afterAll(() => t.close());

describe('Login as (server-side impersonation)', () => {
  it("acts as the target with the target's rights, remembers the real person, and audits both", async () => {
    const salesId = await idOf(SALES);
    const started = await start(admin, salesId);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      id: salesId,
      role: 'Sales',
      originalUserId: adminId,
      originalUserName: 'Avery Collins',
    });
    const token = started.body.token as string;

    // The session has the Sales role's rights, not the admin's.
    expect(
      (await t.json(`/api/rgnts-apps-users/${salesId}?filter=${q({ fields: ['email'] })}`, as(token))).body,
    ).toEqual({ email: SALES });
    expect((await t.json('/api/rgnts-apps-users', as(token))).status).toBe(403);

    const patched = await t.request(
      `/api/rgnts-apps-users/${salesId}`,
      as(token, jsonBody('PATCH', { config: { sort: 'lastName' } })),
    );
    expect(patched.status).toBe(204);
    const events = await t.database.db
      .selectFrom('audit_event')
      .select(['action', 'entity_id', 'actor_id', 'real_actor_id'])
      .where('entity_id', '=', String(salesId))
      .orderBy('id')
      .execute();
    expect(events).toContainEqual({
      action: 'impersonation-start',
      entity_id: String(salesId),
      actor_id: adminId,
      real_actor_id: null,
    });
    expect(events).toContainEqual({
      action: 'update',
      entity_id: String(salesId),
      actor_id: salesId,
      real_actor_id: adminId,
    });

    const nested = await start(token, adminId);
    expect(nested.status).toBe(422);

    const back = await t.json('/api/impersonation/stop', as(token, { method: 'POST' }));
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ id: adminId, role: 'Admin' });
    expect((await t.json('/api/rgnts-apps-users/count', as(token))).status).toBe(401);
    expect((await t.json('/api/rgnts-apps-users/count', as(back.body.token))).status).toBe(200);
    const stopEvent = await t.database.db
      .selectFrom('audit_event')
      .select(['actor_id', 'real_actor_id'])
      .where('action', '=', 'impersonation-stop')
      .executeTakeFirstOrThrow();
    expect(stopEvent).toEqual({ actor_id: salesId, real_actor_id: adminId });
  });

  it('needs setupModule › Impersonation › view', async () => {
    const auditor = await signIn(t.request, 'elena.petrova@example.com');
    const res = await start(auditor, await idOf(SALES));
    expect(res.status).toBe(403);
  });

  it('only towards another active, activated user', async () => {
    expect((await start(admin, adminId)).status).toBe(400);
    const inactive = await t.database.db
      .selectFrom('app_user')
      .select('id')
      .where('is_active', '=', false)
      .executeTakeFirstOrThrow();
    expect((await start(admin, inactive.id)).body.error).toMatchObject({
      statusCode: 422,
      code: 'IMPERSONATION_NOT_ALLOWED',
    });
    const invited = await t.database.db
      .selectFrom('app_user')
      .select('id')
      .where('email_verified', '=', false)
      .where('is_active', '=', true)
      .executeTakeFirstOrThrow();
    expect((await start(admin, invited.id)).status).toBe(422);
    expect((await start(admin, 99999)).status).toBe(404);
    expect((await t.json('/api/impersonation/stop', as(admin, { method: 'POST' }))).status).toBe(400);
  });

  it('never towards someone with rights the actor lacks', async () => {
    const permissions = JSON.stringify({
      setupModule: { Users: { view: true }, Impersonation: { view: true } },
      enquiry: { Contracts: { view: true } },
      informationalInvoices: { Contracts: { view: true }, Invoices: { view: true } },
      SalesforceSearch: { Search: { view: true } },
    });
    const role = await t.json(
      '/api/rgnts-apps-roles',
      as(admin, jsonBody('POST', { name: 'Support Lead', permissions })),
    );
    expect(role.status).toBe(200);
    const lead = await t.json(
      '/api/rgnts-apps-users',
      as(
        admin,
        jsonBody('POST', {
          firstName: 'Sam',
          lastName: 'Lead',
          email: 'sam.lead@example.com',
          roleId: role.body.id,
        }),
      ),
    );
    await activateWithDemoPassword(t, lead.body.id);
    const leadToken = await signIn(t.request, 'sam.lead@example.com');
    expect((await start(leadToken, adminId)).status).toBe(422);
    expect((await start(leadToken, await idOf(SALES))).status).toBe(422);
    const allowed = await start(leadToken, await idOf(CUSTOMER_SERVICE));
    expect(allowed.status).toBe(200);

    // Losing the right ends the impersonation on the next request.
    const token = allowed.body.token as string;
    expect((await t.json(`/api/rgnts-apps-users/${await idOf(CUSTOMER_SERVICE)}`, as(token))).status).toBe(
      200,
    );
    const weaker = JSON.stringify({ enquiry: { Contracts: { view: true } } });
    expect(
      (
        await t.request(
          `/api/rgnts-apps-roles/${role.body.id}`,
          as(admin, jsonBody('PATCH', { permissions: weaker })),
        )
      ).status,
    ).toBe(204);
    expect((await t.json(`/api/rgnts-apps-users/${await idOf(CUSTOMER_SERVICE)}`, as(token))).status).toBe(
      401,
    );
  });

  it('ends when the real person is deactivated', async () => {
    const second = await t.json(
      '/api/rgnts-apps-users',
      as(
        admin,
        jsonBody('POST', {
          firstName: 'Second',
          lastName: 'Admin',
          email: 'second.admin@example.com',
          roleId: 1,
        }),
      ),
    );
    await activateWithDemoPassword(t, second.body.id);
    const secondToken = await signIn(t.request, 'second.admin@example.com');
    const started = await start(secondToken, await idOf(SALES));
    expect(started.status).toBe(200);
    expect(
      (
        await t.request(
          `/api/rgnts-apps-users/${second.body.id}`,
          as(admin, jsonBody('PATCH', { isActive: false })),
        )
      ).status,
    ).toBe(204);
    expect((await t.json(`/api/rgnts-apps-users/${await idOf(SALES)}`, as(started.body.token))).status).toBe(
      401,
    );
  });
});
