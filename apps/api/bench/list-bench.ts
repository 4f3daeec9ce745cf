import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import type { DatabaseHandle } from '../src/db/database.ts';
import { createRandom } from '@lendline/random';
import { API_ROOT, freePort, postgresAdminUrl, startBenchServer, withBenchDatabase } from './bench-server.ts';
import { portfolioBench } from './portfolio-bench.ts';
import { staffLoad } from './staff-load.ts';

// `npm run bench`: the staff SPA's list pattern (a 15-row filtered, sorted page plus its count) against a
// real server process on seeded data, loaded from this process over loopback.

const PORT = await freePort();
const EXTRA_USERS = 1000;
const args = process.argv.slice(2);
const DURATION_S = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 15);
// `--postgres[=URL]` runs the same benchmark with the server on PostgreSQL (default: the local server).
const POSTGRES_ADMIN_URL = postgresAdminUrl(args);
// `--vs-bare` (with --postgres) alternates with a bare Hono + node-postgres handler running the same SQL
// (bare-handler.ts), the floor to approach; it implies --no-cache.
const VS_BARE = args.includes('--vs-bare');
// `--no-cache` measures the query path alone, with the result cache switched off.
const resultCache = args.includes('--no-cache') || VS_BARE ? 'false' : 'true';
// A database filled by `npm run seed:large` adds the portfolio case; `--portfolio` runs that case alone.
const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL || undefined;
const PORTFOLIO_ONLY = args.includes('--portfolio');

// The large-scale plan has about 1,000 staff users; add them so the page is cut from a real list.
async function addUsers(handle: DatabaseHandle): Promise<void> {
  const random = createRandom(99);
  const first = ['Alex', 'Sam', 'Jordan', 'Taylor', 'Casey', 'Morgan', 'Riley', 'Jamie', 'Drew', 'Quinn'];
  const last = ['Smith', 'Garcia', 'Nguyen', 'Patel', 'Kim', 'Lopez', 'Brown', 'Davis', 'Wilson', 'Moore'];
  const rows = Array.from({ length: EXTRA_USERS }, (_, i) => {
    const firstName = random.pick(first);
    const lastName = random.pick(last);
    return {
      first_name: firstName,
      last_name: lastName,
      email: `${firstName}.${lastName}.${i}@example.com`.toLowerCase(),
      is_active: random.next() > 0.1,
      role_id: random.int(1, 11),
      config: '{}',
    };
  });
  await handle.db.insertInto('app_user').values(rows).execute();
}

const search = '%ar%';
const where = {
  and: [
    { isActive: true },
    { or: [{ firstName: { ilike: search } }, { lastName: { ilike: search } }, { email: { ilike: search } }] },
  ],
};
const filter = {
  limit: 15,
  skip: 30,
  order: 'lastName ASC',
  where,
  fields: ['id', 'firstName', 'lastName', 'email', 'isActive', 'roleId', 'emailVerified', 'lastLogin'],
  include: [{ relation: 'permissions', scope: { fields: ['name', 'permissions', 'status', 'expireIn'] } }],
};
const listPath = `/api/rgnts-apps-users?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const countPath = `/api/rgnts-apps-users/count?where=${encodeURIComponent(JSON.stringify(where))}`;

function run(
  title: string,
  requests: { path: string }[],
  token: string,
  url = `http://127.0.0.1:${PORT}`,
): Promise<autocannon.Result> {
  return new Promise((resolveRun, reject) => {
    autocannon(
      {
        url,
        connections: 32,
        headers: { authorization: `Bearer ${token}` },
        duration: DURATION_S,
        requests: requests.map((r) => ({ method: 'GET', path: r.path })),
      },
      (error, result) => (error ? reject(error) : resolveRun(result)),
    ).on('done', () => undefined);
    console.log(`  running: ${title} (${DURATION_S}s, 32 connections)`);
  });
}

/** Lendline and the bare handler in turns, twice each, on the same database: their requests/s side by side. */
async function versusBare(databaseUrl: string, token: string): Promise<void> {
  const barePort = await freePort();
  const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-handler.ts'], {
    cwd: API_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, BARE_PORT: String(barePort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const bareUrl = `http://127.0.0.1:${barePort}`;
  try {
    for (
      let tries = 0;
      !(await fetch(`${bareUrl}/users/count`).then(
        (r) => r.ok,
        () => false,
      ));
      tries += 1
    ) {
      if (tries > 100) throw new Error('the bare handler did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const ours: number[] = [];
    const floor: number[] = [];
    for (let round = 1; round <= 2; round += 1) {
      ours.push(
        (await run(`Lendline, round ${round}`, [{ path: listPath }, { path: countPath }], token)).requests
          .average,
      );
      floor.push(
        (
          await run(
            `bare handler, round ${round}`,
            [{ path: '/users' }, { path: '/users/count' }],
            token,
            bareUrl,
          )
        ).requests.average,
      );
    }
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const ratio = mean(ours) / mean(floor);
    console.log(
      `\nLendline ${mean(ours).toFixed(0)} req/s, bare Hono + node-postgres ${mean(floor).toFixed(0)} req/s: ${ratio.toFixed(2)}x (target >= 0.8x)`,
    );
  } finally {
    bare.kill('SIGTERM');
    await new Promise((resolve) => bare.once('exit', resolve));
  }
}

async function main(): Promise<void> {
  if (args.includes('--staff-load')) return staffLoad(args);
  if (PORTFOLIO_ONLY && !BENCH_DATABASE_URL) throw new Error('--portfolio needs BENCH_DATABASE_URL');
  if (!PORTFOLIO_ONLY) await listBench();
  if (BENCH_DATABASE_URL) await portfolioBench(BENCH_DATABASE_URL);
}

async function listBench(): Promise<void> {
  await withBenchDatabase(POSTGRES_ADMIN_URL, addUsers, async (databaseEnv) => {
    const server = await startBenchServer(PORT, { ...databaseEnv, RESULT_CACHE: resultCache });
    try {
      // A signed-in administrator, as in the staff app: every request carries the bearer token.
      const login = await fetch(`http://127.0.0.1:${PORT}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'avery.collins@example.com', password: 'Lendline#2026' }),
      });
      const { token } = (await login.json()) as { token: string };
      const auth = { headers: { authorization: `Bearer ${token}` } };
      const check = (await (await fetch(`http://127.0.0.1:${PORT}${listPath}`, auth)).json()) as unknown[];
      const total = (await (await fetch(`http://127.0.0.1:${PORT}${countPath}`, auth)).json()) as {
        count: number;
      };
      console.log(`  list returns ${check.length} rows, count = ${total.count}`);
      await run('warm-up', [{ path: listPath }, { path: countPath }], token);
      const result = await run('list + count', [{ path: listPath }, { path: countPath }], token);
      const errors = result.errors + result.non2xx;
      console.log(
        `\nResult (list and count requests alternate on each connection; result cache ${resultCache === 'true' ? 'on' : 'off'}):`,
      );
      console.log(
        `  requests/s  mean ${result.requests.average.toFixed(0)}   p50 latency ${result.latency.p50} ms   p99 latency ${result.latency.p99} ms   errors ${errors}`,
      );
      console.log(
        `  target: >= 2000 req/s with p99 < 100 ms -> ${result.requests.average >= 2000 && result.latency.p99 < 100 ? 'met' : 'NOT met'}`,
      );
      if (VS_BARE && databaseEnv.DATABASE_URL) await versusBare(databaseEnv.DATABASE_URL, token);
    } finally {
      await server.stop();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
