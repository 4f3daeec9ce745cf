import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, q, type TestApp } from '../support/test-app.ts';
import { auth, post, signInAll, SETUP_TIMEOUT_MS, type Account } from '../portfolio/portfolio-support.ts';

// Issue 23 item 2: POST /gpExtensionInvoices sends extension invoices to Dynamics GP as a job, once each:
// on the embedded GP journal by default, and through the real client against a local stand-in that
// models batches, duplicate document numbers, refusals and an outage.

type Row = Record<string, any>;

/** Extension invoices still to post: the invoicing run's DRAFTs (the seed's are paid or sent). */
async function draftsOf(t: TestApp, token: string): Promise<Row[]> {
  const preview = (
    await t.json(
      '/api/rpm-extension-invoice-process-vws/process-invoicing-ext/ALL/2026-12-31/ALL',
      auth(token),
    )
  ).body;
  const started = await t.json(
    `/api/rpm-extension-invoice-process-vws/process-invoicing-ext/ALL/2026-12-31/ALL?confirm=${preview.confirm}`,
    auth(token),
  );
  expect(await t.jobs!.finished(started.body.jobRun.id, 60_000)).toBe('succeeded');
  return (
    await sql<Row>`select i.id, i.invoice_number, i.total::text as total, i.customer_id from invoice i
      where i.kind = 'EXTENSION' and i.status = 'DRAFT' order by i.id`.execute(t.database.db)
  ).rows;
}

async function postToGp(t: TestApp, token: string, invoiceIds: number[]) {
  const started = await t.json('/api/gpExtensionInvoices', post(token, { invoiceIds }));
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  expect(await t.jobs!.finished(started.body.jobRun.id, 60_000)).toBe('succeeded');
  return (await t.json(`/api/job-runs/${started.body.jobRun.id}`, auth(token))).body;
}

