import { CompiledQuery, type Kysely } from 'kysely';
import type { PGliteThread } from '../db/pglite-thread.ts';
import type { Database } from '../db/schema.ts';

/** What pg-boss asks of a database it does not connect to itself (its `db` option). */
export interface BossDatabase {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Text with more than one statement (pg-boss's schema and queue set-up), which only `exec` runs. */
const isScript = (text: string) => text.trim().replace(/;\s*$/, '').includes(';');

/**
 * pg-boss on the embedded store. PGlite has one connection, which Kysely hands to one user at a time;
 * pg-boss's statements take their turn through Kysely too (`db.connection()`), so a poll for work can
 * never land inside a request's open transaction. Parameter-less scripts go to `exec`, which runs
 * several statements; everything else to `query`.
 *
 * @example
 * new PgBoss({ db: embeddedBossDatabase(db, thread), schedule: false });
 */
export function embeddedBossDatabase(db: Kysely<Database>, thread: PGliteThread): BossDatabase {
  return {
    executeSql: (text, values) =>
      db.connection().execute(async (connection) => {
        if ((!values || values.length === 0) && isScript(text)) {
          await thread.exec(text);
          return { rows: [] };
        }
        // A compiled query skips the plugins: pg-boss's own tables are not the result cache's business.
        const result = await connection.executeQuery(CompiledQuery.raw(text, values ?? []));
        return { rows: result.rows as unknown[] };
      }),
  };
}
