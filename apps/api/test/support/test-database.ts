import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seedDemoData } from '../../src/db/seed/run-seed.ts';
import { testDatabaseUrl } from '../../src/env.ts';
import { TEST_REFERENCE_DATE } from './test-constants.ts';

export interface TestDatabase extends DatabaseHandle {
  /** Which store this run uses: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set. */
  label: string;
}

/**
 * A fresh, migrated and seeded database for one test file: a PGlite loaded from the global snapshot,
 * or, when TEST_DATABASE_URL is set, a throw-away database created on that PostgreSQL server and
 * dropped on close.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))]);
    const handle = await openDatabase({ pgliteSnapshot: snapshot, statementTimeoutMs: 5000 });
    return { ...handle, label: 'pglite' };
  }
  const name = `lendline_test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: serverUrl, statementTimeoutMs: 30_000, poolSize: 1 });
  await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin.db);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), statementTimeoutMs: 5000, poolSize: 4 });
  await migrateToLatest(handle.db);
  await seedDemoData(handle.db, TEST_REFERENCE_DATE);
  return {
    ...handle,
    label: 'postgres',
    close: async () => {
      await handle.close();
      // pg's pool.end() resolves before its sockets have closed; a forced drop would then kill backends
      // still saying goodbye. Wait for them to leave first.
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const { rows } = await sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = ${name}`.execute(admin.db);
        if (rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin.db);
      await admin.close();
    },
  };
}
