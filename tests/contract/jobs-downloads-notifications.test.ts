import {
  countResult,
  downloadRecord,
  jobRunRecord,
  jobStarted,
  liveEventData,
  liveEventOf,
  notificationRecord,
} from '@lendline/wire';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL } from '../../apps/api/test/support/test-app.ts';
import { expectExactKeys, openContractHarness, rawJson, type ContractHarness } from './contract-client.ts';

let harness: ContractHarness;
let runId: number;
beforeAll(async () => {
  // An export of more than 50 rows becomes a job, so the demo's lists make runs, files and notifications.
  harness = await openContractHarness(ADMIN_EMAIL, { exportInlineRows: 50 });
  const started = await harness.app.request('/api/credit-applications/export.csv');
  expect(started.status).toBe(202);
  const body = (await started.json()) as Record<string, object>;
  runId = v.parse(jobStarted, body).jobRun.id;
  expectExactKeys(jobRunRecord, [body.jobRun!]);
  expect(await harness.app.jobs.finished(runId, 60_000)).toBe('succeeded');
}, 120_000);
afterAll(() => harness.close());

describe('Jobs, Downloads and notifications (apps/staff/src/lib/jobs.ts, features/downloads, features/notifications)', () => {
  it("a job run, its list and count are the wire's", async () => {
    const { api } = harness;
    const run = await api.findById('job-runs', runId, undefined, { schema: jobRunRecord });
    expect(run).toMatchObject({ status: 'succeeded', type: 'credit-applications-export-csv' });
    expect(run.fileId).not.toBeNull();
    const runs = await api.list('job-runs', { order: ['id DESC'], limit: 20 }, { schema: jobRunRecord });
    expect(runs.map((one) => one.id)).toContain(runId);
    expectExactKeys(jobRunRecord, (await rawJson(harness, '/api/job-runs')) as object[]);
    expect((await api.get('job-runs/count', undefined, { schema: countResult })).count).toBe(runs.length);
  });

  it("Downloads' list, count and file record are the wire's, and the file is its bytes", async () => {
    const { api } = harness;
    const { fileId } = await api.findById('job-runs', runId, undefined, { schema: jobRunRecord });
    const files = await api.list(
      'downloads',
      { order: ['createdAt DESC'], limit: 15 },
      { schema: downloadRecord },
    );
    expect(files.map((file) => file.id)).toContain(fileId);
    expectExactKeys(downloadRecord, (await rawJson(harness, '/api/downloads')) as object[]);
    expect((await api.get('downloads/count', undefined, { schema: countResult })).count).toBe(files.length);
    const file = await api.findById('downloads', fileId!, undefined, { schema: downloadRecord });
    const bytes = await harness.app.request(`/api/downloads/${fileId}/file`);
    expect(bytes.headers.get('content-type')).toBe(file.contentType);
    expect((await bytes.arrayBuffer()).byteLength).toBe(file.size);
  });

  it("the bell's notifications and unread count are the wire's, and marking them read answers 204", async () => {
    const { api, app } = harness;
    const notes = await api.list(
      'notifications',
      { order: ['createdAt DESC', 'id DESC'], limit: 20 },
      { schema: notificationRecord },
    );
    expect(notes[0]).toMatchObject({ kind: 'job-succeeded', jobRunId: runId, readAt: null });
    expectExactKeys(notificationRecord, (await rawJson(harness, '/api/notifications')) as object[]);
    expect((await api.count('notifications', { readAt: null })).count).toBeGreaterThan(0);
    const read = await app.request(`/api/notifications/${notes[0]!.id}/read`, { method: 'POST' });
    expect(read.status).toBe(204);
    const all = await app.request('/api/notifications/read-all', { method: 'POST' });
    expect(all.status).toBe(204);
    expect((await api.count('notifications', { readAt: null })).count).toBe(0);
  });

  it("the live events' messages are the wire's", async () => {
    const controller = new AbortController();
    const response = await harness.app.request('/api/events', { signal: controller.signal });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const seen = new Map<string, unknown>();
    let text = '';
    // The stream opens with the unread count and the runs that moved lately (this file's export).
    while (!(seen.has('unread') && seen.has('job'))) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
      for (const block of text.split('\n\n').slice(0, -1)) {
        const type = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (type && data) seen.set(type, JSON.parse(data));
      }
    }
    controller.abort();
    await reader.cancel().catch(() => undefined);
    expect([...seen.keys()].sort()).toEqual(['job', 'unread']);
    for (const [type, data] of seen) {
      expect(liveEventOf(type, data), `event: ${type}`).toBeDefined();
      expectExactKeys(liveEventData[type as keyof typeof liveEventData], [data as object]);
    }
  }, 30_000);
});
