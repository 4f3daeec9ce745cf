import type { PermissionMap } from '@lendline/permissions';
import { sql, type Selectable } from 'kysely';
import PgBoss from 'pg-boss';
import type { Logger } from '../lib/logger.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { JobRunTable, JobStatus } from '../db/schema.ts';
import type { FileStore } from './file-store.ts';
import { embeddedBossDatabase } from './boss-database.ts';
import type { LiveEvents } from './live-events.ts';
import {
  JobCancelled,
  JobFailure,
  type JobContext,
  type JobDefinition,
  type JobOutcome,
  type JobRequest,
  type JobRunner,
} from './job-types.ts';

export type JobRunRow = Selectable<JobRunTable>;

export interface JobEngineOptions {
  database: DatabaseHandle;
  logger: Logger;
  files: FileStore;
  events: LiveEvents;
  /** How often a running job proves it is alive (and learns of a cancel). */
  heartbeatMs?: number;
  /** A run silent this long is taken for dead (its server stopped) and retried. */
  staleAfterMs?: number;
  /** How often an idle worker asks the queue for work; a run started on this server wakes it at once. */
  pollSeconds?: number;
  /** Runs at once per server: one on the embedded store's single connection, two on PostgreSQL. */
  concurrency?: number;
  /** A user's rights as of now (the app wires the auth feature's reading of them). */
  rightsOf?: (userId: number) => Promise<PermissionMap | undefined>;
}

/** Tries in all: the first and two after a server died under the run. */
const RETRY_LIMIT = 2;
/** Progress is written at most this often; the stream shows it within the 2 s the spec asks. */
const PROGRESS_WRITE_MS = 500;
const UNEXPECTED = 'The job stopped on an unexpected error; the server log has the details.';
const INTERRUPTED =
  'Interrupted: the server running it stopped, and it was already retried as often as allowed.';

const sleep = (ms: number) =>
  new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms).unref());

/**
 * The job engine (ARCHITECTURE.md rule 9) on pg-boss: pg-boss holds the queue (exactly one server takes
 * each job, `SKIP LOCKED`), our `job_run` row holds what users see (progress, outcome, file, reason).
 *
 * A run is queued with its row; a worker claims the row (`queued` -> `running`, attempts + 1) and runs the
 * job, which reports progress between chunks. Every way a run can end is written with its notification in
 * one transaction, then the user's event streams are told. A handler's error ends the run (a `JobFailure`
 * with its words, anything else with a generic reason and the details in the log); retries are for runs
 * whose server died: a run silent for `staleAfterMs` is put back to `queued` and its queue job failed, which
 * pg-boss retries while tries remain. On the embedded store this process is the only server, so at start
 * every run still `running` is such a run and is retried at once.
 *
 * @example
 * const jobs = await startJobEngine({ database, logger, files, events });
 * jobs.define(contractExportJob);
 * const { id } = await jobs.start({ type: 'export', module, title, params, requestedBy, actorId });
 */
