import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forbidden } from '../../src/lib/http-error.ts';
import type { AccessRule } from '../../src/resources/define-resource.ts';
import type { AccessRequest, ResourceHooks, WriteEvent } from '../../src/resources/resource-hooks.ts';
import { createTestApp, jsonBody, q, type TestApp } from '../support/test-app.ts';

const checks: {
  rule: AccessRule;
  verb: string;
  id?: number | undefined;
  via?: string | undefined;
  body?: string[];
}[] = [];
const audits: WriteEvent[] = [];
const committed: string[] = [];
let denyModule: string | undefined;
let failAudit = false;

const recordingHooks = (): ResourceHooks => ({
  authorize: async (_c, request: AccessRequest) => {
    checks.push({
      rule: request.rule,
      verb: request.verb,
      ...(request.id !== undefined ? { id: request.id } : {}),
      ...(request.via ? { via: `${request.via.resource.name}#${request.via.id ?? '*'}` } : {}),
      ...(request.body ? { body: Object.keys(request.body) } : {}),
    });
    if (request.rule.menu === denyModule) throw forbidden();
  },
  onWrite: async (_c, _trx, event) => {
    audits.push(event);
    if (failAudit) throw new Error('audit store unavailable');
  },
  afterCommit: async (_c, event) => {
    committed.push(`${event.action} ${event.resource.name}`);
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ hooks: recordingHooks });
});
afterAll(() => t.close());

describe('resource hooks', () => {
  it('asks for the declared (module, menu, action) of each verb and of every included relation', async () => {
    const usersView = { module: 'setupModule', menu: 'Users', action: 'view' };
    const rolesView = { module: 'setupModule', menu: 'Roles', action: 'view' };
    checks.length = 0;
    await t.json(`/api/rgnts-apps-users?filter=${q({ include: ['permissions'] })}`);
    expect(checks).toEqual([
      { rule: usersView, verb: 'read' },
      { rule: rolesView, verb: 'read', via: 'RgntsAppsUser#*' },
    ]);
    checks.length = 0;
    await t.json(`/api/rgnts-apps-users/4?filter=${q({ include: ['permissions'] })}`);
    expect(checks).toEqual([
      { rule: usersView, verb: 'read', id: 4 },
      { rule: rolesView, verb: 'read', via: 'RgntsAppsUser#4' },
    ]);
    checks.length = 0;
    await t.json('/api/rgnts-apps-roles/1', jsonBody('PATCH', { description: 'All of it' }));
    const rolesEdit = { module: 'setupModule', menu: 'Roles', action: 'create' };
    expect(checks).toEqual([
      { rule: rolesEdit, verb: 'update', id: 1 },
      { rule: rolesEdit, verb: 'update', id: 1, body: ['description'] },
    ]);
  });

  it('refuses with the LoopBack 403 when the hook denies, including through include', async () => {
    denyModule = 'Roles';
    try {
      const direct = await t.json('/api/rgnts-apps-roles');
      expect(direct).toEqual({
        status: 403,
        body: { error: { statusCode: 403, name: 'Error', message: 'Access denied' } },
      });
      const viaInclude = await t.json(
        `/api/rgnts-apps-users?filter=${q({ include: [{ relation: 'permissions' }] })}`,
      );
      expect(viaInclude.status).toBe(403);
      const count = await t.json('/api/rgnts-apps-roles/count');
      expect(count.status).toBe(403);
    } finally {
      denyModule = undefined;
    }
  });

  it("audits every write with before and after, inside the write's transaction", async () => {
    audits.length = 0;
    committed.length = 0;
    const created = await t.json(
      '/api/rgnts-apps-users',
      jsonBody('POST', { firstName: 'Audit', lastName: 'Trail', email: 'audit.trail@example.com' }),
    );
    await t.request(`/api/rgnts-apps-users/${created.body.id}`, jsonBody('PATCH', { lastName: 'Trails' }));
    await t.request(`/api/rgnts-apps-users/${created.body.id}`, { method: 'DELETE' });
    expect(audits.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(committed).toEqual(['create RgntsAppsUser', 'update RgntsAppsUser', 'delete RgntsAppsUser']);
    expect(audits[1]!.before!.lastName).toBe('Trail');
    expect(audits[1]!.after!.lastName).toBe('Trails');
    expect(audits[2]!.before!.email).toBe('audit.trail@example.com');

    failAudit = true;
    try {
      const failed = await t.json(
        '/api/rgnts-apps-users',
        jsonBody('POST', { firstName: 'No', lastName: 'Trace', email: 'no.trace@example.com' }),
      );
      expect(failed).toEqual({
        status: 500,
        body: { error: { statusCode: 500, message: 'Internal Server Error' } },
      });
      expect(committed).toHaveLength(3);
    } finally {
      failAudit = false;
    }
    const count = await t.json(`/api/rgnts-apps-users/count?where=${q({ email: 'no.trace@example.com' })}`);
    expect(count.body.count).toBe(0);
  });
});