describe('POST /gpExtensionInvoices on the embedded GP journal', () => {
  let t: TestApp;
  let tokens: Record<Account, string>;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInAll(t, ['admin', 'financeManager', 'auditor', 'sales']);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('puts each invoice in a GP batch once, POSTED with its document, and a second send changes nothing', async () => {
    const drafts = (await draftsOf(t, tokens.admin)).slice(0, 12);
    expect(drafts.length).toBeGreaterThan(2);
    // One lessee without a GP customer number: GP refuses that document.
    const refused = drafts[0]!;
    await sql`update customer set gp_customer_number = null where id = ${refused.customer_id}`.execute(
      t.database.db,
    );
    const ids = drafts.map((invoice) => invoice.id as number);
    const run = await postToGp(t, tokens.financeManager, ids);
    const sameCustomer = drafts.filter((invoice) => invoice.customer_id === refused.customer_id).length;
    expect(run.counts).toEqual({
      posted: ids.length - sameCustomer,
      failed: sameCustomer,
      skipped: 0,
      unreachable: 0,
    });
    const { rows } =
      await sql<Row>`select id, status, gp_doc_number, gp_batch_id, post_error, invoice_number, total::text as total
      from invoice where id = any(${ids}) order by id`.execute(t.database.db);
    // These invoices' documents: the seeded book's own are in the journal too.
    const journal = (
      await sql<Row>`select document_number, batch_id, total::text as total from gp_journal
        where document_number in (select 'EXT-' || invoice_number from invoice where id = any(${ids})) order by id`.execute(
        t.database.db,
      )
    ).rows;
    expect(journal).toHaveLength(ids.length - sameCustomer);
    for (const invoice of rows) {
      if (invoice.status === 'POST_FAILED') {
        expect(invoice.post_error).toContain('GP customer number');
        continue;
      }
      expect(invoice.status).toBe('POSTED');
      expect(invoice.gp_doc_number).toBe(`EXT-${invoice.invoice_number}`);
      expect(invoice.gp_batch_id).toMatch(/^EXT-\d{8}$/);
      expect(journal.find((document) => document.document_number === invoice.gp_doc_number)?.total).toBe(
        invoice.total,
      );
    }
    const totalCents = rows
      .filter((invoice) => invoice.status === 'POSTED')
      .reduce((sum, invoice) => sum + Math.round(Number(invoice.total) * 100), 0);
    expect(Math.round(Number(run.amountTotal) * 100)).toBe(totalCents);
    const notice = (
      await sql<Row>`select title, body from notification where job_run_id = ${run.id}`.execute(t.database.db)
    ).rows[0]!;
    expect(notice.title).toBe('Unable to process');
    expect(notice.body).toContain('Unable to process invoices in GP');

    // The failed one is listed as such; sent again (the customer fixed), it goes in once.
    const failed = await t.json(
      `/api/gpExtensionInvoices?filter=${q({ where: { status: 'POST_FAILED', id: { inq: ids } } })}`,
      auth(tokens.auditor),
    );
    expect(failed.body.map((invoice: Row) => invoice.postError)).toEqual(
      Array(sameCustomer).fill(expect.stringContaining('GP customer number')),
    );
    await sql`update customer set gp_customer_number = 'C-FIXED' where id = ${refused.customer_id}`.execute(
      t.database.db,
    );
    const again = await postToGp(t, tokens.financeManager, ids);
    expect(again.counts).toEqual({
      posted: sameCustomer,
      failed: 0,
      skipped: ids.length - sameCustomer,
      unreachable: 0,
    });
    expect(
      Number(
        (
          await sql<Row>`select count(*) as n from gp_journal
            where document_number in (select 'EXT-' || invoice_number from invoice where id = any(${ids}))`.execute(
            t.database.db,
          )
        ).rows[0]!.n,
      ),
    ).toBe(ids.length);
  });

  it('refuses a body that is not a list of invoice ids, and a role without Extensions › Invoices › create', async () => {
    for (const body of [
      {},
      { invoiceIds: [] },
      { invoiceIds: ['1'] },
      { invoiceIds: [1.5] },
      { invoiceIds: [0] },
      { ids: [1] },
    ]) {
      const answer = await t.json('/api/gpExtensionInvoices', post(tokens.admin, body));
      expect(answer.status, JSON.stringify(body)).toBe(422);
    }
    const tooMany = await t.json(
      '/api/gpExtensionInvoices',
      post(tokens.admin, { invoiceIds: Array.from({ length: 5001 }, (_, i) => i + 1) }),
    );
    expect(tooMany.status).toBe(422);
    expect((await t.json('/api/gpExtensionInvoices', post(tokens.auditor, { invoiceIds: [1] }))).status).toBe(
      403,
    );
    expect((await t.json('/api/gpExtensionInvoices', post(tokens.sales, { invoiceIds: [1] }))).status).toBe(
      403,
    );
    const anonymous = await t.request('/api/gpExtensionInvoices', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"invoiceIds":[1]}',
    });
    expect(anonymous.status).toBe(401);
  });
});

/** Dynamics GP as its SBA endpoint behaves: batches, one document per number, refusals, an outage. */
function gpStandIn() {
  const documents = new Map<string, { batch: string; body: Row }>();
  const state = { down: false, requests: [] as { authorization?: string; path?: string; body: Row }[] };
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text || '{}') as Row;
    state.requests.push({ authorization: request.headers.authorization, path: request.url, body });
    const reply = (status: number, payload: Row) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    if (state.down) return reply(503, { Message: 'Service unavailable' });
    if (
      request.headers.authorization !==
      `Basic ${Buffer.from('lendline-gp:gp-test-password').toString('base64')}`
    )
      return reply(401, { Message: 'Unauthorized' });
    if (String(body.CustomerId).startsWith('HOLD'))
      return reply(422, { Message: 'Customer is on hold (RM00101 HOLD = 1)' });
    const existing = documents.get(body.SOPNumber);
    if (existing) return reply(409, { Message: 'Duplicate document number', BatchId: existing.batch });
    documents.set(body.SOPNumber, { batch: body.BatchId, body });
    return reply(201, { BatchId: body.BatchId, SOPNumber: body.SOPNumber });
  });
  return { server, documents, state };
}

