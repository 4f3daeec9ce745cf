import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/lib/logger.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.ts';
import { databaseFileStore } from '../../src/jobs/file-store.ts';
import { startJobEngine } from '../../src/jobs/job-engine.ts';
import type { JobDefinition, JobRunner } from '../../src/jobs/job-types.ts';
import { LiveEvents } from '../../src/jobs/live-events.ts';
import { ADMIN_EMAIL, createTestApp, userIdOf, type TestApp } from '../support/test-app.ts';

// Two API servers sharing one PostgreSQL database: every job runs exactly once, on one of them. Runs only
// in the PostgreSQL pass (TEST_DATABASE_URL); the embedded store has a single owner.
let t: TestApp;
const handles: DatabaseHandle[] = [];
const engines: JobRunner[] = [];

/** Records which server ran it, after a short chunk of work. */
const tally = (server: string): JobDefinition<{ n: number }> => ({
  type: 'test-tally',
  cancellable: false,
  async run(context, { n }) {
    await context.progress(0, 1, 'Working');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await sql`insert into job_tally (run_id, server, n) values (${context.runId}, ${server}, ${n})`.execute(
      context.db,
    );
    return { counts: { n } };
  },
});

beforeAll(async () => {
  t = await createTestApp();
  if (t.database.kind !== 'postgres') return;
  await sql`create table job_tally (run_id int, server text, n int)`.execute(t.database.db);
  for (const server of ['a', 'b']) {
    const handle = await openDatabase({
      databaseUrl: t.database.databaseUrl,
      statementTimeoutMs: 5000,
      poolSize: 4,
    });
    handles.push(handle);
    const engine = await startJobEngine({
      database: handle,
      logger: createLogger('silent'),
      files: databaseFileStore(handle.db),
      events: new LiveEvents(),
      pollSeconds: 0.5,
    });
    engine.define(tally(server));
    engines.push(engine);
  }
}, 60_000);
afterAll(async () => {
  for (const engine of engines) await engine.stop();
  for (const handle of handles) await handle.close();
  await t?.close();
});

describe.runIf(process.env['TEST_DATABASE_URL'])('two servers, one queue', () => {
  it('runs each of 50 jobs exactly once, across both servers', async () => {
    const userId = await userIdOf(t, ADMIN_EMAIL);
    const started = Date.now();
    const runs = [];
    for (let n = 0; n < 50; n += 1) {
      const engine = engines[n % 2]!;
      runs.push(
        await engine.start({
          type: 'test-tally',
          module: null,
          title: `Tally ${n}`,
          params: { n },
          requestedBy: userId,
          actorId: userId,
        }),
      );
    }
    for (const run of runs) expect(await engines[0]!.finished(run.id, 60_000)).toBe('succeeded');
    const seconds = (Date.now() - started) / 1000;
    const { rows } = await sql<{ run_id: number; times: number; servers: string }>`
      select run_id, count(*)::int as times, string_agg(server, ',') as servers from job_tally group by run_id`.execute(
      t.database.db,
    );
    expect(rows).toHaveLength(50);
    expect(rows.every((row) => row.times === 1)).toBe(true);
    const servers = new Set(rows.map((row) => row.servers));
    expect(servers).toEqual(new Set(['a', 'b']));
    const attempts = await t.database.db
      .selectFrom('job_run')
      .select('attempts')
      .where('type', '=', 'test-tally')
      .execute();
    expect(attempts.every((row) => row.attempts === 1)).toBe(true);
    console.info(`50 jobs on two servers (PostgreSQL): ${(50 / seconds).toFixed(1)} jobs/s`);
  }, 120_000);
});
