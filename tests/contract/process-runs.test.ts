import { countResult, gpJournalRow, jobStarted, miscLateFeePreview, processRunRow } from '@lendline/wire';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectExactKeys, openContractHarness, rawJson, type ContractHarness } from './contract-client.ts';

// The process pages (apps/staff/src/features/process-runs): the two run histories, the late-fee run's
// preview and start, and the GP journal, answered by the real server as the wire declares them.

let harness: ContractHarness;
beforeAll(async () => {
  harness = await openContractHarness();
}, 120_000);
afterAll(() => harness.close());

async function postJson(path: string, body: object) {
  const response = await harness.app.request(`/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('Process pages (apps/staff/src/features/process-runs)', () => {
  it("the late-fee preview, its run and the misc history are the wire's", async () => {
    const asOfDate = new Date().toISOString().slice(0, 10);
    const preview = await postJson('/misc-process-runs/late-fees/preview', { asOfDate, graceDays: 10 });
    expect(preview.status).toBe(200);
    const parsed = v.parse(miscLateFeePreview, preview.body);
    expectExactKeys(miscLateFeePreview, [preview.body]);
    expect(parsed.count).toBeGreaterThan(0);
    const started = await postJson('/misc-process-runs/late-fees', {
      asOfDate,
      graceDays: 10,
      confirm: parsed.confirm,
    });
    expect(started.status).toBe(202);
    const runId = v.parse(jobStarted, started.body).jobRun.id;
    expect(await harness.app.jobs.finished(runId, 60_000)).toBe('succeeded');

    const { api } = harness;
    const rows = await api.list(
      'misc-process-runs',
      { order: ['id DESC'], limit: 15 },
      { schema: processRunRow },
    );
    expect(rows[0]).toMatchObject({ id: runId, status: 'succeeded', parameterKey: `${asOfDate}|10` });
    expectExactKeys(processRunRow, (await rawJson(harness, '/api/misc-process-runs')) as object[]);
    expect((await api.get('misc-process-runs/count', undefined, { schema: countResult })).count).toBe(
      rows.length,
    );
    const again = v.parse(
      miscLateFeePreview,
      (await postJson('/misc-process-runs/late-fees/preview', { asOfDate, graceDays: 10 })).body,
    );
    expect(again.previousRun?.id).toBe(runId);
  });

  it("the extension history and the GP journal are the wire's", async () => {
    const { api } = harness;
    const preview = (await rawJson(
      harness,
      '/api/rpm-extension-process-vws/process-new-ext/ALL/2030-12-31',
    )) as {
      confirm: string;
    };
    const started = await harness.app.request(
      `/api/rpm-extension-process-vws/process-new-ext/ALL/2030-12-31?confirm=${preview.confirm}`,
    );
    const runId = v.parse(jobStarted, await started.json()).jobRun.id;
    expect(await harness.app.jobs.finished(runId, 60_000)).toBe('succeeded');
    const runs = await api.list(
      'extension-process-runs',
      { order: ['id DESC'], limit: 15 },
      { schema: processRunRow },
    );
    expect(runs.map((run) => run.id)).toContain(runId);
    expectExactKeys(processRunRow, (await rawJson(harness, '/api/extension-process-runs')) as object[]);
    expect((await api.get('extension-process-runs/count', undefined, { schema: countResult })).count).toBe(
      runs.length,
    );

    // The demo's GP refusals, sent again: the embedded journal then holds documents to read.
    const failed = (await rawJson(
      harness,
      `/api/gpExtensionInvoices?filter=${encodeURIComponent(JSON.stringify({ where: { status: 'POST_FAILED' } }))}`,
    )) as { id: number }[];
    expect(failed.length).toBeGreaterThan(0);
    const posting = await postJson('/gpExtensionInvoices', { invoiceIds: failed.map((row) => row.id) });
    expect(posting.status).toBe(202);
    expect(await harness.app.jobs.finished(v.parse(jobStarted, posting.body).jobRun.id, 60_000)).toBe(
      'succeeded',
    );
    const journal = await api.list('gp-journal', { order: ['id DESC'], limit: 15 }, { schema: gpJournalRow });
    expectExactKeys(
      gpJournalRow,
      (await rawJson(harness, '/api/gp-journal?filter={"limit":15}')) as object[],
    );
    expect(journal.length).toBeGreaterThan(0);
    const { count } = await api.get('gp-journal/count', undefined, { schema: countResult });
    expect(count).toBeGreaterThanOrEqual(journal.length);
  });
});
