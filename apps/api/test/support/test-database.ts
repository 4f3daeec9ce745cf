import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.ts';
import { testDatabaseUrl } from '../../src/env.ts';
import { databaseUrlFor, dropDatabase } from './test-database-names.ts';

export interface TestDatabase extends DatabaseHandle {
  /** Which store this run uses: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set. */
  label: string;
}

/** PostgreSQL refuses to copy a template another CREATE DATABASE is copying at that instant; retry. */
const TEMPLATE_BUSY = '55006';

/**
 * A fresh, migrated and seeded database for one test file: a PGlite loaded from the global snapshot,
 * or, when TEST_DATABASE_URL is set, a throw-away copy of the global setup's template database on that
 * PostgreSQL server, dropped on close.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))]);
    const handle = await openDatabase({ pgliteSnapshot: snapshot, statementTimeoutMs: 5000 });
    return { ...handle, label: 'pglite' };
  }
  const name = `lendline_test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: serverUrl, statementTimeoutMs: 60_000, poolSize: 1 });
  for (let attempt = 0; ; attempt += 1) {
    try {
      await sql`CREATE DATABASE ${sql.id(name)} TEMPLATE ${sql.id(inject('templateDatabase'))}`.execute(
        admin.db,
      );
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== TEMPLATE_BUSY || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const handle = await openDatabase({
    databaseUrl: databaseUrlFor(serverUrl, name),
    statementTimeoutMs: 5000,
    poolSize: 4,
  });
  return {
    ...handle,
    label: 'postgres',
    close: async () => {
      await handle.close();
      await dropDatabase(admin.db, name);
      await admin.close();
    },
  };
}
