import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signInThroughPage } from './support/sign-in.ts';

// ACH View as staff meet it: the standalone page (no staff app, no sign-in, strict CSP) around the
// <ach-viewer> widget, with a file opened from the computer.

const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../../shared/nacha/test-data/ach/', import.meta.url));

/** Collects CSP violations from before the page's first script. */
async function watchCsp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as Record<string, unknown>;
    record['__lendlineViolations'] = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (record['__lendlineViolations'] as string[]).push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as Record<string, unknown>)['__lendlineViolations']);

test('ACH View opens a local file: batches, every problem, and a problem’s field in the raw file', async ({
  page,
}) => {
  await watchCsp(page);
  const response = await page.goto('/ach-view-file');
  expect(response!.status()).toBe(200);
  expect(response!.headers()['content-security-policy']).toContain("default-src 'none'");
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ACH View');

  const viewer = page.locator('ach-viewer');
  await viewer.getByLabel('Open a NACHA file').setInputFiles(`${FIXTURES}valid-other/20110805A.ach`);
  await expect(viewer.getByRole('status').first()).toHaveText(
    /^Loaded 20110805A\.ach: 4 batches, 48 entries, [1-9]\d* errors?$/,
  );

  // Batches fold open.
  const batches = viewer.getByRole('heading', { name: 'Batches (4)' });
  await expect(batches).toBeVisible();
  const firstBatch = viewer.locator('.fold').first();
  await expect(firstBatch).toHaveAttribute('aria-expanded', 'false');
  await firstBatch.click();
  await expect(firstBatch).toHaveAttribute('aria-expanded', 'true');
  await expect(viewer.getByRole('region', { name: 'Entries of batch 1' })).toBeVisible();

  // The problems, counted in their heading; the file control's batch count is off (5 written, 4 found).
  await expect(viewer.getByRole('heading', { name: /^Problems \(\d+\)$/ })).toBeVisible();
  await expect(viewer.locator('.totals .mismatch').first()).toBeVisible();
  const problem = viewer.locator('.problems li', { hasText: /batch count/i }).first();
  await expect(problem).toBeVisible();
  await problem.getByRole('button').click();

  const line = viewer.locator('.line.selected');
  await expect(line).toBeFocused();
  await expect(line).toHaveAttribute('data-line', '93');
  await expect(line.locator('.bad')).not.toHaveCount(0);
  await line.locator('.bad').first().hover();
  await expect(viewer.locator('.field-info')).toContainText(/^Line 93, columns \d+–\d+: /);
  await page.screenshot({ path: `${SCREENSHOTS}/ach-view-file.png`, fullPage: true });

  // Exports download under the page's CSP, accounts masked.
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    viewer.getByRole('button', { name: 'Download entries CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe('20110805A-entries.csv');
  const text = await readFile((await csv.path())!, 'utf8');
  expect(text.split('\r\n')[0]).toMatch(/^Batch,Line,Company name,/);
  expect(text.trim().split('\r\n')).toHaveLength(49);
  expect(text).toContain('••••');

  expect(await violations(page)).toEqual([]);
});

test('ACH View for a batch name, not signed in, says to sign in and still opens a local file', async ({
  page,
}) => {
  await watchCsp(page);
  await page.goto(`/ach-view-file/${encodeURIComponent('2026-11-21-A<script>')}`);
  await expect(page.locator('.notice')).toHaveText(
    'Sign in to the staff app, then open this page again to load batch 2026-11-21-A<script>. You can still open a local copy of its file below.',
  );

  const viewer = page.locator('ach-viewer');
  await viewer.getByLabel('Open a NACHA file').setInputFiles(`${FIXTURES}returns-noc/return-WEB.ach`);
  await expect(viewer.getByRole('status').first()).toHaveText(
    'Loaded return-WEB.ach: 2 batches, 2 entries, 0 errors',
  );
  await viewer.locator('.fold').first().click();
  await expect(viewer.getByRole('region', { name: 'Entries of batch 1' })).toContainText(
    'R01 Insufficient funds',
  );
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/ach-view-file-returns.png`, fullPage: true });
});

test('ACH View reads 100,000 entries and renders only the rows in view', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/ach-view-file');
  const viewer = page.locator('ach-viewer');
  await viewer
    .getByLabel('Open a NACHA file')
    .setInputFiles(`${FIXTURES}large/PPD-200-batches-100000-entries.ach.gz`);
  const status = viewer.getByRole('status').first();
  await expect(status).toHaveText(
    /^Loaded PPD-200-batches-100000-entries\.ach\.gz: 200 batches, 100,\d{3} entries, /,
    { timeout: 60_000 },
  );
  const total = Number(/ (\d+,\d{3}) entries/.exec((await status.textContent())!)![1]!.replace(',', ''));
  const entries = viewer.getByRole('region', { name: 'Entries', exact: true });
  expect(await entries.locator('tbody tr:not(.spacer)').count()).toBeLessThan(60);
  expect(await viewer.locator('.raw .line').count()).toBeLessThan(60);

  // Keyboard scrolling moves the window: End shows the last entry.
  await entries.focus();
  await page.keyboard.press('End');
  await expect(entries.locator('tbody tr:not(.spacer)').last()).toHaveAttribute(
    'aria-rowindex',
    String(total + 1),
  );

  // The widget's marks: reading starts, the reader is done, the file is on screen.
  const [reading, parsed, loaded] = await page.evaluate(() =>
    ['reading', 'parsed', 'loaded'].map(
      (name) => performance.getEntriesByName(`lendline:ach-viewer:${name}`)[0]?.startTime ?? -1,
    ),
  );
  expect(parsed).toBeGreaterThan(reading!);
  expect(loaded).toBeGreaterThan(parsed!);
  console.log(
    `ACH View, 100,000 entries in Chromium: read ${Math.round(parsed! - reading!)} ms, on screen ${Math.round(loaded! - parsed!)} ms later`,
  );
  await page.screenshot({ path: `${SCREENSHOTS}/ach-view-file-100k.png` });
});

test('the home page’s ACH File Viewer card leaves the staff app for the server’s ACH View page', async ({
  page,
}) => {
  await signInThroughPage(page, ADMIN);
  await page.goto('/home');
  await page.getByRole('link', { name: /ACH File Viewer/ }).click();
  await expect(page).toHaveURL(/\/ach-view-file$/);
  // The server's page, not the app's placeholder: the widget is there, outside any staff shell.
  await expect(page.locator('ach-viewer')).toHaveCount(1);
  await expect(page.getByRole('navigation')).toHaveCount(0);
});
