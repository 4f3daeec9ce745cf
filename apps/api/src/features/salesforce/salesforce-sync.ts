import type { Kysely, Selectable } from 'kysely';
import type { Logger } from '../../lib/logger.ts';
import type { Database, SalesforceSyncRunTable } from '../../db/schema.ts';
import { JobCancelled, JobFailure, type JobContext, type JobRunner } from '../../jobs/job-types.ts';
import { rejectionOf, upsertMirror } from './mirror-tables.ts';
import {
  SalesforceError,
  SYNC_ORDER,
  type SalesforceSource,
  type SyncedObject,
} from './salesforce-source.ts';

export type SyncRunRow = Selectable<SalesforceSyncRunTable>;

interface ObjectCounts {
  fetched: number;
  created: number;
  updated: number;
  rejected: number;
}

interface RunCounts extends Partial<Record<SyncedObject, ObjectCounts>> {
  /** A few of the records that could not be mirrored, so staff can find them in Salesforce. */
  rejectedSamples?: { object: SyncedObject; id: string; reason: string }[];
}

export interface SalesforceSyncOptions {
  db: Kysely<Database>;
  source: SalesforceSource;
  logger: Logger;
  /** The job engine the sync runs on: it retries a run whose server died, and runs it once. */
  jobs: JobRunner;
}

const SYNC_JOB = 'salesforce-sync';

export interface StartedRun {
  run: SyncRunRow;
  /** Settles with the finished run; never rejects. */
  finished: Promise<SyncRunRow>;
}

const MAX_SAMPLES = 20;
const UNIQUE_VIOLATION = '23505';

/**
 * The Salesforce sync (domain.md §2.15) as a job on the engine: one run at a time across all servers (a
 * second request joins the running one), a history row with status, counts and the reason for a failure,
 * idempotent upserts keyed by Salesforce ids, and a checkpoint per object after every page, so a failed
 * or interrupted run resumes where it stopped. The engine retries a run whose server died; the retry
 * carries on with the same history row from the checkpoints.
 */
