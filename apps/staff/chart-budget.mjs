// Fails the staff build when the report charts stop being lazy or outgrow their budget (issue 23 item 4):
// the chart library (recharts under @mantine/charts) must load only when a report shows a chart, in a
// chunk of at most 170 KB gzip, so signing in and every other screen never pay for it.
// Usage: node apps/staff/chart-budget.mjs   (after `vite build`)
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET = 170_000;
// recharts' root class, present in its code however it is minified.
const MARKER = 'recharts-wrapper';

const dist = fileURLToPath(new URL('./dist/', import.meta.url));
const format = (bytes) => `${bytes.toLocaleString('en-US')} B`;
const html = readFileSync(`${dist}index.html`, 'utf8');
// What the first page loads: the entry script and the chunks it preloads.
const eager = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]);
const chunks = readdirSync(`${dist}assets`).filter((name) => name.endsWith('.js'));
const charting = chunks.filter((name) => readFileSync(`${dist}assets/${name}`, 'utf8').includes(MARKER));

let failed = false;
const fail = (message) => {
  console.error(message);
  failed = true;
};
if (charting.length === 0) fail(`chart budget: no chunk holds "${MARKER}"; has the chart library changed?`);
for (const name of charting) {
  if (eager.includes(name))
    fail(`chart budget: ${name} holds the chart library and loads with the first page`);
  const gzipped = gzipSync(readFileSync(`${dist}assets/${name}`), { level: 9 }).length;
  const within = gzipped <= BUDGET;
  (within ? console.log : console.error)(
    `${name}: ${format(gzipped)} gzip, budget ${format(BUDGET)}: ${within ? 'ok' : 'OVER BUDGET'}`,
  );
  failed ||= !within;
}
process.exitCode = failed ? 1 : 0;
