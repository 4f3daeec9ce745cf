import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestApp, jsonBody, q, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signInAs: ADMIN_EMAIL });
});
afterAll(() => t.close());

describe('audit log', () => {
  it('records every write with actor, before and after, request id and address, and never a password', async () => {
    const created = await t.json(
      '/api/rgnts-apps-users',
      jsonBody('POST', {
        firstName: 'Logged',
        lastName: 'Person',
        email: 'logged.person@example.com',
        roleId: 3,
      }),
    );
    await t.request(`/api/rgnts-apps-users/${created.body.id}`, {
      ...jsonBody('PATCH', { roleId: 4 }),
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'audit-check-1' },
    });
    const where = { entity: 'RgntsAppsUser', entityId: String(created.body.id) };
    const { status, body } = await t.json(`/api/audit-events?filter=${q({ where, order: 'id ASC' })}`);
    expect(status).toBe(200);
    expect(body.map((e: any) => e.action)).toEqual(['create', 'update']);
    const update = body[1];
    expect(update).toMatchObject({ actorId: 1, realActorId: null, requestId: 'audit-check-1' });
    expect(update.before.roleId).toBe(3);
    expect(update.after.roleId).toBe(4);
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);
    const count = await t.json(
      `/api/audit-events/count?where=${q({ actorId: 1, at: { gte: '2000-01-01T00:00:00Z' } })}`,
    );
    expect(count.body.count).toBeGreaterThanOrEqual(2);
  });

  it('records sign-ins, including failed ones, filterable by action and date', async () => {
    await t.request('/api/login', jsonBody('POST', { email: 'nobody@example.com', password: 'Wrong#Pass1' }));
    const since = new Date(Date.now() - 60_000).toISOString();
    const failed = await t.json(
      `/api/audit-events?filter=${q({ where: { action: 'sign-in-failed', at: { gte: since } } })}`,
    );
    expect(failed.body).toHaveLength(1);
    expect(failed.body[0]).toMatchObject({ entityId: null, after: { email: 'nobody@example.com' } });
    const signIns = await t.json(`/api/audit-events/count?where=${q({ action: 'sign-in' })}`);
    expect(signIns.body.count).toBeGreaterThanOrEqual(1);
  });

  it('is append-only: the database refuses changes and there is no write endpoint', async () => {
    await expect(sql`UPDATE audit_event SET action = 'tampered'`.execute(t.database.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM audit_event`.execute(t.database.db)).rejects.toThrow(/append-only/);
    expect((await t.json('/api/audit-events', jsonBody('POST', { action: 'x', entity: 'y' }))).status).toBe(
      404,
    );
    expect((await t.json('/api/audit-events/1', { method: 'DELETE' })).status).toBe(404);
    const tampered = await t.json(`/api/audit-events/count?where=${q({ action: 'tampered' })}`);
    expect(tampered.body.count).toBe(0);
  });
});