export async function startJobEngine(options: JobEngineOptions): Promise<JobRunner> {
  const { database, logger, files, events } = options;
  const db = database.db;
  const heartbeatMs = options.heartbeatMs ?? 5000;
  const staleAfterMs = options.staleAfterMs ?? 30_000;
  const pollSeconds = options.pollSeconds ?? 2;
  const concurrency = options.concurrency ?? (database.kind === 'postgres' ? 2 : 1);
  const definitions = new Map<string, JobDefinition<never>>();
  const workers = new Map<string, string[]>();
  /** Each type's queue once created: pg-boss drops a job sent to a queue that does not exist yet. */
  const queues = new Map<string, Promise<void>>();
  const active = new Set<Promise<void>>();
  const waiters = new Map<number, Set<(status: JobStatus) => void>>();
  let stopping = false;

  const boss = new PgBoss(
    database.kind === 'postgres' && database.databaseUrl
      ? { connectionString: database.databaseUrl, max: 3, schedule: false, supervise: true }
      : {
          db: embeddedBossDatabase(db, database.embedded!),
          schedule: false,
          supervise: true,
        },
  );
  boss.on('error', (error) => logger.warn('job queue error', { error: error.message }));
  await boss.start();

  const announce = async (userId: number, runId: number, status?: JobStatus) => {
    await events.changed(userId);
    if (status && status !== 'queued' && status !== 'running') {
      for (const resolve of waiters.get(runId) ?? []) resolve(status);
      waiters.delete(runId);
    }
  };

  /** Ends a run with its notification in one transaction; the first end wins. */
  async function finish(
    run: JobRunRow,
    status: Exclude<JobStatus, 'queued' | 'running'>,
    outcome: JobOutcome & { reason?: string | null },
  ): Promise<void> {
    const ended = await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('job_run')
        .set({
          status,
          finished_at: new Date(),
          updated_at: new Date(),
          counts: JSON.stringify(outcome.counts ?? {}),
          amount_total: outcome.amountTotal ?? null,
          file_id: outcome.fileId ?? null,
          failure_reason: outcome.reason ?? null,
          ...(status === 'succeeded'
            ? { progress_done: sql<number>`coalesce(progress_total, progress_done)` }
            : {}),
        })
        .where('id', '=', run.id)
        .where('status', 'in', ['queued', 'running'])
        .returning('id')
        .executeTakeFirst();
      if (!updated || status === 'cancelled') return Boolean(updated);
      const succeeded = status === 'succeeded';
      await trx
        .insertInto('notification')
        .values({
          user_id: run.requested_by,
          kind: outcome.notice?.kind ?? (succeeded ? 'job-succeeded' : 'job-failed'),
          title: outcome.notice?.title ?? (succeeded ? `${run.title} is ready` : `${run.title} failed`),
          body: outcome.notice?.body ?? (succeeded ? null : (outcome.reason ?? null)),
          link:
            outcome.notice?.link ??
            (succeeded && outcome.fileId ? `/api/downloads/${outcome.fileId}/file` : null),
          job_run_id: run.id,
          file_id: outcome.fileId ?? null,
        })
        .execute();
      return true;
    });
    if (ended) await announce(run.requested_by, run.id, status);
  }

  /** The job's handle, and for the engine: the heartbeat write and whether the user cancelled. */
  function contextFor(run: JobRunRow): {
    context: JobContext;
    heartbeat(): Promise<void>;
    isCancelled(): boolean;
  } {
    let lastWrite = 0;
    let pending:
      { done: number; total: number | null | undefined; phase: string | null | undefined } | undefined;
    let cancelled = false;
    const write = async () => {
      const next = pending;
      pending = undefined;
      lastWrite = Date.now();
      const row = await db
        .updateTable('job_run')
        .set({
          heartbeat_at: new Date(),
          updated_at: new Date(),
          ...(next
            ? {
                progress_done: next.done,
                ...(next.total !== undefined ? { progress_total: next.total } : {}),
                ...(next.phase !== undefined ? { phase: next.phase } : {}),
              }
            : {}),
        })
        .where('id', '=', run.id)
        .returning('cancel_requested')
        .executeTakeFirst();
      if (row?.cancel_requested) cancelled = true;
      await events.changed(run.requested_by);
    };
    const context: JobContext = {
      runId: run.id,
      attempt: run.attempts,
      requestedAt: run.created_at,
      requestedBy: run.requested_by,
      module: run.module,
      db,
      async progress(done, total, phase) {
        if (cancelled || stopping) throw new JobCancelled();
        pending = { done, total, phase };
        if (Date.now() - lastWrite >= PROGRESS_WRITE_MS) await write();
        if (cancelled) throw new JobCancelled();
      },
      rights: async () => (await options.rightsOf?.(run.requested_by)) ?? {},
      saveFile: (file, content) =>
        files.save({ ...file, module: run.module, requestedBy: run.requested_by, jobRunId: run.id }, content),
    };
    return { context, heartbeat: write, isCancelled: () => cancelled };
  }

  async function work(job: PgBoss.Job<{ runId: number }>): Promise<void> {
    const runId = job.data.runId;
    const run = await db
      .updateTable('job_run')
      .set((eb) => ({
        status: 'running',
        attempts: eb('attempts', '+', 1),
        started_at: sql<Date>`coalesce(started_at, now())`,
        heartbeat_at: new Date(),
        updated_at: new Date(),
        queue_job_id: job.id,
      }))
      .where('id', '=', runId)
      .where('status', '=', 'queued')
      .returningAll()
      .executeTakeFirst();
    // Cancelled while queued, or already ended: nothing to do.
    if (!run) return;
    const definition = definitions.get(run.type);
    if (!definition) {
      await finish(run, 'failed', { reason: `No server here knows how to run "${run.type}" jobs.` });
      return;
    }
    // What an earlier try of this run began writing is not a file anyone may download.
    await db
      .deleteFrom('stored_file')
      .where('job_run_id', '=', run.id)
      .where('complete', '=', false)
      .execute();
    await announce(run.requested_by, run.id);
    const control = contextFor(run);
    const beat = setInterval(() => void control.heartbeat().catch(() => undefined), heartbeatMs);
    try {
      const outcome = await definition.run(control.context, run.params as never);
      if (control.isCancelled()) await finish(run, 'cancelled', {});
      else await finish(run, 'succeeded', outcome);
    } catch (error) {
      if (error instanceof JobCancelled && !control.isCancelled()) {
        // This server is stopping: the run goes back to the queue, and the queue job fails so pg-boss
        // offers it again (to another server at once, or to this one after its restart).
        await db
          .updateTable('job_run')
          .set({ status: 'queued', phase: 'Waiting for a server', updated_at: new Date() })
          .where('id', '=', run.id)
          .where('status', '=', 'running')
          .execute();
        throw error;
      } else if (error instanceof JobCancelled) {
        await finish(run, 'cancelled', {});
      } else if (error instanceof JobFailure) {
        await finish(run, 'failed', { reason: error.message });
      } else {
        logger.error('job failed', {
          runId: run.id,
          type: run.type,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
        await finish(run, 'failed', { reason: UNEXPECTED });
      }
    } finally {
      clearInterval(beat);
    }
  }

  /**
   * Runs whose server stopped: back to the queue while tries remain (pg-boss decides), else failed. Runs
   * silent since `before`; on the embedded store at start, of `type`, every run older than this process.
   */
  async function sweep(before: Date, type?: string): Promise<void> {
    let stale = db
      .updateTable('job_run')
      .set({ status: 'queued', phase: 'Restarting after an interruption', updated_at: new Date() })
      .where('status', '=', 'running')
      .where('heartbeat_at', '<', before);
    if (type) stale = stale.where('type', '=', type);
    const rows = await stale.returningAll().execute();
    for (const run of rows) {
      if (!definitions.has(run.type)) continue;
      if (run.queue_job_id) await boss.fail(run.type, run.queue_job_id, { reason: 'server stopped' });
      const job = run.queue_job_id ? await boss.getJobById(run.type, run.queue_job_id) : null;
      if (!job || job.state === 'failed') {
        await definitions.get(run.type)?.abandoned?.(run.params as never, INTERRUPTED);
        await finish(run, 'failed', { reason: INTERRUPTED });
      } else await announce(run.requested_by, run.id);
    }
  }

  const queueOptions = { retryLimit: RETRY_LIMIT, retryDelay: 0, expireInSeconds: 23 * 3600 };

  /**
   * Queues are created one after another: pg-boss creates a table partition per queue, and two at once
   * deadlock on PostgreSQL. Another server creating the same queue at the same moment can still
   * deadlock with this one; PostgreSQL then cancels one of the two, which tries again.
   */
  let creating: Promise<unknown> = Promise.resolve();
  const createQueue = (type: string) => {
    const created = creating.then(async () => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await boss.createQueue(type, { name: type, ...queueOptions });
        } catch (error) {
          if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
          await sleep(50 * attempt);
        }
      }
    });
    creating = created.catch(() => undefined);
    return created;
  };

  async function listen(type: string): Promise<void> {
    await createQueue(type);
    const ids: string[] = [];
    for (let i = 0; i < concurrency; i += 1) {
      ids.push(
        await boss.work<{ runId: number }>(
          type,
          { pollingIntervalSeconds: pollSeconds, batchSize: 1 },
          async ([job]) => {
            if (!job) return;
            const running = work(job);
            active.add(running);
            try {
              await running;
            } finally {
              active.delete(running);
              // A worker that has just finished a job asks for the next at once, not after its poll
              // interval: a queue of short jobs ran at one a second on the embedded store without this.
              if (!stopping) for (const id of workers.get(type) ?? []) boss.notifyWorker(id);
            }
          },
        ),
      );
    }
    workers.set(type, ids);
  }

  const startedAt = new Date();
  const sweeper = setInterval(
    () =>
      void sweep(new Date(Date.now() - staleAfterMs)).catch((error: unknown) =>
        logger.warn('job sweep failed', { error: String(error) }),
      ),
    Math.max(1000, staleAfterMs / 3),
  );
  sweeper.unref();

  const runner: JobRunner = {
    define(definition) {
      definitions.set(definition.type, definition as JobDefinition<never>);
      // Listening starts with the definition; the first sweep on the embedded store waits for it.
      const queue = listen(definition.type);
      queues.set(definition.type, queue);
      const listening = queue.then(
        () => (database.kind === 'pglite' ? sweep(startedAt, definition.type) : undefined),
        (error: unknown) =>
          logger.error('job queue could not start', { type: definition.type, error: String(error) }),
      );
      active.add(listening as Promise<void>);
      void listening.finally(() => active.delete(listening as Promise<void>));
    },

    cancellableTypes: () =>
      [...definitions.values()]
        .filter((definition) => definition.cancellable)
        .map((definition) => definition.type),

    async start(request: JobRequest<unknown>) {
      if (!definitions.has(request.type)) throw new Error(`Unknown job type ${request.type}`);
      if (request.idempotencyKey) {
        const existing = await db
          .selectFrom('job_run')
          .select(['id', 'status'])
          .where('idempotency_key', '=', request.idempotencyKey)
          .executeTakeFirst();
        if (existing) return { ...existing, created: false };
      }
      const run = await db
        .insertInto('job_run')
        .values({
          type: request.type,
          module: request.module,
          title: request.title.slice(0, 200),
          params: JSON.stringify(request.params ?? {}),
          idempotency_key: request.idempotencyKey ?? null,
          requested_by: request.requestedBy,
          actor_id: request.actorId,
        })
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .returning(['id', 'status'])
        .executeTakeFirst();
      if (!run) return runner.start({ ...request });
      await queues.get(request.type);
      const queued = await boss.send(request.type, { runId: run.id }, queueOptions);
      if (!queued) throw new Error(`The job queue did not take run ${run.id} (${request.type})`);
      for (const id of workers.get(request.type) ?? []) boss.notifyWorker(id);
      await announce(request.requestedBy, run.id);
      return { ...run, created: true };
    },

    async cancel(runId) {
      const run = await db.selectFrom('job_run').selectAll().where('id', '=', runId).executeTakeFirst();
      if (!run || (run.status !== 'queued' && run.status !== 'running')) return 'finished';
      if (!definitions.get(run.type)?.cancellable) return 'not-cancellable';
      if (run.status === 'queued') {
        await finish(run, 'cancelled', {});
        const after = await db
          .selectFrom('job_run')
          .select('status')
          .where('id', '=', runId)
          .executeTakeFirst();
        if (after?.status === 'cancelled') return 'cancelled';
      }
      await db
        .updateTable('job_run')
        .set({ cancel_requested: true, updated_at: new Date() })
        .where('id', '=', runId)
        .execute();
      await announce(run.requested_by, run.id);
      return 'requested';
    },

    async finished(runId, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      const ended = new Promise<JobStatus>((resolve) => {
        const set = waiters.get(runId) ?? new Set();
        set.add(resolve);
        waiters.set(runId, set);
      });
      // Another server may end it: look at the row now and then as well.
      while (Date.now() < deadline) {
        const row = await db
          .selectFrom('job_run')
          .select('status')
          .where('id', '=', runId)
          .executeTakeFirst();
        if (!row) return undefined;
        if (row.status !== 'queued' && row.status !== 'running') return row.status;
        const status = await Promise.race([ended, sleep(Math.min(1000, deadline - Date.now()))]);
        if (status) return status;
      }
      return undefined;
    },

    async stop() {
      stopping = true;
      clearInterval(sweeper);
      await Promise.allSettled([...active]);
      await boss.stop({ graceful: false, wait: true, close: true }).catch(() => undefined);
    },
  };
  return runner;
}
