import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let staffDist: string;
beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'lendline-static-'));
  staffDist = join(root, 'staff');
  await mkdir(join(staffDist, 'assets'), { recursive: true });
  await writeFile(
    join(staffDist, 'index.html'),
    '<!doctype html><title>Lendline</title><div id="root"></div>',
  );
  await writeFile(join(staffDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  await writeFile(join(root, 'secret.txt'), 'do not serve');
  await mkdir(join(root, 'widgets', 'loan-calculator', 'dist'), { recursive: true });
  await writeFile(join(root, 'widgets', 'loan-calculator', 'dist', 'loan-calculator.js'), '(()=>{})()');
  t = await createTestApp({
    staticDirs: { staffDist, widgetsRoot: join(root, 'widgets') },
    signInAs: ADMIN_EMAIL,
  });
});
afterAll(() => t.close());

describe('system endpoints', () => {
  it('reports health with the database kind', async () => {
    const { status, body } = await t.json('/api/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', product: 'Lendline', database: t.database.kind });
  });

  it('publishes an OpenAPI document generated from the resource declarations', async () => {
    const { status, body } = await t.json('/api/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/health',
        '/rgnts-apps-users',
        '/rgnts-apps-users/count',
        '/rgnts-apps-users/{id}',
        '/rgnts-apps-roles',
      ]),
    );
    expect(body.paths['/rgnts-apps-users'].post.responses['200']).toBeDefined();
    expect(body.paths['/rgnts-apps-users/{id}'].patch.responses['204']).toBeDefined();
    const user = body.components.schemas.RgntsAppsUser.properties;
    expect(Object.keys(user)).toContain('email');
    expect(Object.keys(user).some((k: string) => /password/i.test(k))).toBe(false);
    expect(body.components.schemas.NewRgntsAppsUser.required).toEqual(['firstName', 'lastName', 'email']);
    // The accounts routes are described from the schemas they validate with.
    const login = body.paths['/login'].post;
    expect(Object.keys(login.requestBody.content)).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(body.paths['/users/change-password'].post.security).toEqual([{ bearer: [] }]);
    expect(
      body.paths['/impersonation'].post.requestBody.content['application/json'].schema.properties.userId.type,
    ).toBe('integer');
  });

  it('renders a readable API reference page', async () => {
    const res = await t.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('Lendline API');
    expect(html).toContain('/api/rgnts-apps-users/count');
    expect(html).toContain('Create a RgntsAppsUser');
    expect(html).toContain('/api/activate-account');
  });

  it('answers unknown API routes with the LoopBack 404 envelope', async () => {
    const { status, body } = await t.json('/api/nope');
    expect(status).toBe(404);
    expect(body).toEqual({
      error: { statusCode: 404, name: 'NotFoundError', message: 'Endpoint "GET /nope" not found.' },
    });
    const del = await t.json('/api/rgnts-apps-users', { method: 'DELETE' });
    expect(del.body.error.message).toBe('Endpoint "DELETE /rgnts-apps-users" not found.');
    for (const path of ['/api/nope', '/api/rgnts-apps-users/count', '/api/health']) {
      expect((await t.request(path)).headers.get('content-type'), path).toBe(
        'application/json; charset=utf-8',
      );
    }
  });

  it('hides database failures behind a bare 500 and logs them with the request id', async () => {
    await sql`ALTER TABLE app_role RENAME TO app_role_gone`.execute(t.database.db);
    try {
      const res = await t.request('/api/rgnts-apps-roles', { headers: { 'X-Request-Id': 'req-500-check' } });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: { statusCode: 500, message: 'Internal Server Error' } });
      const logged = t.logLines
        .map((line) => JSON.parse(line))
        .find((line) => line.requestId === 'req-500-check');
      expect(logged).toMatchObject({ level: 'error', message: 'unhandled error', pgCode: '42P01' });
    } finally {
      await sql`ALTER TABLE app_role_gone RENAME TO app_role`.execute(t.database.db);
    }
  });
});

describe('static files', () => {
  it('serves the SPA with a history fallback for deep links', async () => {
    for (const path of ['/', '/login', '/enquiry/contract/list', '/ach/manage/12/Draft']) {
      const res = await t.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
    const asset = await t.request('/assets/app-abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log(1)');
    expect((await t.request('/assets/missing.js')).status).toBe(404);
  });

  it('serves widget bundles by name and nothing outside the build folders', async () => {
    const widget = await t.request('/widgets/loan-calculator.js');
    expect(widget.status).toBe(200);
    expect(widget.headers.get('content-type')).toContain('javascript');
    expect((await t.request('/widgets/nope.js')).status).toBe(404);
    expect((await t.request('/widgets/..%2Fsecret.txt')).status).toBe(404);
    const traversal = await t.request('/assets/..%2F..%2Fsecret.txt');
    expect(await traversal.text()).not.toContain('do not serve');
  });
});
