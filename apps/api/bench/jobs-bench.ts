import { Hono } from 'hono';
import { sql } from 'kysely';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppEnv } from '../src/lib/app-env.ts';
import { createLogger } from '../src/lib/logger.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { databaseFileStore } from '../src/jobs/file-store.ts';
import { eventStreamRoutes } from '../src/features/jobs/event-stream.routes.ts';
import { startJobEngine } from '../src/jobs/job-engine.ts';
import { LiveEvents } from '../src/jobs/live-events.ts';
import { postgresAdminUrl } from './bench-server.ts';

// `npm run bench -- --jobs [--postgres]`: the job engine's throughput (short jobs started one after
// another, finished by the engine's workers) and how long a job's progress takes to reach a browser's
// event stream (from the job's `progress` call to the `job` event read off `/events`), on the embedded
// store or a fresh database on PostgreSQL.

const JOBS = 200;
const PROGRESS_STEPS = 20;

async function withDatabase(postgresUrl: string | undefined, run: (handle: DatabaseHandle) => Promise<void>) {
  if (!postgresUrl) {
    const dir = await mkdtemp(join(tmpdir(), 'lendline-jobs-bench-'));
    const handle = await openDatabase({ pgliteDir: join(dir, 'pgdata'), statementTimeoutMs: 60_000 });
    try {
      await migrateToLatest(handle.db);
      await run(handle);
    } finally {
      await handle.close();
      await rm(dir, { recursive: true, force: true });
    }
    return;
  }
  const name = `lendline_jobs_bench_${process.pid}`;
  const admin = await openDatabase({ databaseUrl: postgresUrl, statementTimeoutMs: 60_000, poolSize: 1 });
  await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin.db);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), statementTimeoutMs: 60_000 });
  try {
    await migrateToLatest(handle.db);
    await run(handle);
  } finally {
    await handle.close();
    await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin.db);
    await admin.close();
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

export async function jobsBench(args: readonly string[]): Promise<void> {
  const postgres = postgresAdminUrl(args);
  await withDatabase(postgres, async (handle) => {
    const store = postgres ? 'PostgreSQL' : 'embedded PGlite';
    const { id: userId } = await handle.db
      .insertInto('app_user')
      .values({
        first_name: 'Bench',
        last_name: 'User',
        email: 'bench@example.com',
        is_active: true,
        config: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const events = new LiveEvents();
    const startedAt = Date.now();
    const jobs = await startJobEngine({
      database: handle,
      logger: createLogger('silent'),
      files: databaseFileStore(handle.db),
      events,
    });
    console.log(`Job engine started on ${store} in ${Date.now() - startedAt} ms (queue schema included)`);
    const progressAt = new Map<number, number>();
    jobs.define<{ steps: number }>({
      type: 'bench-noop',
      cancellable: false,
      async run(context, { steps }) {
        for (let step = 1; step <= steps; step += 1) {
          // Progress is written at most twice a second: pace the steps so each one is written.
          if (steps > 1) await new Promise((resolve) => setTimeout(resolve, 550));
          progressAt.set(step, Date.now());
          await context.progress(step, steps, 'Working');
        }
        return {};
      },
    });

    const started = Date.now();
    const runs = [];
    for (let n = 0; n < JOBS; n += 1) {
      runs.push(
        await jobs.start({
          type: 'bench-noop',
          module: null,
          title: 'Bench',
          params: { steps: 0 },
          requestedBy: userId,
          actorId: userId,
        }),
      );
    }
    for (const run of runs) await jobs.finished(run.id, 120_000);
    const seconds = (Date.now() - started) / 1000;
    console.log(`${JOBS} short jobs, started one after another: ${(JOBS / seconds).toFixed(1)} jobs/s`);

    // The stream as the app serves it, for a caller set by hand (the sign-in is not what is measured).
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('principal', {
        userId,
        sessionId: 'bench',
        firstName: 'Bench',
        lastName: 'User',
        email: '',
        roleId: null,
        roleName: null,
        roleState: 'none',
        permissions: {},
      });
      await next();
    });
    app.route(
      '/',
      eventStreamRoutes({ db: handle.db, events, cancellableTypes: () => [], sessionCheckMs: 3_600_000 }),
    );
    const response = await app.request('/events');
    const reader = response.body!.getReader();
    const latencies: number[] = [];
    const run = await jobs.start({
      type: 'bench-noop',
      module: null,
      title: 'Bench',
      params: { steps: PROGRESS_STEPS },
      requestedBy: userId,
      actorId: userId,
    });
    let buffer = '';
    const seen = new Set<number>();
    while (seen.size < PROGRESS_STEPS) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += new TextDecoder().decode(value);
      let end;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!block.includes('event: job')) continue;
        const dataLine = block.split('\n').find((line) => line.startsWith('data:')) ?? 'data: {}';
        const data = JSON.parse(dataLine.slice(5));
        const step = Number(data.progressDone);
        if (data.id !== run.id || step < 1 || seen.has(step)) continue;
        seen.add(step);
        latencies.push(Date.now() - (progressAt.get(step) ?? Date.now()));
      }
    }
    await reader.cancel();
    console.log(
      `progress to the event stream (${latencies.length} steps): p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, max ${Math.max(...latencies)} ms`,
    );
    events.close();
    await jobs.stop();
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  jobsBench(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
