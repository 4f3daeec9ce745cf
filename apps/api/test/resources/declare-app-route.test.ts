import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { handleError } from '../../src/app/error-handler.ts';
import type { AppEnv } from '../../src/lib/app-env.ts';
import { createLogger } from '../../src/lib/logger.ts';
import type { Principal } from '../../src/lib/principal.ts';
import { HttpError } from '../../src/lib/http-error.ts';
import { appOperation, declareAppRoute, mountDeclaredRoutes } from '../../src/resources/declare-route.ts';

const principal = (permissions: Principal['permissions'], actor = false): Principal => ({
  userId: 7,
  sessionId: 's',
  firstName: 'Avery',
  lastName: 'Collins',
  email: 'avery.collins@example.com',
  roleId: 1,
  roleName: 'Admin',
  roleState: 'active',
  permissions,
  ...(actor ? { actor: { userId: 3, name: 'Jordan Admin', permissions: {} } } : {}),
});
const MAY_IMPERSONATE = { setupModule: { Impersonation: { view: true } } };

const echo = declareAppRoute({
  method: 'post',
  path: '/echo/:id',
  tag: 'Test',
  summary: 'Echo the name',
  access: { module: 'setupModule', menu: 'Impersonation', action: 'view' },
  refuseFirst: (c) => {
    if (c.get('principal')?.actor)
      throw new HttpError(422, 'UnprocessableEntityError', 'Switch back first.', { code: 'SWITCH_BACK' });
  },
  body: v.strictObject({ name: v.pipe(v.string(), v.minLength(1)) }),
  form: true,
  response: { status: 200, description: 'The name', schema: v.object({ name: v.string() }) },
  handle: (c, { body }) => c.json({ name: body.name, id: c.req.param('id') }),
});
const open = declareAppRoute({
  method: 'get',
  path: '/open',
  tag: 'Test',
  summary: 'Anyone',
  access: 'public',
  response: { status: 204, description: 'Nothing' },
  handle: (c) => c.body(null, 204),
});
const mine = declareAppRoute({
  method: 'get',
  path: '/mine',
  tag: 'Test',
  summary: 'Anyone signed in',
  access: 'signed-in',
  response: { status: 204, description: 'Nothing' },
  handle: (c) => c.body(null, 204),
});
const documentedOnly = declareAppRoute({
  method: 'get',
  path: '/elsewhere',
  tag: 'Test',
  summary: 'Answered by other code',
  access: 'signed-in',
  response: { status: 200, description: 'Something' },
  handledBy: 'a test',
});

function appAs(caller: Principal | undefined) {
  const app = new Hono<AppEnv>();
  app.onError(handleError(createLogger('error', () => undefined)));
  app.use(async (c, next) => {
    if (caller) c.set('principal', caller);
    await next();
  });
  mountDeclaredRoutes(app, [echo, open, mine, documentedOnly]);
  return app;
}
const post = (body: string, type = 'application/json'): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': type },
  body,
});

describe('declared app-level routes', () => {
  it('admit by their access: public to anyone, signed-in to a session, a right to its holders', async () => {
    expect((await appAs(undefined).request('/open')).status).toBe(204);
    expect((await appAs(undefined).request('/mine')).status).toBe(401);
    expect((await appAs(principal({})).request('/mine')).status).toBe(204);
    expect((await appAs(undefined).request('/echo/1', post('{"name":"a"}'))).status).toBe(401);
    expect((await appAs(principal({})).request('/echo/1', post('{"name":"a"}'))).status).toBe(403);
    const ok = await appAs(principal(MAY_IMPERSONATE)).request('/echo/1', post('{"name":"a"}'));
    expect(await ok.json()).toEqual({ name: 'a', id: '1' });
  });

  it('put the refusal that outranks the right first', async () => {
    const acting = await appAs(principal({}, true)).request('/echo/1', post('{"name":"a"}'));
    expect(acting.status).toBe(422);
    expect(((await acting.json()) as { error: { code: string } }).error.code).toBe('SWITCH_BACK');
  });

  it('read the body safely, as JSON or form-encoded, and refuse it with the 422 envelope', async () => {
    const app = appAs(principal(MAY_IMPERSONATE));
    const form = await app.request('/echo/2', post('name=b', 'application/x-www-form-urlencoded'));
    expect(await form.json()).toEqual({ name: 'b', id: '2' });
    const empty = await app.request('/echo/2', post('{"name":""}'));
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    const proto = await app.request('/echo/2', post('{"name":"c","__proto__":{"admin":true}}'));
    // LoopBack's 400 for a prototype key, before any validation.
    expect(proto.status).toBe(400);
  });

  it('leave a route without a handler to its own code, and document every one', async () => {
    expect((await appAs(principal({})).request('/elsewhere')).status).toBe(404);
    expect(appOperation(echo)).toMatchObject({
      path: '/echo/{id}',
      summary: 'Echo the name (setupModule › Impersonation › view)',
      auth: true,
      body: { form: true },
      responses: {
        200: 'The name',
        401: 'Not signed in',
        403: 'Needs setupModule › Impersonation › view',
        422: 'Invalid body',
      },
    });
    expect(appOperation(open)).not.toHaveProperty('auth');
    expect(appOperation(open).responses).toEqual({ 204: 'Nothing' });
    expect(appOperation(mine).responses).toEqual({ 204: 'Nothing', 401: 'Not signed in' });
  });
});
