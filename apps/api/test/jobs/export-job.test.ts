import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, asUser, createTestApp, signIn, type TestApp } from '../support/test-app.ts';

// The demo's modules hold a few thousand contracts, fewer than the default 5,000 rows an export streams
// inline, so the threshold is lowered here to see a whole module's export become a job.
describe('a large export becomes a job whose file lands in Downloads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ signInAs: ADMIN_EMAIL, exportInlineRows: 100 });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const path = '/api/modules/informationalInvoices/contracts';

  it('answers 202 with the run, and the file holds every contract of the module', async () => {
    const started = await t.json(`${path}/export.csv`);
    expect(started.status).toBe(202);
    expect(started.body.jobRun).toMatchObject({
      type: 'contract-export-csv',
      module: 'informationalInvoices',
      title: 'Contracts export (CSV)',
      cancellable: true,
    });
    const runId = started.body.jobRun.id;
    expect(await t.jobs.finished(runId, 60_000)).toBe('succeeded');
    const run = (await t.json(`/api/job-runs/${runId}`)).body;
    const total = (await t.json(`${path}/count`)).body.count;
    expect(run).toMatchObject({
      status: 'succeeded',
      progressDone: total,
      progressTotal: total,
      counts: { rows: total },
    });
    const file = (await t.json(`/api/downloads/${run.fileId}`)).body;
    expect(file).toMatchObject({
      module: 'informationalInvoices',
      menu: 'Contracts',
      contentType: 'text/csv; charset=utf-8',
    });
    expect(file.name).toMatch(/^contracts-informationalInvoices-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = Buffer.from(await (await t.request(`/api/downloads/${run.fileId}/file`)).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.trimEnd().split('\r\n')).toHaveLength(total + 1);
    const [note] = (
      await t.json(
        `/api/notifications?filter=${encodeURIComponent(JSON.stringify({ where: { jobRunId: runId } }))}`,
      )
    ).body;
    expect(note).toMatchObject({
      kind: 'job-succeeded',
      title: 'Contracts export (CSV) is ready',
      fileId: run.fileId,
    });
    expect(note.body).toBe(`${total.toLocaleString('en-US')} rows · ${file.name}`);

    // The same export asked again writes the same bytes: a retried run's file has the same checksum.
    const again = (await t.json(`${path}/export.csv`)).body.jobRun.id;
    expect(await t.jobs.finished(again, 60_000)).toBe('succeeded');
    const second = (await t.json(`/api/downloads/${(await t.json(`/api/job-runs/${again}`)).body.fileId}`))
      .body;
    expect(second.sha256).toBe(file.sha256);
  }, 120_000);

  it('does the same for the inquiries export (Vendor Quote), with its own right and file name', async () => {
    const started = await t.json('/api/inquiries/export.csv');
    expect(started.status).toBe(202);
    expect(started.body.jobRun).toMatchObject({
      type: 'inquiries-export-csv',
      title: 'Inquiries export (CSV)',
    });
    expect(await t.jobs.finished(started.body.jobRun.id, 60_000)).toBe('succeeded');
    const run = (await t.json(`/api/job-runs/${started.body.jobRun.id}`)).body;
    const total = (await t.json('/api/inquiries/count')).body.count;
    const file = (await t.json(`/api/downloads/${run.fileId}`)).body;
    expect(file).toMatchObject({ module: 'loanCalculator', menu: 'Inquiries' });
    expect(file.name).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await (await t.request(`/api/downloads/${run.fileId}/file`)).text();
    expect(text.trimEnd().split('\r\n')).toHaveLength(total + 1);
  }, 120_000);

  it('keeps a small export inline, and refuses one the caller may not download', async () => {
    const where = { contractNumber: { like: 'zzz-none%' } };
    const small = await t.request(
      `${path}/export.csv?filter=${encodeURIComponent(JSON.stringify({ where }))}`,
    );
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toContain('text/csv');
    const sales = await signIn(t.request, 'siobhan.obrien@example.com');
    const refused = await t.request(`${path}/export.csv`, asUser(sales));
    expect(refused.status).toBe(403);
    expect((await t.json('/api/job-runs/count', asUser(sales))).body.count).toBe(0);
  });
});
