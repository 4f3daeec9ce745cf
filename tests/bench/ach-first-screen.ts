import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';

// `npm run bench` (last part): how long staff wait for the first screen of the 100,000-entry fixture in
// Chromium. The real server (started as `npm run serve` starts it, on a fresh data folder) serves the
// standalone ACH View page and the built widget; each run opens the page afresh, picks the file through the
// page's file input, and stops the clock when the first entry rows of the Entries table are painted.
// Needs the built widget: `npm run build -w @lendline/widget-ach-viewer`.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURE = join(ROOT, 'shared/nacha/test-data/ach/large/PPD-200-batches-100000-entries.ach.gz');
const WIDGET = join(ROOT, 'widgets/ach-viewer/dist/ach-viewer.js');
const PORT = 3950 + Math.floor(Math.random() * 40);
const BASE_URL = `http://localhost:${PORT}`;
const RUNS = 5;
const TARGET_MS = 1500;
const print = (line: string) => process.stdout.write(`${line}\n`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE_URL}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${BASE_URL}/api/health within two minutes`);
}

interface FirstScreen {
  /** From picking the file to the first entry rows painted, on the page's clock. */
  firstScreenMs: number;
  /** The widget's own marks: reading the file (parse and validate) and rendering it. */
  readMs: number;
  renderMs: number;
}

async function openFixture(page: Page): Promise<FirstScreen> {
  await page.goto(`${BASE_URL}/ach-view-file`);
  const input = page.locator('ach-viewer').getByLabel('Open a NACHA file');
  await input.waitFor({ state: 'attached' });
  const picked = await page.evaluate(() => performance.now());
  await input.setInputFiles(FIXTURE);
  // Polled on every animation frame, so the time is that of the first frame that shows the rows.
  const shown = await page.waitForFunction(
    () => {
      const root = document.querySelector('ach-viewer')?.shadowRoot;
      const row = root?.querySelector('[role="region"][aria-label="Entries"] tbody tr:not(.spacer)');
      return row ? performance.now() : false;
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  const firstScreenAt = (await shown.jsonValue()) as number;
  const [reading, parsed, loaded] = await page.evaluate(() =>
    ['reading', 'parsed', 'loaded'].map(
      (step) => performance.getEntriesByName(`lendline:ach-viewer:${step}`)[0]?.startTime ?? NaN,
    ),
  );
  return { firstScreenMs: firstScreenAt - picked, readMs: parsed! - reading!, renderMs: loaded! - parsed! };
}

if (!existsSync(WIDGET)) {
  throw new Error(`${WIDGET} is missing: run \`npm run build -w @lendline/widget-ach-viewer\` first`);
}
const dataDir = await mkdtemp(join(tmpdir(), 'lendline-ach-first-screen-'));
// The compiled server, as `npm run serve` runs it (`npm run bench` builds first).
const server = spawn(process.execPath, ['apps/api/dist/main.js'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const browser = await chromium
  .launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })
  .catch((error: unknown) => {
    server.kill('SIGTERM');
    throw error;
  });
try {
  await waitForHealth(Date.now() + 120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const results: FirstScreen[] = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await context.newPage();
    results.push(await openFixture(page));
    await page.close();
  }
  const firstScreen = median(results.map((result) => result.firstScreenMs));
  print(
    `ACH View first screen, 100,000-entry fixture in Chromium ${browser.version()}, load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  print(`  runs (ms): ${results.map((result) => result.firstScreenMs.toFixed(0)).join(', ')}`);
  print(
    `  median ${firstScreen.toFixed(0)} ms from picking the file to the first rows painted ` +
      `(widget: read ${median(results.map((r) => r.readMs)).toFixed(0)} ms, ` +
      `render ${median(results.map((r) => r.renderMs)).toFixed(0)} ms, medians)`,
  );
  print(
    `  ${firstScreen <= TARGET_MS ? 'MET   ' : 'MISSED'} first screen within ${(TARGET_MS / 1000).toFixed(1)} s`,
  );
} finally {
  await browser.close();
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
}
