import type { Kysely, Selectable } from 'kysely';
import type { Logger } from '../../app/logger.ts';
import type { Database, SalesforceSyncRunTable } from '../../db/schema.ts';
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
  /** A run whose heartbeat is older than this was cut off (a server stopped) and may be replaced. */
  staleAfterMs?: number;
  /** How often a server waiting for another server's run looks again. */
  pollMs?: number;
}

export interface StartedRun {
  run: SyncRunRow;
  /** Settles with the finished run; never rejects. */
  finished: Promise<SyncRunRow>;
}

const MAX_SAMPLES = 20;
const UNIQUE_VIOLATION = '23505';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The Salesforce sync as a server job (domain.md §2.15): one run at a time across all servers, a row
 * with status, counts and the reason for a failure, idempotent upserts keyed by Salesforce ids, and a
 * checkpoint per object after every page, so a failed or interrupted run resumes where it stopped.
 */
export function createSalesforceSync(options: SalesforceSyncOptions) {
  const { db, source, logger } = options;
  const staleAfterMs = options.staleAfterMs ?? 10 * 60_000;
  const pollMs = options.pollMs ?? 1000;
  const running = new Map<number, Promise<SyncRunRow>>();
  const shutdown = new AbortController();

  const readRun = (id: number) =>
    db.selectFrom('salesforce_sync_run').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const markStaleRunsFailed = () =>
    db
      .updateTable('salesforce_sync_run')
      .set({
        status: 'failed',
        finished_at: new Date(),
        error: 'Interrupted: the server running it stopped before it finished.',
      })
      .where('status', '=', 'running')
      .where('heartbeat_at', '<', new Date(Date.now() - staleAfterMs))
      .execute();

  async function syncObject(runId: number, object: SyncedObject, counts: RunCounts): Promise<void> {
    const checkpoint = await db
      .selectFrom('salesforce_sync_checkpoint')
      .select('last_modified_at')
      .where('object', '=', object)
      .executeTakeFirst();
    const since = checkpoint ? new Date(checkpoint.last_modified_at) : null;
    const tally: ObjectCounts = { fetched: 0, created: 0, updated: 0, rejected: 0 };
    counts[object] = tally;
    for await (const page of source.changes(object, since)) {
      if (shutdown.signal.aborted)
        throw new SalesforceError('Stopped: the server shut down during the sync.');
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

  async function execute(runId: number): Promise<SyncRunRow> {
    const counts: RunCounts = {};
    let error: string | null = null;
    try {
      for (const object of SYNC_ORDER) await syncObject(runId, object, counts);
    } catch (cause) {
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

  /** Another server's run: look again until it is no longer running. */
  async function awaitForeignRun(id: number): Promise<SyncRunRow> {
    for (;;) {
      await sleep(pollMs);
      const run = await readRun(id);
      if (run.status !== 'running') return run;
      await markStaleRunsFailed();
    }
  }

  return {
    kind: source.kind,

    /** Starts a run, or joins the one already going (the sync is idempotent, so a second is pointless). */
    async start(startedBy: number | null): Promise<StartedRun> {
      await markStaleRunsFailed();
      for (;;) {
        try {
          const run = await db
            .insertInto('salesforce_sync_run')
            .values({ source: source.kind, status: 'running', started_by: startedBy })
            .returningAll()
            .executeTakeFirstOrThrow();
          const finished = execute(run.id).finally(() => running.delete(run.id));
          running.set(run.id, finished);
          return { run, finished };
        } catch (cause) {
          if ((cause as { code?: string }).code !== UNIQUE_VIOLATION) throw cause;
        }
        const run = await db
          .selectFrom('salesforce_sync_run')
          .selectAll()
          .where('status', '=', 'running')
          .executeTakeFirst();
        // Gone already: the other run finished between our insert and this read, so start afresh.
        if (run) return { run, finished: running.get(run.id) ?? awaitForeignRun(run.id) };
      }
    },

    /** Lets a run in progress stop at its next page; what it wrote so far stays and is checkpointed. */
    async stop(): Promise<void> {
      shutdown.abort();
      await Promise.allSettled([...running.values()]);
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
