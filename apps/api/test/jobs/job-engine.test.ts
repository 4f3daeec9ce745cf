import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobFailure, type JobDefinition } from '../../src/jobs/job-types.ts';
import {
  ADMIN_EMAIL,
  asUser,
  createTestApp,
  jsonBody,
  signIn,
  userIdOf,
  type TestApp,
} from '../support/test-app.ts';

/** Counts to `params.rows` in chunks of 100, reporting each, and stores the numbers as a CSV file. */
const countingJob: JobDefinition<{ rows: number; failAt?: number; crashAt?: number; slowMs?: number }> = {
  type: 'test-count',
  cancellable: true,
  async run(context, params) {
    const lines: string[] = [];
    for (let done = 0; done < params.rows; done += 100) {
      if (params.failAt !== undefined && done >= params.failAt) throw new JobFailure('The numbers ran out.');
      if (params.crashAt !== undefined && done >= params.crashAt)
        throw new TypeError('secret internals at x.ts:12');
      for (let n = done; n < Math.min(done + 100, params.rows); n += 1) lines.push(`${n}\r\n`);
      await context.progress(Math.min(done + 100, params.rows), params.rows, 'Counting');
      if (params.slowMs) await new Promise((resolve) => setTimeout(resolve, params.slowMs));
    }
    const file = await context.saveFile(
      { name: 'numbers.csv', contentType: 'text/csv; charset=utf-8', menu: 'Contracts' },
      (async function* () {
        for (const line of lines) yield new TextEncoder().encode(line);
      })(),
    );
    return { counts: { rows: params.rows }, amountTotal: '1234.50', fileId: file.id };
  },
};

const expectedSha = (rows: number) =>
  createHash('sha256')
    .update(Array.from({ length: rows }, (_, n) => `${n}\r\n`).join(''))
    .digest('hex');

