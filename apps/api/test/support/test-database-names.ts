import { sql, type Kysely } from 'kysely';

/** The connection string of another database on the same PostgreSQL server. */
export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Drops a test database once its connections are gone. pg's pool.end() resolves before its sockets have
 * closed; a forced drop would then kill backends still saying goodbye, so wait for them to leave first.
 */
export async function dropDatabase(admin: Kysely<any>, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = ${name}`.execute(admin);
    if (rows[0]!.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin);
}
