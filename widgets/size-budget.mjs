// Fails the build when a widget bundle outgrows its gzip budget: every byte is paid by a partner's visitors.
// Usage: node widgets/size-budget.mjs [widget-name ...]   (no names: check every widget)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Gzip budgets in bytes, one entry per widget bundle served at /widgets/<name>.js. */
const budgets = {
  'loan-calculator': 15_000,
  'credit-application': 25_000,
  // Issue 6's 25,000 B; the bundle is 24,995 B: @lendline/nacha's reader and validator (every rule, message
  // and code table the viewer shows) about 12,100 B, Preact's core 4,300 B, widget-host 440 B, the viewer's
  // code 6,200 B and styles 1,430 B (widgets/ach-viewer/README.md).
  'ach-viewer': 25_000,
};

const requested = process.argv.slice(2);
const names = requested.length > 0 ? requested : Object.keys(budgets);
const format = (bytes) => `${bytes.toLocaleString('en-US')} B`;

let failed = false;
for (const name of names) {
  const budget = budgets[name];
  if (budget === undefined) {
    console.error(`${name}: no size budget; add one to widgets/size-budget.mjs`);
    failed = true;
    continue;
  }
  const bundlePath = fileURLToPath(new URL(`./${name}/dist/${name}.js`, import.meta.url));
  let bundle;
  try {
    bundle = readFileSync(bundlePath);
  } catch {
    console.error(`${name}: ${bundlePath} not found; build the widget first`);
    failed = true;
    continue;
  }
  const gzipped = gzipSync(bundle, { level: 9 }).length;
  const withinBudget = gzipped <= budget;
  const report = withinBudget ? console.log : console.error;
  report(
    `${name}.js: ${format(bundle.length)} raw, ${format(gzipped)} gzip, budget ${format(budget)}: ${withinBudget ? 'ok' : 'OVER BUDGET'}`,
  );
  failed ||= !withinBudget;
}

process.exitCode = failed ? 1 : 0;
