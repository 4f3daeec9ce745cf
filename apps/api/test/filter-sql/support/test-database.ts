import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../../../src/db/database.ts';

export interface TestStore {
  kind: 'pglite' | 'postgres';
  databaseUrl: string | undefined;
}

const postgresUrl = process.env['TEST_DATABASE_URL'];

/** The embedded PGlite always, and the PostgreSQL at TEST_DATABASE_URL as well when it is set. */
export const TEST_STORES: TestStore[] = [
  { kind: 'pglite', databaseUrl: undefined },
  ...(postgresUrl ? [{ kind: 'postgres' as const, databaseUrl: postgresUrl }] : []),
];

export interface TestDatabase {
  db: Db;
  /** A schema of this test file's own, so parallel runs on one PostgreSQL cannot collide. */
  schema: string;
  close(): Promise<void>;
}

export async function openTestDatabase(store: TestStore, prefix: string): Promise<TestDatabase> {
  const handle = await openDatabase({
    databaseUrl: store.databaseUrl,
    statementTimeoutMs: 10_000,
    poolSize: 2,
  });
  const schema = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await sql`create schema ${sql.id(schema)}`.execute(handle.db);
  return {
    db: handle.db,
    schema,
    close: async () => {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(handle.db);
      await handle.close();
    },
  };
}
