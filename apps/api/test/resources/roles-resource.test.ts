import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestApp, jsonBody, q, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signInAs: ADMIN_EMAIL });
});
afterAll(() => t.close());

const ROLES = '/api/rgnts-apps-roles';

describe('/rgnts-apps-roles', () => {
  it('lists id and name for the role pickers', async () => {
    const { status, body } = await t.json(
      `${ROLES}?filter=${q({ where: { status: true }, fields: ['id', 'name'], order: 'name' })}`,
    );
    expect(status).toBe(200);
    expect(body.length).toBe(13);
    expect(body.every((r: any) => Object.keys(r).join() === 'id,name')).toBe(true);
    expect(body.map((r: any) => r.name)).toContain('ACH Approver');
  });

  it('sorts names the way people read them: case-insensitively, in both directions', async () => {
    const created = await Promise.all(
      ['acme reviewers', 'ACH approvers 2', 'zeta desk'].map(
        async (name) =>
          (await t.json(ROLES, jsonBody('POST', { name, permissions: '{}' }))).body.id as number,
      ),
    );
    try {
      const names = async (order: string) =>
        (await t.json(`${ROLES}?filter=${q({ fields: ['name'], order })}`)).body.map((r: any) => r.name);
      const ascending = await names('name ASC');
      // In byte order every capital comes before "a", so "acme reviewers" would follow "Sales".
      const at = (name: string) => ascending.indexOf(name);
      expect(at('ACH Approver')).toBe(0);
      expect(at('ACH approvers 2')).toBe(1);
      expect(at('acme reviewers')).toBeLessThan(5);
      expect(at('acme reviewers')).toBeLessThan(at('Auditor'));
      expect(ascending.at(-1)).toBe('zeta desk');
      expect(await names('name DESC')).toEqual([...ascending].reverse());
    } finally {
      for (const id of created) await t.request(`${ROLES}/${id}`, { method: 'DELETE' });
    }
  });

  it('embeds the users of a role through hasMany, limited per role, and omits the key when there are none', async () => {
    const role = await t.json(ROLES, jsonBody('POST', { name: 'Empty role', permissions: '{}' }));
    expect(role.status).toBe(200);
    const filter = {
      where: { id: { inq: [1, role.body.id] } },
      fields: ['id', 'name'],
      include: [{ relation: 'users', scope: { fields: ['id', 'email'], order: 'id', limit: 1 } }],
    };
    const { body } = await t.json(`${ROLES}?filter=${q(filter)}`);
    expect(body).toHaveLength(2);
    expect(body[0].users).toHaveLength(1);
    expect(Object.keys(body[0].users[0]).sort()).toEqual(['email', 'id']);
    expect('users' in body[1]).toBe(false);
    await t.request(`${ROLES}/${role.body.id}`, { method: 'DELETE' });
  });

  it('stores the permission map as JSON and returns it as a JSON string', async () => {
    const permissions = JSON.stringify({ ach: { ACH: { view: true, create: false, download: true } } });
    const created = await t.json(
      ROLES,
      jsonBody('POST', { name: 'ACH Viewer', permissions, expireIn: '2027-01-31T00:00:00.000Z' }),
    );
    expect(created.status).toBe(200);
    expect(JSON.parse(created.body.permissions)).toEqual(JSON.parse(permissions));
    expect(created.body.expireIn).toBe('2027-01-31T00:00:00.000Z');
    expect(created.body.status).toBe(true);
    const notJson = await t.json(ROLES, jsonBody('POST', { name: 'Broken', permissions: '{not json' }));
    expect(notJson.status).toBe(422);
    expect(notJson.body.error.details[0]).toMatchObject({ path: '/permissions', code: 'format' });
    await t.request(`${ROLES}/${created.body.id}`, { method: 'DELETE' });
  });

  it('will not delete a role that users still hold', async () => {
    const res = await t.json(`${ROLES}/1`, { method: 'DELETE' });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'REFERENCE_CONSTRAINT',
      message: 'The record is still in use by other records.',
    });
    expect((await t.json(`${ROLES}/1`)).status).toBe(200);
  });
});
