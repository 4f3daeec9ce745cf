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

// Contract §2.3 items 15-17 and 19: IDOR, mass assignment, privilege escalation, error hygiene.
const SALES = 'siobhan.obrien@example.com';
const EXPIRED = 'hannah.lindqvist@example.com';

let t: TestApp;
let admin: string;
const idOf = (email: string) => userIdOf(t, email);
const as = asUser;
const userRow = (id: number) =>
  t.database.db
    .selectFrom('app_user')
    .select(['is_active', 'role_id', 'email_verified', 'password_hash', 'last_login', 'email', 'first_name'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.request, ADMIN_EMAIL);
});
afterAll(() => t.close());

describe('IDOR (15)', () => {
  it('keeps a non-admin out of other users, whatever the id spelling or the filter', async () => {
    const sales = await signIn(t.request, SALES);
    const other = await idOf(ADMIN_EMAIL);
    for (const path of [
      `/api/rgnts-apps-users/${other}`,
      `/api/rgnts-apps-users?filter=${q({ where: { id: other } })}`,
      `/api/rgnts-apps-users/count?where=${q({ id: other })}`,
      `/api/rgnts-apps-roles/1`,
    ]) {
      expect((await t.json(path, as(sales))).status, path).toBe(403);
    }
    for (const id of [`${other}.0`, `0${other}`, '1e0', '-1', `${other} `]) {
      expect((await t.json(`/api/rgnts-apps-users/${encodeURIComponent(id)}`, as(sales))).status, id).toBe(
        400,
      );
    }
    expect(
      (await t.json(`/api/rgnts-apps-users/${other}`, as(sales, jsonBody('PATCH', { config: {} })))).status,
    ).toBe(403);
    expect((await t.json(`/api/rgnts-apps-users/${other}`, as(sales, { method: 'DELETE' }))).status).toBe(
      403,
    );
    expect((await userRow(other)).is_active).toBe(true);
  });
});

describe('mass assignment (16)', () => {
  it('lets a user change only their own page configuration, and nothing server-managed', async () => {
    const sales = await signIn(t.request, SALES);
    const self = await idOf(SALES);
    const before = await userRow(self);
    const attempts: [Record<string, unknown>, number][] = [
      [{ isActive: false }, 403],
      [{ roleId: 1 }, 403],
      [{ firstName: 'Mallory' }, 403],
      [{ email: 'mallory@example.com' }, 403],
      [{ password: 'Plain#Text1' }, 422],
      [{ passwordHash: 'x' }, 422],
      [{ emailVerified: false }, 422],
      [{ lastLogin: '2020-01-01T00:00:00.000Z' }, 422],
      [{ id: 99 }, 422],
      [{ config: { filters: {} }, roleId: 1 }, 403],
    ];
    for (const [body, status] of attempts) {
      const res = await t.json(`/api/rgnts-apps-users/${self}`, as(sales, jsonBody('PATCH', body)));
      expect(res.status, JSON.stringify(body)).toBe(status);
    }
    expect(await userRow(self)).toEqual(before);
    const ok = await t.request(
      `/api/rgnts-apps-users/${self}`,
      as(sales, jsonBody('PATCH', { config: { sort: { field: 'lastName' } } })),
    );
    expect(ok.status).toBe(204);
  });

  it('never stores a password in plain form through the generic API, even for an administrator', async () => {
    const self = await idOf(ADMIN_EMAIL);
    const res = await t.json(
      `/api/rgnts-apps-users/${self}`,
      as(admin, jsonBody('PATCH', { password: 'Plain#Text1' })),
    );
    expect(res.status).toBe(422);
    const created = await t.json(
      '/api/rgnts-apps-users',
      as(
        admin,
        jsonBody('POST', { firstName: 'P', lastName: 'Q', email: 'pq@example.com', password: 'Plain#Text1' }),
      ),
    );
    expect(created.status).toBe(422);
    const rows = await t.database.db.selectFrom('app_user').select('password_hash').execute();
    expect(rows.some((row) => row.password_hash === 'Plain#Text1')).toBe(false);
  });
});