describe('POST /gpExtensionInvoices through the GP service client', () => {
  const gp = gpStandIn();
  let t: TestApp;
  let tokens: Record<Account, string>;
  beforeAll(async () => {
    await new Promise<void>((resolve) => gp.server.listen(0, '127.0.0.1', resolve));
    const { port } = gp.server.address() as AddressInfo;
    t = await createTestApp({ gpUrl: `http://127.0.0.1:${port}/GPService/Tenants(DefaultTenant)` });
    tokens = await signInAll(t, ['admin']);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => gp.server.close(resolve));
  });

  it('creates each document once in its batch, keeps GP refusals, and leaves invoices waiting through an outage', async () => {
    const drafts = (await draftsOf(t, tokens.admin)).slice(0, 6);
    const ids = drafts.map((invoice) => invoice.id as number);
    const held = drafts[1]!;
    await sql`update customer set gp_customer_number = 'HOLD-1' where id = ${held.customer_id}`.execute(
      t.database.db,
    );
    const heldCount = drafts.filter((invoice) => invoice.customer_id === held.customer_id).length;

    gp.state.down = true;
    const outage = await postToGp(t, tokens.admin, ids);
    expect(outage.counts).toMatchObject({ posted: 0, failed: 0, unreachable: ids.length });
    // count(*) is a bigint: a string on PostgreSQL, a number on PGlite.
    expect(
      Number(
        (
          await sql<Row>`select count(*) as n from invoice where id = any(${ids}) and status = 'DRAFT'`.execute(
            t.database.db,
          )
        ).rows[0]!.n,
      ),
    ).toBe(ids.length);

    gp.state.down = false;
    const run = await postToGp(t, tokens.admin, [...ids].reverse());
    expect(run.counts).toEqual({
      posted: ids.length - heldCount,
      failed: heldCount,
      skipped: 0,
      unreachable: 0,
    });
    const last = gp.state.requests.at(-1)!;
    expect(last.path).toBe('/GPService/Tenants(DefaultTenant)/Companies(LENDLINE)/Sales/SalesInvoices');
    expect(last.body).toMatchObject({
      SOPNumber: expect.stringMatching(/^EXT-INV-\d{7}$/),
      BatchId: expect.stringMatching(/^EXT-\d{8}$/),
    });
    expect(gp.documents.size).toBe(ids.length - heldCount);
    const refusal = (
      await sql<Row>`select post_error from invoice where id = ${held.id}`.execute(t.database.db)
    ).rows[0]!;
    expect(refusal.post_error).toBe('GP: Customer is on hold (RM00101 HOLD = 1)');

    // Our answer was lost after GP took a document: GP says duplicate, the invoice is POSTED once.
    const [lost] = (
      await sql<Row>`select id from invoice where id = any(${ids}) and status = 'POSTED' limit 1`.execute(
        t.database.db,
      )
    ).rows;
    await sql`update invoice set status = 'DRAFT', gp_doc_number = null, gp_batch_id = null where id = ${lost!.id}`.execute(
      t.database.db,
    );
    const retry = await postToGp(t, tokens.admin, [lost!.id]);
    expect(retry.counts).toMatchObject({ posted: 1, failed: 0 });
    expect(gp.documents.size).toBe(ids.length - heldCount);
    const back = (
      await sql<Row>`select status, gp_doc_number from invoice where id = ${lost!.id}`.execute(t.database.db)
    ).rows[0]!;
    expect(back.status).toBe('POSTED');
    expect(back.gp_doc_number).toMatch(/^EXT-INV-/);
  });
});