export function createSalesforceSync(options: SalesforceSyncOptions) {
  const { db, source, logger, jobs } = options;

  const readRun = (id: number) =>
    db.selectFrom('salesforce_sync_run').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  async function syncObject(
    runId: number,
    object: SyncedObject,
    counts: RunCounts,
    job: JobContext,
  ): Promise<void> {
    const checkpoint = await db
      .selectFrom('salesforce_sync_checkpoint')
      .select('last_modified_at')
      .where('object', '=', object)
      .executeTakeFirst();
    const since = checkpoint ? new Date(checkpoint.last_modified_at) : null;
    const tally: ObjectCounts = { fetched: 0, created: 0, updated: 0, rejected: 0 };
    counts[object] = tally;
    for await (const page of source.changes(object, since)) {
      // Reports the page and, when this server is stopping, ends here: the engine runs it again later.
      await job.progress(totals(counts).fetched, null, `Syncing ${object} records`);
      const accepted = page.filter((record) => {
        const reason = rejectionOf(object, record);
        if (reason === null) return true;
        tally.rejected++;
        const samples = (counts.rejectedSamples ??= []);
        if (samples.length < MAX_SAMPLES)
          samples.push({ object, id: String(record.id).slice(0, 40), reason });
        return false;
      });
      tally.fetched += page.length;
      const newest = accepted.reduce<string | null>(
        (latest, r) =>
          latest === null || Date.parse(r.lastModified) > Date.parse(latest) ? r.lastModified : latest,
        null,
      );
      // The page, its checkpoint and the run's counters commit together: a crash loses nothing twice.
      await db.transaction().execute(async (trx) => {
        const written = await upsertMirror(trx, object, accepted);
        tally.created += written.created;
        tally.updated += written.updated;
        if (newest) {
          await trx
            .insertInto('salesforce_sync_checkpoint')
            .values({ object, last_modified_at: newest })
            .onConflict((conflict) =>
              conflict
                .column('object')
                .doUpdateSet({ last_modified_at: (eb) => eb.ref('excluded.last_modified_at') }),
            )
            .execute();
        }
        await trx
          .updateTable('salesforce_sync_run')
          .set({ ...totals(counts), counts: JSON.stringify(counts), heartbeat_at: new Date() })
          .where('id', '=', runId)
          .execute();
      });
    }
  }

  async function execute(runId: number, job: JobContext): Promise<SyncRunRow> {
    const counts: RunCounts = {};
    let error: string | null = null;
    try {
      for (const object of SYNC_ORDER) await syncObject(runId, object, counts, job);
    } catch (cause) {
      if (cause instanceof JobCancelled) throw cause;
      error =
        cause instanceof SalesforceError
          ? cause.message
          : 'The sync stopped on an unexpected error; the server log has the details.';
      if (!(cause instanceof SalesforceError)) {
        logger.error('salesforce sync failed', {
          runId,
          error: cause instanceof Error ? cause.message : String(cause),
        });
      }
    }
    await db
      .updateTable('salesforce_sync_run')
      .set({
        ...totals(counts),
        counts: JSON.stringify(counts),
        status: error ? 'failed' : 'succeeded',
        error,
        finished_at: new Date(),
        heartbeat_at: new Date(),
      })
      .where('id', '=', runId)
      .execute();
    const run = await readRun(runId);
    logger.info('salesforce sync finished', {
      runId,
      status: run.status,
      fetched: run.fetched,
      created: run.created,
      updated: run.updated,
      rejected: run.rejected,
    });
    return run;
  }

  jobs.define<{ syncRunId: number }>({
    type: SYNC_JOB,
    cancellable: false,
    async run(job, { syncRunId }) {
      const run = await execute(syncRunId, job);
      if (run.status === 'failed') throw new JobFailure(run.error ?? 'Salesforce sync failed');
      return {
        counts: { fetched: run.fetched, created: run.created, updated: run.updated, rejected: run.rejected },
        notice: {
          kind: 'salesforce-sync-finished',
          title: 'Salesforce Sync finished',
          body: `${run.fetched.toLocaleString('en-US')} records read: ${run.created.toLocaleString('en-US')} new, ${run.updated.toLocaleString('en-US')} changed, ${run.rejected.toLocaleString('en-US')} not taken.`,
        },
      };
    },
    async abandoned({ syncRunId }, reason) {
      await db
        .updateTable('salesforce_sync_run')
        .set({ status: 'failed', finished_at: new Date(), error: reason })
        .where('id', '=', syncRunId)
        .where('status', '=', 'running')
        .execute();
    },
  });

  /** The history row once the run's job has ended (or as it is, if the wait ran out). */
  const settled = async (run: SyncRunRow): Promise<SyncRunRow> => {
    try {
      // A run joined in its first moments may not name its job yet: the starter adds it at once.
      let current = run;
      while (current.job_run_id === null && current.status === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 50));
        current = await readRun(run.id);
      }
      if (current.job_run_id !== null) await jobs.finished(current.job_run_id, 24 * 3600_000);
      return await readRun(run.id);
    } catch {
      return run; // the server is stopping; the run goes on after the restart
    }
  };

  return {
    kind: source.kind,

    /** Starts a run, or joins the one already going (the sync is idempotent, so a second is pointless). */
    async start(startedBy: number, actorId = startedBy): Promise<StartedRun> {
      for (;;) {
        let created: SyncRunRow | undefined;
        try {
          created = await db
            .insertInto('salesforce_sync_run')
            .values({ source: source.kind, status: 'running', started_by: startedBy })
            .returningAll()
            .executeTakeFirstOrThrow();
        } catch (cause) {
          if ((cause as { code?: string }).code !== UNIQUE_VIOLATION) throw cause;
        }
        if (created) {
          const job = await jobs.start({
            type: SYNC_JOB,
            module: 'setupModule',
            title: 'Salesforce Sync',
            params: { syncRunId: created.id },
            requestedBy: startedBy,
            actorId,
          });
          await db
            .updateTable('salesforce_sync_run')
            .set({ job_run_id: job.id })
            .where('id', '=', created.id)
            .execute();
          const run = { ...created, job_run_id: job.id };
          return { run, finished: settled(run) };
        }
        const running = await db
          .selectFrom('salesforce_sync_run')
          .selectAll()
          .where('status', '=', 'running')
          .executeTakeFirst();
        // Gone already: the other run finished between our insert and this read, so start afresh.
        if (running) return { run: running, finished: settled(running) };
      }
    },
  };
}

export type SalesforceSync = ReturnType<typeof createSalesforceSync>;

function totals(counts: RunCounts) {
  const sum = (key: keyof ObjectCounts) =>
    SYNC_ORDER.reduce((total, object) => total + (counts[object]?.[key] ?? 0), 0);
  return {
    fetched: sum('fetched'),
    created: sum('created'),
    updated: sum('updated'),
    rejected: sum('rejected'),
  };
}
