import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, q, type TestApp } from '../support/test-app.ts';
import { auth, post, signInAll, type Account, SETUP_TIMEOUT_MS } from './portfolio-support.ts';

let t: TestApp;
let tokens: Record<Account, string>;
let contractId: number;

const URL_ = '/api/modules/prefund/contract-documents';

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t, ['admin', 'auditor', 'fundingAnalyst']);
  const [contract] = (
    await t.json(
      `/api/modules/prefund/contracts?filter=${q({ limit: 1, fields: ['id'] })}`,
      auth(tokens.admin),
    )
  ).body;
  contractId = contract.id;
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

function form(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type: string }) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  if (file) body.set('file', new Blob([file.bytes], { type: file.type }), file.name);
  return body;
}

const upload = (token: string, body: FormData) => t.json(URL_, auth(token, { method: 'POST', body }));

describe('multipart document upload', () => {
  it('stores the file, names it after the file, serves the same bytes and writes an audit entry', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4\n% delivery and acceptance\n');
    const body = form(
      { contractId: String(contractId), kind: 'DELIVERY_ACCEPTANCE' },
      { bytes, name: 'D&A signed.pdf', type: 'application/pdf' },
    );
    expect((await upload(tokens.auditor, body)).status).toBe(403);
    const created = await upload(tokens.fundingAnalyst, body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({
      contractId,
      name: 'D&A signed.pdf',
      kind: 'DELIVERY_ACCEPTANCE',
      contentType: 'application/pdf',
      sizeBytes: bytes.byteLength,
      isValid: true,
    });
    const content = await t.request(`${URL_}/${created.body.id}/content`, auth(tokens.auditor));
    expect(new Uint8Array(await content.arrayBuffer())).toEqual(bytes);
    const audit = await t.database.db
      .selectFrom('audit_event')
      .select(['action', 'after'])
      .where('entity_id', '=', String(created.body.id))
      .where('action', '=', 'create')
      .execute();
    expect(audit.some((row) => JSON.stringify(row.after).includes(created.body.documentId))).toBe(true);
  });

  it('takes an explicit name and keeps the JSON base64 path', async () => {
    const named = await upload(
      tokens.admin,
      form(
        { contractId: String(contractId), kind: 'OTHER', name: 'Insurance note' },
        { bytes: new Uint8Array([104, 105]), name: 'x.txt', type: 'text/plain' },
      ),
    );
    expect(named.status).toBe(200);
    expect(named.body.name).toBe('Insurance note');
    const json = await t.json(
      URL_,
      post(tokens.admin, {
        contractId,
        name: 'note.txt',
        kind: 'OTHER',
        contentType: 'text/plain',
        contentBase64: 'aGk=',
      }),
    );
    expect(json.status).toBe(200);
  });

  it('refuses bad input with the LoopBack envelope', async () => {
    const pdf = { bytes: new Uint8Array([37, 80, 68, 70]), name: 'a.pdf', type: 'application/pdf' };
    const html = await upload(
      tokens.admin,
      form({ contractId: String(contractId), kind: 'OTHER' }, { ...pdf, name: 'a.html', type: 'text/html' }),
    );
    expect(html.status).toBe(422);
    expect(html.body.error.details[0].path).toBe('/contentType');

    const noFile = await upload(tokens.admin, form({ contractId: String(contractId), kind: 'OTHER' }));
    expect(noFile.status).toBe(422);
    expect(noFile.body.error.details[0].path).toBe('/file');

    const badKind = await upload(tokens.admin, form({ contractId: String(contractId), kind: 'NOPE' }, pdf));
    expect(badKind.status).toBe(422);
    expect(badKind.body.error.details[0].path).toBe('/kind');

    const badId = await upload(tokens.admin, form({ contractId: 'abc', kind: 'OTHER' }, pdf));
    expect(badId.status).toBe(422);
    expect(badId.body.error.details[0].path).toBe('/contractId');

    const extra = await upload(
      tokens.admin,
      form({ contractId: String(contractId), kind: 'OTHER', x: '1' }, pdf),
    );
    expect(extra.status).toBe(422);

    const big = await upload(
      tokens.admin,
      form(
        { contractId: String(contractId), kind: 'OTHER' },
        { ...pdf, bytes: new Uint8Array(10 * 1024 * 1024 + 1) },
      ),
    );
    expect([413, 422]).toContain(big.status);
    expect(big.body.error.statusCode).toBe(big.status);

    const plain = await t.json(
      URL_,
      auth(tokens.admin, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hi' }),
    );
    expect(plain.status).toBe(415);
    expect(plain.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const broken = await t.json(
      URL_,
      auth(tokens.admin, {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=zzz' },
        body: 'not multipart at all',
      }),
    );
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe('MALFORMED_MULTIPART');
  });
});

describe('contract notes', () => {
  it("answer the author's name beside the id, on create and on the list", async () => {
    const created = await t.json(
      '/api/modules/prefund/contract-notes',
      post(tokens.fundingAnalyst, { contractId, category: 'GENERAL', text: 'Called the lessee' }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const author = await t.database.db
      .selectFrom('app_user')
      .select(['id', 'first_name', 'last_name'])
      .where('email', '=', 'daniel.whitfield@example.com')
      .executeTakeFirstOrThrow();
    const name = `${author.first_name} ${author.last_name}`;
    expect(created.body).toMatchObject({ authorId: author.id, authorName: name });
    const listed = await t.json(
      `/api/modules/prefund/contract-notes?filter=${q({ where: { contractId }, order: 'id DESC', limit: 1 })}`,
      auth(tokens.auditor),
    );
    expect(listed.body[0]).toMatchObject({ id: created.body.id, authorName: name });
    const refused = await t.json(
      '/api/modules/prefund/contract-notes',
      post(tokens.admin, { contractId, category: 'GENERAL', text: 'x', authorName: 'Someone else' }),
    );
    expect(refused.status).toBe(422);
  });
});
