import { freePort, postgresAdminUrl, startBenchServer, withBenchDatabase } from './bench-server.ts';

// `node --import tsx apps/api/bench/report-bench.ts [--postgres[=URL]] [runs]` (after `npm run build`):
// how long the report catalogue's card sets take to open (issue 23: under 1 s on the large book), and a
// report page of each module, against a real server process. On the demo book (embedded PGlite, or a
// fresh database on PostgreSQL with --postgres) and, with BENCH_DATABASE_URL set to a database filled by
// `npm run seed:large`, on the large book. Requests go one at a time, as one person opening the page.

const args = process.argv.slice(2);
const RUNS = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 15);
const POSTGRES_ADMIN_URL = postgresAdminUrl(args);
const LARGE_DATABASE_URL = process.env.BENCH_DATABASE_URL || undefined;
// A server already running (on the large book, say), measured as it is: no server is started.
const SERVER_URL = process.env.BENCH_SERVER_URL || undefined;

const CASES = [
  { label: 'GET /reports/extensions (cards)', path: '/api/reports/extensions' },
  { label: 'GET /reports/assetManagement (cards)', path: '/api/reports/assetManagement' },
  { label: 'GET /reports/ach (cards)', path: '/api/reports/ach' },
  {
    label: 'GET /reports/extensions/extension-revenue-by-month',
    path: '/api/reports/extensions/extension-revenue-by-month',
  },
  {
    label: 'GET /reports/assetManagement/asset-register',
    path: '/api/reports/assetManagement/asset-register',
  },
  {
    label: 'GET /reports/assetManagement/asset-list (category filter, page 3)',
    path: `/api/reports/assetManagement/asset-list?filter=${encodeURIComponent(
      JSON.stringify({ where: { category: 'CONSTRUCTION' }, limit: 50, skip: 100 }),
    )}`,
  },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

// Each book is measured twice: with the result cache off, every open computes its figures (what the first
// open after a write costs); with it on, as served, later opens reuse them until a table is written.
async function measure(title: string, env: Record<string, string>): Promise<void> {
  if (SERVER_URL) return measureOn(title, { url: SERVER_URL, stop: async () => {} });
  for (const cache of ['false', 'true'])
    await measureOn(
      `${title}, result cache ${cache === 'true' ? 'on (as served)' : 'off (computed each time)'}`,
      await startBenchServer(await freePort(), { ...env, RESULT_CACHE: cache }),
    );
}

async function measureOn(title: string, server: { url: string; stop: () => Promise<void> }): Promise<void> {
  try {
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'avery.collins@example.com', password: 'Lendline#2026' }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    console.log(`\n${title}: ${RUNS} runs each, after 2 to warm up (ms)`);
    console.log('case'.padEnd(70), 'median'.padStart(8), 'p95'.padStart(8), 'max'.padStart(8));
    for (const { label, path } of CASES) {
      const times: number[] = [];
      for (let run = 0; run < RUNS + 2; run += 1) {
        const started = performance.now();
        const answer = await fetch(`${server.url}${path}`, { headers });
        await answer.arrayBuffer();
        if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
        if (run >= 2) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const cells = [percentile(times, 50), percentile(times, 95), times.at(-1)!].map((ms) =>
        ms.toFixed(0).padStart(8),
      );
      console.log(label.padEnd(70), ...cells);
    }
  } finally {
    await server.stop();
  }
}

if (SERVER_URL) {
  await measure(`The server at ${SERVER_URL}`, {});
} else if (LARGE_DATABASE_URL) {
  await measure('Large book (BENCH_DATABASE_URL, PostgreSQL)', { DATABASE_URL: LARGE_DATABASE_URL });
} else {
  await withBenchDatabase(
    POSTGRES_ADMIN_URL,
    async () => {},
    (env) => measure(POSTGRES_ADMIN_URL ? 'Demo book on PostgreSQL' : 'Demo book on embedded PGlite', env),
  );
}
