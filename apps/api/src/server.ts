import { readFileSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { Server } from 'node:http';
import { sql } from 'kysely';
import { composeApp } from './app/compose-app.ts';
import { applyHttpTimeouts } from './app/http-timeouts.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoData, type SeedResult } from './db/seed/run-seed.ts';
import { loadPiiKey } from './features/credit-applications/pii-key.ts';
import { startDelinquencyAging } from './features/portfolio/index.ts';
import type { Env } from './env.ts';

export const VERSION: string = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).version;

export interface RunningServer {
  url: string;
  database: DatabaseHandle;
  seed: SeedResult | undefined;
  logger: Logger;
  stop(): Promise<void>;
}

/** The calendar day the demo data is anchored to: configured, or today in UTC. */
function referenceDate(env: Env): Date {
  return env.SEED_REFERENCE_DATE
    ? new Date(`${env.SEED_REFERENCE_DATE}T00:00:00Z`)
    : new Date(new Date().toISOString().slice(0, 10));
}

/** Opens the database, migrates, seeds on first start and serves the app on PORT. */
export async function startServer(
  env: Env,
  options: { announce?: (line: string) => void } = {},
): Promise<RunningServer> {
  const logger = createLogger(env.LOG_LEVEL);
  let pgliteDir: string | undefined;
  if (!env.DATABASE_URL) {
    pgliteDir = join(resolve(env.DATA_DIR), 'pgdata');
    const existing = await readdir(pgliteDir).catch(() => []);
    // A first start takes seconds more than a restart; say so rather than sit silent.
    if (existing.length === 0)
      options.announce?.(
        `First start: creating the embedded database in ${env.DATA_DIR}${env.SEED_DEMO_DATA ? ' and seeding the demo company' : ''}…`,
      );
    await mkdir(pgliteDir, { recursive: true });
  }
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir,
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    poolSize: env.DB_POOL_SIZE,
    onConnectionError: (error) => logger.warn('database connection lost', { error: error.message }),
  });
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) logger.info('migrations applied', { migrations: applied });
    const piiKey = await loadPiiKey({ configured: env.PII_ENCRYPTION_KEY, dataDir: env.DATA_DIR, logger });
    const seed = env.SEED_DEMO_DATA
      ? await seedDemoData(database.db, referenceDate(env), { piiKey })
      : undefined;
    if (seed?.ran) logger.info('demo data seeded');

    const composed = await composeApp({ env, database, logger, version: VERSION, piiKey });
    const server = await new Promise<ServerType>((resolveListen, rejectListen) => {
      const instance = serve({ fetch: composed.app.fetch, port: env.PORT, hostname: env.HOST }, () =>
        resolveListen(instance),
      );
      applyHttpTimeouts(instance as Server);
      instance.once('error', rejectListen);
    });
    // The embedded store runs no autovacuum, so nothing else refreshes the planner's statistics as the
    // data grows; stale ones made plans off by orders of magnitude. Once a start, after listening
    // (about 1 s on the demo data, during which statements wait).
    if (database.kind === 'pglite' && !seed?.ran) {
      composed.background.later(async () => {
        await sql`analyze`.execute(database.db);
      });
    }
    // A pinned demo (SEED_REFERENCE_DATE) stays as seeded; otherwise the book ages with the calendar.
    const aging = startDelinquencyAging({
      db: database.db,
      logger,
      businessDate: () => referenceDate(env).toISOString().slice(0, 10),
    });
    return {
      url: env.PUBLIC_URL,
      database,
      seed,
      logger,
      stop: async () => {
        await new Promise<void>((done) => server.close(() => done()));
        await aging.stop();
        await composed.stop();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
