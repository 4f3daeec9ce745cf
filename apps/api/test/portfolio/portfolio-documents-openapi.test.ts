import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, q, type TestApp } from '../support/test-app.ts';
import { auth, patch, post, signInAll, type Account, SETUP_TIMEOUT_MS } from './portfolio-support.ts';

let t: TestApp;
let tokens: Record<Account, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t, ['admin', 'auditor', 'fundingAnalyst']);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('contract documents', () => {
  it('uploads as base64 JSON, lists the metadata, serves the bytes and toggles isValid', async () => {
    const [contract] = (
      await t.json(
        `/api/modules/prefund/contracts?filter=${q({ limit: 1, fields: ['id'] })}`,
        auth(tokens.admin),
      )
    ).body;
    const bytes = Buffer.from('%PDF-1.4\n% a lease agreement\n');
    const body = {
      contractId: contract.id,
      name: 'Lease agreement.pdf',
      kind: 'LEASE_AGREEMENT',
      contentType: 'application/pdf',
      contentBase64: bytes.toString('base64'),
    };
    expect((await t.json('/api/modules/prefund/contract-documents', post(tokens.auditor, body))).status).toBe(
      403,
    );
    const created = await t.json(
      '/api/modules/prefund/contract-documents',
      post(tokens.fundingAnalyst, body),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({
      contractId: contract.id,
      sizeBytes: bytes.length,
      isValid: true,
      kind: 'LEASE_AGREEMENT',
    });
    expect(created.body).not.toHaveProperty('content');
    const content = await t.request(
      `/api/modules/prefund/contract-documents/${created.body.id}/content`,
      auth(tokens.auditor),
    );
    expect(content.status).toBe(200);
    expect(content.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await content.arrayBuffer()).equals(bytes)).toBe(true);
    const url = `/api/modules/prefund/contract-documents/${created.body.id}`;
    expect((await t.request(url, patch(tokens.fundingAnalyst, { isValid: false }))).status).toBe(204);
    expect((await t.json(url, auth(tokens.admin))).body.isValid).toBe(false);
    expect((await t.request(url, patch(tokens.fundingAnalyst, { name: 'x' }))).status).toBe(422);
    // Another module that does not list the contract does not see its documents.
    const inFirstPayment = await t.json(url.replace('prefund', 'firstPayment'), auth(tokens.admin));
    const contractInFirstPayment = await t.json(
      `/api/modules/firstPayment/contracts/${contract.id}`,
      auth(tokens.admin),
    );
    expect(inFirstPayment.status).toBe(contractInFirstPayment.status);
  });

  it('refuses a contract outside the module, bad base64 and more than 10 MB', async () => {
    const misc = await t.database.db
      .selectFrom('contract')
      .select('id')
      .where('contract_type', '=', 'MISC')
      .executeTakeFirst();
    const base = { name: 'a.txt', kind: 'OTHER', contentType: 'text/plain', contentBase64: 'aGk=' };
    if (misc) {
      const outside = await t.json(
        '/api/modules/enquiry/contract-documents',
        post(tokens.admin, { ...base, contractId: misc.id }),
      );
      expect(outside.status).toBe(422);
      expect(outside.body.error.details[0].path).toBe('/contractId');
    }
    const [contract] = (
      await t.json(`/api/modules/enquiry/contracts?filter=${q({ limit: 1 })}`, auth(tokens.admin))
    ).body;
    expect(
      (
        await t.json(
          '/api/modules/enquiry/contract-documents',
          post(tokens.admin, { ...base, contractId: contract.id, contentBase64: '***' }),
        )
      ).status,
    ).toBe(422);
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1).toString('base64');
    const tooBig = await t.json(
      '/api/modules/enquiry/contract-documents',
      post(tokens.admin, { ...base, contractId: contract.id, contentBase64: huge }),
    );
    expect([413, 422]).toContain(tooBig.status);
  });
});

describe('OpenAPI', () => {
  it('describes the module-scoped routes with their path parameter', async () => {
    const doc = await t.json('/api/openapi.json');
    const paths = doc.body.paths as Record<
      string,
      Record<string, { parameters?: { name: string }[]; description?: string }>
    >;
    for (const path of [
      '/modules/{module}/contracts',
      '/modules/{module}/contracts/count',
      '/modules/{module}/contracts/{id}',
      '/modules/{module}/contracts/{id}/summary',
      '/modules/{module}/contracts/{id}/schedule',
      '/modules/{module}/contracts/export.csv',
      '/modules/{module}/contracts/export.xlsx',
      '/modules/{module}/customers',
      '/modules/{module}/assets',
      '/modules/{module}/contract-documents/{id}/content',
      '/modules/{module}/invoices/{id}/pdf',
      '/modules/{module}/invoices/{id}/send',
      '/modules/{module}/invoices/{id}/cancel',
      '/modules/{module}/invoice-sessions/preview',
      '/modules/{module}/invoice-sessions',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
    const list = paths['/modules/{module}/contracts']!;
    expect(list.get!.parameters!.map((parameter) => parameter.name)).toEqual(['module', 'filter']);
    expect(list.get!.description).toContain('Needs {module} › Contracts › view.');
    expect(list.post).toBeDefined();
    expect(paths['/modules/{module}/contracts/{id}']!.patch!.parameters!.map((p) => p.name)).toEqual([
      'module',
      'id',
    ]);
    expect(paths['/modules/{module}/invoices/{id}/pdf']!.get!.parameters!.map((p) => p.name)).toEqual([
      'module',
      'id',
    ]);
  });

  it('documents the bodies the routes check: an optional one, and an upload in JSON or multipart', async () => {
    const doc = await t.json('/api/openapi.json');
    const send = doc.body.paths['/modules/{module}/invoices/{id}/send'].post.requestBody;
    expect(send.required).toBe(false);
    expect(send.content['application/json'].schema).toMatchObject({
      properties: { to: { type: 'string', format: 'email' } },
      additionalProperties: false,
    });
    const upload = doc.body.paths['/modules/{module}/contract-documents'].post.requestBody;
    expect(upload.required).toBe(true);
    expect(upload.content['application/json'].schema.required.sort()).toEqual(
      ['contentBase64', 'contentType', 'contractId', 'kind', 'name'].sort(),
    );
    const form = upload.content['multipart/form-data'].schema;
    expect(Object.keys(form.properties).sort()).toEqual(
      ['contentType', 'contractId', 'file', 'kind', 'name'].sort(),
    );
    expect(form.properties.file).toEqual({ type: 'string', contentMediaType: 'application/octet-stream' });
    expect(form.required).toEqual(expect.arrayContaining(['contractId', 'kind', 'file']));
    expect(form.required).not.toContain('name');
  });
});
