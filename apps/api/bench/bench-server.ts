import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemoData } from '../src/db/seed/run-seed.ts';

// What the benchmarks share: a seeded database of their own (embedded or on PostgreSQL, dropped after),
// and the real server started on it as `npm start` starts it, in a process of its own.

export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** `--postgres[=URL]` on the command line: the PostgreSQL server to run on (default the local one). */
export function postgresAdminUrl(args: readonly string[]): string | undefined {
  const arg = args.find((value) => value.startsWith('--postgres'));
  if (!arg) return undefined;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : DEFAULT_POSTGRES_URL;
}

/**
 * Runs `run` with the server environment of a fresh seeded database: embedded in a temporary folder, or
 * a new database on the PostgreSQL server at `postgresUrl`. `prepare` adds to the seed before the server starts.
 */
export async function withBenchDatabase(
  postgresUrl: string | undefined,
  prepare: (handle: DatabaseHandle) => Promise<void>,
  run: (env: Record<string, string>) => Promise<void>,
): Promise<void> {
  const seed = async (target: { pgliteDir: string } | { databaseUrl: string }) => {
    const handle = await openDatabase({ ...target, statementTimeoutMs: 60_000 });
    try {
      await migrateToLatest(handle.db);
      await seedDemoData(handle.db, new Date('2026-11-21T00:00:00Z'));
      await prepare(handle);
    } finally {
      await handle.close();
    }
  };
  if (!postgresUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), 'lendline-bench-'));
    try {
      console.log(`Preparing seeded data in embedded PGlite at ${dataDir}`);
      await seed({ pgliteDir: join(dataDir, 'pgdata') });
      await run({ DATA_DIR: dataDir, DATABASE_URL: '' });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    return;
  }
  const name = `lendline_bench_${process.pid}`;
  const admin = await openDatabase({ databaseUrl: postgresUrl, statementTimeoutMs: 60_000, poolSize: 1 });
  await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin.db);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  try {
    console.log(`Preparing seeded data in PostgreSQL database ${name}`);
    await seed({ databaseUrl: url.toString() });
    await run({ DATABASE_URL: url.toString() });
  } finally {
    await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin.db);
    await admin.close();
  }
}

/** A port nothing listens on, so the requests reach our server and not another one on this machine. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Server did not become healthy at ${url}`);
}

export interface BenchServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** The server process on `port` with `env` added, once its health check answers. */
export async function startBenchServer(port: number, env: Record<string, string>): Promise<BenchServer> {
  // BENCH_SERVER_NODE_ARGS adds Node options to the server alone, for example `--cpu-prof` to see where its time goes.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // The compiled server, as `npm run serve` runs it (`npm run bench` builds first).
  const child = spawn(process.execPath, [...nodeArgs, 'dist/main.js'], {
    cwd: API_ROOT,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  try {
    await waitForHealth(`${url}/api/health`, Date.now() + 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, process: child, stop };
}