describe('privilege escalation through roles (17)', () => {
  it('refuses role edits without Roles › create, unknown permission keys, and grants beyond the editor', async () => {
    const auditor = await signIn(t.request, 'elena.petrova@example.com');
    const everything = JSON.stringify({
      setupModule: { Users: { view: true, create: true }, Roles: { view: true, create: true } },
    });
    expect(
      (await t.json('/api/rgnts-apps-roles/10', as(auditor, jsonBody('PATCH', { permissions: everything }))))
        .status,
    ).toBe(403);

    const unknown = await t.json(
      '/api/rgnts-apps-roles',
      as(
        admin,
        jsonBody('POST', { name: 'Odd', permissions: JSON.stringify({ ach: { ACH: { approve: true } } }) }),
      ),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.details[0].path).toBe('/permissions/ach/ACH/approve');
    const badModule = await t.json(
      '/api/rgnts-apps-roles',
      as(admin, jsonBody('POST', { name: 'Odd', permissions: JSON.stringify({ nosuch: {} }) })),
    );
    expect(badModule.status).toBe(422);

    // A role manager who may not impersonate cannot create a role that may.
    const managerRole = await t.json(
      '/api/rgnts-apps-roles',
      as(
        admin,
        jsonBody('POST', {
          name: 'Role Manager',
          permissions: JSON.stringify({
            setupModule: { Roles: { view: true, create: true }, Users: { view: true, create: true } },
          }),
        }),
      ),
    );
    const manager = await t.json(
      '/api/rgnts-apps-users',
      as(
        admin,
        jsonBody('POST', {
          firstName: 'Role',
          lastName: 'Manager',
          email: 'role.manager@example.com',
          roleId: managerRole.body.id,
        }),
      ),
    );
    await activateWithDemoPassword(t, manager.body.id);
    const managerToken = await signIn(t.request, 'role.manager@example.com');
    const escalate = JSON.stringify({ setupModule: { Impersonation: { view: true } } });
    expect(
      (
        await t.json(
          '/api/rgnts-apps-roles',
          as(managerToken, jsonBody('POST', { name: 'Sneaky', permissions: escalate })),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await t.json(
          `/api/rgnts-apps-roles/${managerRole.body.id}`,
          as(managerToken, jsonBody('PATCH', { permissions: escalate })),
        )
      ).status,
    ).toBe(403);
    // Nor give a user the Admin role.
    expect(
      (
        await t.json(
          `/api/rgnts-apps-users/${await idOf(SALES)}`,
          as(managerToken, jsonBody('PATCH', { roleId: 1 })),
        )
      ).status,
    ).toBe(403);
    // Nor change their own role or deactivate themselves.
    expect(
      (
        await t.json(
          `/api/rgnts-apps-users/${manager.body.id}`,
          as(managerToken, jsonBody('PATCH', { isActive: false })),
        )
      ).status,
    ).toBe(403);
  });

  it('denies every module route to an expired or inactive role, but still answers the start-up call', async () => {
    for (const email of [EXPIRED, 'rafael.souza@example.com']) {
      const token = await signIn(t.request, email);
      expect((await t.json('/api/rgnts-apps-roles', as(token))).status).toBe(403);
      expect((await t.json('/api/audit-events', as(token))).status).toBe(403);
      const self = await t.json(
        `/api/rgnts-apps-users/${await idOf(email)}?filter=${q({ fields: ['roleId'], include: [{ relation: 'permissions', scope: { fields: ['name', 'status', 'expireIn'] } }] })}`,
        as(token),
      );
      expect(self.status).toBe(200);
      expect(self.body.permissions.name).toMatch(/expired|inactive/);
    }
  });

  it('applies a role change on the very next request', async () => {
    const sales = await signIn(t.request, SALES);
    expect((await t.json('/api/rgnts-apps-users/count', as(sales))).status).toBe(403);
    const salesRole = (await userRow(await idOf(SALES))).role_id!;
    const role = await t.json(`/api/rgnts-apps-roles/${salesRole}`, as(admin));
    const widened = { ...JSON.parse(role.body.permissions), setupModule: { Users: { view: true } } };
    expect(
      (
        await t.request(
          `/api/rgnts-apps-roles/${salesRole}`,
          as(admin, jsonBody('PATCH', { permissions: JSON.stringify(widened) })),
        )
      ).status,
    ).toBe(204);
    expect((await t.json('/api/rgnts-apps-users/count', as(sales))).status).toBe(200);
    expect(
      (await t.request(`/api/rgnts-apps-roles/${salesRole}`, as(admin, jsonBody('PATCH', { status: false }))))
        .status,
    ).toBe(204);
    expect((await t.json('/api/rgnts-apps-users/count', as(sales))).status).toBe(403);
  });
});

describe('error hygiene (19)', () => {
  it('keeps passwords, tokens and forged lines out of the log', async () => {
    const token = await signIn(t.request, ADMIN_EMAIL);
    await t.request(
      '/api/login',
      jsonBody('POST', {
        email: 'evil@example.com\n{"level":"error","message":"forged"}',
        password: 'Secret#Guess1',
      }),
    );
    await t.json('/api/rgnts-apps-users/count', as(token));
    const text = t.logLines.join('');
    expect(text).not.toContain('Secret#Guess1');
    expect(text).not.toContain('Lendline#2026');
    expect(text).not.toContain(token);
    expect(text).not.toContain('$argon2');
    for (const line of t.logLines) expect(() => JSON.parse(line)).not.toThrow();
    expect(t.logLines.some((line) => JSON.parse(line).message === 'forged')).toBe(false);
  });
});
