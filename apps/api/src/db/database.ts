import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
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
  /** Present for PGlite only: lets tests snapshot a migrated store. */
  pglite?: PGlite;
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
    // The pool replaces the broken connection on the next query; the failure is only reported.
    pool.on('error', (error) => options.onConnectionError?.(error));
    const writes = new WriteTracker();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [writes] });
    return { db, kind: 'postgres', writes, databaseUrl: options.databaseUrl, close: () => db.destroy() };
  }
  const pglite = await PGlite.create({
    // The portfolio's trigram indexes (migration 0006) need pg_trgm loaded before any query touches them.
    extensions: { pg_trgm },
    ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
    ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
  });
  await pglite.exec(`SET statement_timeout = ${Math.trunc(options.statementTimeoutMs)}`);
  const dialect: Dialect = new PGliteDialect(pglite);
  const writes = new WriteTracker();
  const db = new Kysely<Database>({ dialect, plugins: [writes] });
  return {
    db,
    kind: 'pglite',
    pglite,
    writes,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
