import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './bench-server.ts';

// `npm run bench:cold-start` (part of `npm run bench`): the compiled server (`npm run build` first; this builds
// nothing) started as `npm run serve` starts it, on a fresh temporary data folder (create the embedded
// database, migrate, seed the demo company) and again on that same folder (a restart on existing data).
// Reports the time from spawn until /api/health answers, and the server's resident memory after start and
// after a few ordinary requests. `--source` runs src/main.ts through tsx instead, as `serve` did before the
// compiled build, for comparison. `--runs N` repeats the pair N times (default 3) and reports medians.

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BUNDLE = join(REPO_ROOT, 'apps/api/dist/main.js');
const SOURCE = join(REPO_ROOT, 'apps/api/src/main.ts');
const args = process.argv.slice(2);
const fromSource = args.includes('--source');
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Math.max(1, Number(args[runsArg + 1]) || 1) : 3;
const print = (line = '') => process.stdout.write(`${line}\n`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

if (!fromSource && !existsSync(BUNDLE)) {
  process.stderr.write(`No compiled server at ${BUNDLE}: run \`npm run build\` first.\n`);
  process.exit(2);
}

/** Resident memory of a process, threads included (the embedded database runs on one), from /proc. */
function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  return Number(kb) * 1024;
}

interface Start {
  healthMs: number;
  rssAfterStart: number;
  rssAfterRequests: number;
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with status ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    // Polled often: a start of 1-2 s is what is being measured.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no answer from ${url}`);
}

/** What a signed-in administrator does first: sign in, open the users list, count, load the app and its API doc. */
async function someRequests(base: string): Promise<void> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'avery.collins@example.com', password: 'Lendline#2026' }),
  });
  if (!login.ok) throw new Error(`sign-in answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const filter = encodeURIComponent(JSON.stringify({ limit: 15, order: 'lastName ASC' }));
  for (const path of [
    `/api/rgnts-apps-users?filter=${filter}`,
    '/api/rgnts-apps-users/count',
    '/api/openapi.json',
    '/',
    '/widgets/loan-calculator.js',
  ]) {
    const response = await fetch(`${base}${path}`, auth);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  }
}

async function startOnce(dataDir: string): Promise<Start> {
  const port = await freePort();
  const entry = fromSource ? ['--import', 'tsx', SOURCE] : ['--enable-source-maps', BUNDLE];
  const started = performance.now();
  const child = spawn(process.execPath, entry, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SEED_REFERENCE_DATE: '2026-11-21',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/api/health`, child);
    const healthMs = performance.now() - started;
    const rssAfterStart = rssBytes(child.pid!);
    await someRequests(base);
    const rssAfterRequests = rssBytes(child.pid!);
    return { healthMs, rssAfterStart, rssAfterRequests };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const fresh: Start[] = [];
const restart: Start[] = [];
for (let run = 0; run < RUNS; run++) {
  const dataDir = await mkdtemp(join(tmpdir(), 'lendline-cold-start-'));
  try {
    fresh.push(await startOnce(dataDir));
    restart.push(await startOnce(dataDir));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

print(
  `Server cold start (${fromSource ? 'src/main.ts through tsx' : 'compiled apps/api/dist/main.js'}), node ${process.version}, median of ${RUNS}, load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
print('  start                          to /api/health   RSS after start   RSS after requests');
for (const [label, starts] of [
  ['fresh data folder (seeds)', fresh],
  ['restart on existing data', restart],
] as const) {
  print(
    `  ${label.padEnd(29)}  ${`${(median(starts.map((s) => s.healthMs)) / 1000).toFixed(2)} s`.padStart(14)}   ${mb(median(starts.map((s) => s.rssAfterStart))).padStart(15)}   ${mb(median(starts.map((s) => s.rssAfterRequests))).padStart(18)}`,
  );
  print(`    each run: ${starts.map((s) => `${(s.healthMs / 1000).toFixed(2)} s`).join(', ')}`);
}
