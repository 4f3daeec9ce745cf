import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { PGliteThread } from './pglite-thread.ts';
import type { Database } from './schema.ts';
import { WriteTracker } from './write-tracker.ts';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite store is used. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded store; `undefined` keeps it in memory (tests). */
  pgliteDir?: string | undefined;
  /** A PGlite data-dir snapshot to start from (tests load a migrated snapshot instead of migrating). */
  pgliteSnapshot?: Blob | undefined;
  /** Upper bound for one statement, so a hostile regexp or a huge scan cannot hold the database. */
  statementTimeoutMs: number;
  poolSize?: number;
  /**
   * Called when an idle PostgreSQL connection fails (a server restart, an administrator ending it);
   * without a listener such an error would end the process.
   */
  onConnectionError?: (error: Error) => void;
}

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Present for PGlite only: the store's own thread (tests snapshot a migrated store through it). */
  embedded?: PGliteThread;
  /**
   * Resolves when the database answers. The embedded store counts as answering while a statement runs
   * within the statement timeout: asking it `select 1` then would only wait behind that statement.
   */
  ping(): Promise<void>;
  /** Reports statements that may change data, before they run. */
  writes: WriteTracker;
  /** The PostgreSQL connection string (PostgreSQL only), for the change feed's own connection. */
  databaseUrl?: string;
  close(): Promise<void>;
}

const DATE_OID = 1082;

/**
 * node-postgres reads a `date` column as local midnight, so on a server whose TZ is not UTC every calendar day
 * would shift by the offset. PGlite reads it as UTC midnight; this makes pg do the same.
 */
function utcDateTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (oid !== DATE_OID || format === 'binary') return pg.types.getTypeParser(oid, format ?? 'text');
  return (value: string) => {
    if (value === 'infinity') return Infinity;
    if (value === '-infinity') return -Infinity;
    return new Date(`${value}T00:00:00Z`);
  };
}

// pg returns numeric and int8 as strings and dates as JS Dates; the query layer decodes per field type,
// so nothing here depends on driver-specific parsing.
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      statement_timeout: options.statementTimeoutMs,
      types: { getTypeParser: utcDateTypeParser },
    });
    // Named (prepared) statements were measured on the staff list pattern and gained nothing (893, 896
    // and 902 requests/s with names and custom plans, without names, with names and generic plans):
    // the parse is not where the time goes, so statements stay unnamed (issue 19).
    // The pool replaces the broken connection on the next query; the failure is only reported.
    pool.on('error', (error) => options.onConnectionError?.(error));
    const writes = new WriteTracker();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [writes] });
    // Health asks on a connection of its own: behind a busy pool's queue it took 1.6 s at p99 with 200
    // staff working, though the database answered at once. Opened on the first ping, kept after.
    const healthPool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 1,
      statement_timeout: options.statementTimeoutMs,
    });
    healthPool.on('error', (error) => options.onConnectionError?.(error));
    return {
      db,
      kind: 'postgres',
      writes,
      databaseUrl: options.databaseUrl,
      ping: async () => {
        await healthPool.query('select 1');
      },
      close: async () => {
        await db.destroy();
        await healthPool.end();
      },
    };
  }
  const thread = await PGliteThread.start({
    dataDir: options.pgliteDir,
    snapshot: options.pgliteSnapshot,
    statementTimeoutMs: options.statementTimeoutMs,
  });
  // The dialect asks of its PGlite only `query` and `close`, which the thread answers alike.
  const dialect: Dialect = new PGliteDialect(thread as unknown as PGlite);
  const writes = new WriteTracker();
  const db = new Kysely<Database>({ dialect, plugins: [writes] });
  const stuckAfterMs = options.statementTimeoutMs + 1000;
  return {
    db,
    kind: 'pglite',
    embedded: thread,
    writes,
    ping: async () => {
      const busyFor = thread.busyForMs();
      if (busyFor > stuckAfterMs) throw new Error(`The embedded database has been busy for ${busyFor} ms`);
      if (busyFor === 0) await thread.query('select 1');
    },
    close: async () => {
      await db.destroy();
      await thread.close();
    },
  };
}