describe('job engine', () => {
  let t: TestApp;
  let adminId: number;
  let otherToken: string;

  beforeAll(async () => {
    t = await createTestApp({ signInAs: ADMIN_EMAIL });
    t.jobs.define(countingJob);
    adminId = await userIdOf(t, ADMIN_EMAIL);
    otherToken = await signIn(t.request, 'priya.raman@example.com');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const start = (params: Parameters<typeof countingJob.run>[1], title = 'Counting numbers') =>
    t.jobs.start({
      type: 'test-count',
      module: 'informationalInvoices',
      title,
      params,
      requestedBy: adminId,
      actorId: adminId,
    });

  it('runs a job to its end: progress, counts, money, a file with its checksum, and a notification', async () => {
    const run = await start({ rows: 2500 });
    expect(await t.jobs.finished(run.id, 30_000)).toBe('succeeded');
    const { body } = await t.json(`/api/job-runs/${run.id}`);
    expect(body).toMatchObject({
      status: 'succeeded',
      progressDone: 2500,
      progressTotal: 2500,
      counts: { rows: 2500 },
      amountTotal: '1234.50',
      attempts: 1,
      requestedBy: adminId,
      actorId: adminId,
      failureReason: null,
      cancellable: false,
    });
    const file = await t.json(`/api/downloads/${body.fileId}`);
    expect(file.body).toMatchObject({ name: 'numbers.csv', sha256: expectedSha(2500), downloadCount: 0 });
    const download = await t.request(`/api/downloads/${body.fileId}/file`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('numbers.csv');
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(expectedSha(2500));
    expect((await t.json(`/api/downloads/${body.fileId}`)).body.downloadCount).toBe(1);
    const audit = await t.database.db
      .selectFrom('audit_event')
      .select(['action', 'entity_id'])
      .where('action', '=', 'download-file')
      .execute();
    expect(audit).toContainEqual({ action: 'download-file', entity_id: String(body.fileId) });
    const notes = await t.json(
      `/api/notifications?filter=${encodeURIComponent(JSON.stringify({ where: { jobRunId: run.id } }))}`,
    );
    expect(notes.body).toEqual([
      expect.objectContaining({
        kind: 'job-succeeded',
        title: 'Counting numbers is ready',
        fileId: body.fileId,
        readAt: null,
      }),
    ]);
  });

  it('ends a run that fails with the reason in plain words, and one that crashes with no internals', async () => {
    const failing = await start({ rows: 1000, failAt: 300 });
    const crashing = await start({ rows: 1000, crashAt: 300 });
    expect(await t.jobs.finished(failing.id, 30_000)).toBe('failed');
    expect(await t.jobs.finished(crashing.id, 30_000)).toBe('failed');
    expect((await t.json(`/api/job-runs/${failing.id}`)).body.failureReason).toBe('The numbers ran out.');
    const crashed = (await t.json(`/api/job-runs/${crashing.id}`)).body;
    expect(crashed.failureReason).toBe(
      'The job stopped on an unexpected error; the server log has the details.',
    );
    expect(JSON.stringify(crashed)).not.toContain('x.ts');
    const note = await t.database.db
      .selectFrom('notification')
      .select(['kind', 'body'])
      .where('job_run_id', '=', failing.id)
      .executeTakeFirstOrThrow();
    expect(note).toEqual({ kind: 'job-failed', body: 'The numbers ran out.' });
  });

  it('stops a cancelled run at its next chunk; a finished run cannot be cancelled', async () => {
    const run = await start({ rows: 100_000, slowMs: 20 });
    for (let i = 0; i < 100; i += 1) {
      const { body } = await t.json(`/api/job-runs/${run.id}`);
      if (body.status === 'running' && body.progressDone > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await t.request(`/api/job-runs/${run.id}/cancel`, { method: 'POST' })).status).toBe(204);
    expect(await t.jobs.finished(run.id, 30_000)).toBe('cancelled');
    const { body } = await t.json(`/api/job-runs/${run.id}`);
    expect(body.progressDone).toBeLessThan(100_000);
    expect(body.fileId).toBeNull();
    const again = await t.json(`/api/job-runs/${run.id}/cancel`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('JOB_FINISHED');
  });

  it('shows each user only their own runs, files and notifications', async () => {
    const run = await start({ rows: 100 });
    await t.jobs.finished(run.id, 30_000);
    const { body } = await t.json(`/api/job-runs/${run.id}`);
    expect((await t.request(`/api/job-runs/${run.id}`, asUser(otherToken))).status).toBe(404);
    expect(
      (await t.request(`/api/job-runs/${run.id}/cancel`, asUser(otherToken, { method: 'POST' }))).status,
    ).toBe(404);
    expect((await t.json('/api/job-runs/count', asUser(otherToken))).body).toEqual({ count: 0 });
    expect((await t.json('/api/notifications/count', asUser(otherToken))).body).toEqual({ count: 0 });
    // Priya holds Contracts download in Informational Invoices? Either way she never reads Avery's file
    // unless her role grants download on its module and menu.
    const other = await t.request(`/api/downloads/${body.fileId}/file`, asUser(otherToken));
    const canShare = (await t.json('/api/downloads', asUser(otherToken))).body.some(
      (file: { id: number }) => file.id === body.fileId,
    );
    expect(other.status).toBe(canShare ? 200 : 404);
    expect((await t.request('/api/job-runs')).status).toBe(200);
    expect((await t.request('/api/job-runs', { headers: { authorization: '' } })).status).toBe(401);
    expect((await t.request('/api/events', { headers: { authorization: '' } })).status).toBe(401);
  });

  it('answers malformed ids and filters with the LoopBack 400, never a 500', async () => {
    for (const path of [
      '/api/job-runs/abc',
      '/api/job-runs/01',
      '/api/downloads/2147483648',
      '/api/downloads/1e3/file',
      `/api/job-runs?filter=${encodeURIComponent('{"where":{"nope":1}}')}`,
      `/api/downloads?filter=${encodeURIComponent('{"order":"sha256; drop table x"}')}`,
      `/api/notifications/count?where=${encodeURIComponent('{"__proto__":{"x":1}}')}`,
      '/api/notifications?filter={bad',
    ]) {
      const { status, body } = await t.json(path);
      expect(status, path).toBe(400);
      expect(body.error.statusCode, path).toBe(400);
      expect(JSON.stringify(body), path).not.toMatch(/at .*\.ts:\d+/);
    }
    expect((await t.request('/api/notifications/0/read', { method: 'POST' })).status).toBe(400);
    expect((await t.request('/api/job-runs/-1/cancel', { method: 'POST' })).status).toBe(400);
  });

  it('marks notifications read, one or all, only the caller’s', async () => {
    const run = await start({ rows: 100 });
    await t.jobs.finished(run.id, 30_000);
    const unread = (
      await t.json('/api/notifications/count?where=' + encodeURIComponent(JSON.stringify({ readAt: null })))
    ).body.count;
    expect(unread).toBeGreaterThan(0);
    const [latest] = (await t.json('/api/notifications')).body;
    expect(
      (await t.request(`/api/notifications/${latest.id}/read`, asUser(otherToken, { method: 'POST' })))
        .status,
    ).toBe(404);
    expect((await t.request(`/api/notifications/${latest.id}/read`, { method: 'POST' })).status).toBe(204);
    expect((await t.json(`/api/notifications/${latest.id}`)).body.readAt).not.toBeNull();
    expect((await t.request('/api/notifications/read-all', jsonBody('POST', {}))).status).toBe(204);
    const after = (
      await t.json('/api/notifications/count?where=' + encodeURIComponent(JSON.stringify({ readAt: null })))
    ).body;
    expect(after).toEqual({ count: 0 });
  });

  it('streams progress to its user at least every 2 s, and replays notifications after a reconnect', async () => {
    const controller = new AbortController();
    const response = await t.request('/api/events', { signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const events: { event: string; id: string; data: any; at: number }[] = [];
    let buffer = '';
    const readUntil = async (done: () => boolean, ms: number) => {
      const deadline = Date.now() + ms;
      while (!done() && Date.now() < deadline) {
        const next = await Promise.race([
          reader.read(),
          new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), deadline - Date.now())),
        ]);
        if (!next || next.done) break;
        buffer += decoder.decode(next.value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            block
              .split('\n')
              .find((line) => line.startsWith(`${name}:`))
              ?.slice(name.length + 1)
              .trim();
          const data = field('data');
          if (data)
            events.push({
              event: field('event') ?? 'message',
              id: field('id') ?? '',
              data: JSON.parse(data),
              at: Date.now(),
            });
        }
      }
    };
    await readUntil(() => events.some((e) => e.event === 'unread'), 5000);
    const run = await start({ rows: 4000, slowMs: 25 });
    await readUntil(
      () => events.some((e) => e.event === 'notification' && e.data.jobRunId === run.id),
      30_000,
    );
    controller.abort();
    const progress = events.filter((e) => e.event === 'job' && e.data.id === run.id);
    expect(progress.map((e) => e.data.status)).toContain('running');
    expect(progress.at(-1)!.data.status).toBe('succeeded');
    const running = progress.filter((e) => e.data.status === 'running');
    for (let i = 1; i < running.length; i += 1)
      expect(running[i]!.at - running[i - 1]!.at).toBeLessThan(2000);
    expect(running.length).toBeGreaterThan(1);
    const notification = events.find((e) => e.event === 'notification')!;

    // Reconnecting with the id before that notification replays it.
    const replay = await (async () => {
      const second = await t.request('/api/events', {
        headers: { 'Last-Event-ID': String(notification.data.id - 1) },
      });
      const r = second.body!.getReader();
      let all = '';
      const deadline = Date.now() + 5000;
      while (!all.includes('event: notification') && Date.now() < deadline) {
        const next = await r.read();
        if (next.done) break;
        all += new TextDecoder().decode(next.value);
      }
      await r.cancel();
      return all;
    })();
    expect(replay).toContain('event: notification');
  }, 60_000);
});
