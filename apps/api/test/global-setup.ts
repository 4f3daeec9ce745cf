import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemoData } from '../src/db/seed/run-seed.ts';
import { testDatabaseUrl } from '../src/env.ts';
import { databaseUrlFor, dropDatabase } from './support/test-database-names.ts';
import { TEST_PII_KEY, TEST_REFERENCE_DATE } from './support/test-constants.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite runs: a migrated and seeded data-dir snapshot every test file loads. */
    pgliteSnapshot: string;
    /** PostgreSQL runs: the migrated and seeded database every test file's database is copied from. */
    templateDatabase: string;
  }
}

// Migrating and seeding takes seconds; doing it once per run and copying the result per test file takes
// a fraction of that: a PGlite snapshot, or on PostgreSQL a template database (CREATE DATABASE … TEMPLATE).
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = testDatabaseUrl();
  if (serverUrl) return setupTemplate(project, serverUrl);
  const dir = await mkdtemp(join(tmpdir(), 'lendline-api-test-'));
  const handle = await openDatabase({ statementTimeoutMs: 60_000 });
  await migrateToLatest(handle.db);
  await seedDemoData(handle.db, TEST_REFERENCE_DATE, { piiKey: TEST_PII_KEY, achDemo: false });
  // The seed's bulk load leaves ~80 MB of spent WAL; dropping it makes every test file's load smaller.
  await handle.embedded!.exec('SET wal_recycle = off; CHECKPOINT;');
  const snapshot = await handle.embedded!.dumpDataDir();
  await handle.close();
  const path = join(dir, 'seeded.tar');
  await writeFile(path, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', path);
  project.provide('templateDatabase', '');
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

async function setupTemplate(project: TestProject, serverUrl: string): Promise<() => Promise<void>> {
  const name = `lendline_template_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: serverUrl, statementTimeoutMs: 120_000, poolSize: 1 });
  await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin.db);
  const handle = await openDatabase({
    databaseUrl: databaseUrlFor(serverUrl, name),
    statementTimeoutMs: 120_000,
    poolSize: 1,
  });
  try {
    await migrateToLatest(handle.db);
    await seedDemoData(handle.db, TEST_REFERENCE_DATE, { piiKey: TEST_PII_KEY, achDemo: false });
  } finally {
    // A template may have no open connection while it is copied.
    await handle.close();
  }
  project.provide('pgliteSnapshot', '');
  project.provide('templateDatabase', name);
  return async () => {
    await dropDatabase(admin.db, name);
    await admin.close();
  };
}
