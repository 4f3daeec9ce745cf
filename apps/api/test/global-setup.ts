import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemoData } from '../src/db/seed/run-seed.ts';
import { TEST_REFERENCE_DATE } from './support/test-constants.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

// Migrating and seeding PGlite takes seconds; doing it once and loading the snapshot per file takes half a second.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'lendline-api-test-'));
  const handle = await openDatabase({ statementTimeoutMs: 5000 });
  await migrateToLatest(handle.db);
  await seedDemoData(handle.db, TEST_REFERENCE_DATE);
  const snapshot = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  const path = join(dir, 'seeded.tar');
  await writeFile(path, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', path);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
