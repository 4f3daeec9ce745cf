import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { openInApp, openListInApp } from './support/in-app.ts';
import { signInThroughPage } from './support/sign-in.ts';

// Issue 24 (Tests): maker-checker end to end against the real server. The ACH Operator (ACH view, create
// and download) builds the batches due at the earliest effective date the cut-off allows now, follows the
// build's progress, opens a new draft and submits it; the maker cannot approve it. The ACH Approver (view
// and create, no download), in a second browser context, approves it after a confirmation naming batch,
// count and amount; the file is generated into Downloads (whole for the operator, refused to the approver,
// listed on the operator's Downloads screen) and opens in ACH View with
// the batch's count and totals, accounts masked for the approver and revealed only for the operator.
//
// The demo seed is anchored to the server's today (no SEED_REFERENCE_DATE on the e2e server): it batches
// the invoices due over the next few banking days, and leaves the overdue ones on live mandates (and one
// held entry) free, so a build at the earliest effective date always finds invoices in no live batch.

const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots', import.meta.url));
const OPERATOR = 'tomas.herrera@example.com';
const APPROVER = 'grace.okafor@example.com';
const MASK = '••••';
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

/** A fact of the batch's summary card (label above value). */
const fact = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`, 'i') }).locator('xpath=following-sibling::dd[1]');

/** A signed-in page in a browser context of its own: two people, two sessions. */
async function personPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1366, height: 800 },
  });
  const page = await context.newPage();
  await signInThroughPage(page, email);
  return page;
}

/** The staff app's bearer token for API checks made as that person. */
async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((one) => one.name === 'token');
  expect(cookie, 'the session cookie').toBeDefined();
  return cookie!.value;
}

/** ACH View of the batch from its manage page: the server's own page, loaded with the session. */
async function openInAchView(page: Page, batchName: string, entryCount: number) {
  await page.getByRole('link', { name: 'Open in ACH View' }).click();
  await expect(page).toHaveURL(new RegExp(`/ach-view-file/${batchName}$`));
  await expect(page.locator('#ach-status')).toContainText(`Batch ${batchName} loaded from the server`);
  const viewer = page.locator('ach-viewer');
  await expect(viewer.getByRole('status').first()).toHaveText(
    new RegExp(`^Loaded .*: 1 batch, ${entryCount.toLocaleString('en-US')} entr(y|ies), 0 errors$`),
  );
  return viewer;
}

/** A figure of the viewer's file totals: [stored in the file control, recomputed from the entries]. */
async function fileTotal(viewer: ReturnType<Page['locator']>, figure: string): Promise<[string, string]> {
  const row = viewer
    .getByRole('table', { name: 'File totals' })
    .getByRole('row', { name: new RegExp(`^${figure} `) });
  await expect(row.getByRole('cell').nth(2)).toHaveText('Matches');
  const [stored, recomputed] = await Promise.all([
    row.getByRole('cell').nth(0).textContent(),
    row.getByRole('cell').nth(1).textContent(),
  ]);
  return [stored!.trim(), recomputed!.trim()];
}

test('ACH maker-checker: the operator builds and submits, another person approves, the file goes to Downloads and opens in ACH View', async ({
  browser,
}) => {
  const operator = await personPage(browser, OPERATOR);
  const approver = await personPage(browser, APPROVER);

  // ── Operator: build the batches due at the earliest effective date (the dialog's default).
  await openListInApp(operator, '/ach/ach/list');
  await operator.getByRole('button', { name: 'Build batch' }).first().click();
  const dialog = operator.getByRole('dialog', { name: 'Build ACH batch' });
  const [month, day, year] = (await dialog.getByLabel('Effective date').inputValue()).split('/');
  const effective = `${year}-${month}-${day}`;
  expect(effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await dialog.getByRole('button', { name: 'Build', exact: true }).click();

  // The build is a job: its progress modal follows it to the end, then a toast says it is done.
  const progress = operator.getByRole('dialog', { name: `Build ACH batches effective ${effective}` });
  await expect(progress).toBeVisible();
  await expect(progress.getByRole('progressbar')).toBeVisible();
  await expect(progress).toContainText('3 of 3', { timeout: 15_000 });
  const done = operator
    .getByRole('alert')
    .filter({ hasText: `Build ACH batches effective ${effective} is done` });
  await expect(done).toContainText(/\d+ batch(es)?, \d+ entries, \d+ prenotes · \$[\d,]+\.\d{2}/);
  await expect(done).not.toContainText('Downloads');
  await expect(progress).toBeHidden();

  // The bell names the batches the build made (the newest such notice is this build's): take its
  // smallest collection batch.
  await operator.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const built = operator
    .getByRole('list', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: /ACH batch(es)? built/ })
    .first();
  await expect(built).toContainText(`ACH-${effective.replaceAll('-', '')}-`);
  const made = [
    ...((await built.textContent()) ?? '').matchAll(/(ACH-\d{8}-\d{2}) COLLECTION (CCD|PPD): (\d+)/g),
  ]
    .map(([, name, , count]) => ({ name: name!, count: Number(count) }))
    .sort((a, b) => a.count - b.count);
  expect(made.length, 'a collection batch built from invoices in no live batch').toBeGreaterThan(0);
  const batchName = made[0]!.name;
  const entryCount = made[0]!.count;
  expect(batchName.startsWith(`ACH-${effective.replaceAll('-', '')}-`)).toBe(true);
  await operator.keyboard.press('Escape');

  // The list, reloaded when the build ended, has the new draft by its maker; it opens the batch.
  await operator.getByRole('searchbox', { name: 'Search' }).fill(batchName);
  const row = operator.locator('table tbody tr').filter({ hasText: batchName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(/draft/i);
  await expect(row).toContainText('Tomás Herrera');
  await row.getByRole('link', { name: batchName }).click();
  await expect(operator).toHaveURL(/\/ach\/ach\/manage\/\d+\/draft$/);
  const batchId = Number(/manage\/(\d+)\//.exec(operator.url())![1]);
  await expect(operator.getByRole('heading', { level: 1 })).toHaveText(batchName);
  await expect(fact(operator, 'Entries')).toHaveText(entryCount.toLocaleString('en-US'));
  const debitTotal = (await fact(operator, 'Debit total').textContent())!.trim();
  const entryHash = (await fact(operator, 'Entry hash').textContent())!.trim();
  const summary = `${batchName}: ${entryCount.toLocaleString('en-US')} ${entryCount === 1 ? 'debit' : 'debits'}, ${debitTotal}`;
  expect(cents(debitTotal)).toBeGreaterThan(0);

  // Submit, after a confirmation naming the batch, its count and amount.
  await operator.getByRole('button', { name: 'Submit for approval' }).click();
  const submit = operator.getByRole('dialog', { name: 'Submit ACH batch' });
  await expect(submit).toContainText(`Submit ACH batch ${summary} for approval?`);
  await submit.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(operator).toHaveURL(new RegExp(`/manage/${batchId}/pending_approval$`));
  await expect(fact(operator, 'Submitted by')).toContainText('Tomás Herrera');

  // The maker cannot approve: the steps are there, disabled, with the reason; the server refuses too.
  await expect(operator.getByRole('button', { name: 'Approve', exact: true })).toBeDisabled();
  await expect(operator.getByRole('button', { name: 'Reject', exact: true })).toBeDisabled();
  await expect(operator.getByRole('note')).toHaveText('You built this batch; another person must approve it');
  const refused = await operator.request.post(`/api/ach-batches/${batchId}/approve`, {
    headers: { Authorization: `Bearer ${await tokenOf(operator)}` },
    data: {},
  });
  expect(refused.status()).toBe(422);

  // ── Approver, in the other context: the batch waits for them; they approve it.
  await openInApp(approver, `/ach/ach/manage/${batchId}/pending_approval`);
  await expect(approver.getByRole('heading', { level: 1 })).toHaveText(batchName);
  await expect(fact(approver, 'Status')).toHaveText(/pending approval/i);
  await approver.getByRole('button', { name: 'Approve', exact: true }).click();
  const approve = approver.getByRole('dialog', { name: 'Approve ACH batch' });
  await expect(approve).toContainText(`Approve ACH batch ${summary}? The bank file is generated at once.`);
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(approver.getByRole('alert').filter({ hasText: `${batchName} is approved` })).toBeVisible();

  // The batch shows its file once the file job has written it.
  const fileName = `${batchName}-A.ach`;
  await expect(fact(approver, 'File')).toHaveText(`${fileName} (File ID modifier A)`, { timeout: 15_000 });
  await expect(fact(approver, 'Status')).toHaveText(/file generated/i);
  await expect(fact(approver, 'Approver')).toContainText('Grace Okafor');
  // Without ACH download the approver is not offered the file's bytes.
  await expect(approver.getByRole('button', { name: 'Download file' })).toHaveCount(0);
  await approver.screenshot({ path: `${SCREENSHOTS}/ach-flow-approved.png`, fullPage: true });

  // ACH View as the approver: the batch with its count and totals, accounts masked, nothing to reveal.
  const approverView = await openInAchView(approver, batchName, entryCount);
  expect(await fileTotal(approverView, 'Debits')).toEqual([debitTotal, debitTotal]);
  expect(await fileTotal(approverView, 'Credits')).toEqual(['$0.00', '$0.00']);
  const [hash] = await fileTotal(approverView, 'Entry hash');
  expect(Number(hash)).toBe(Number(entryHash));
  await expect(approver.locator('#ach-status')).toContainText(
    'account numbers show their last 4 digits only',
  );
  await expect(approver.locator('#ach-reveal')).toBeHidden();
  await approverView.locator('.fold').first().click();
  const maskedEntries = approverView.getByRole('region', { name: 'Entries of batch 1' });
  await expect(maskedEntries).toContainText(MASK);
  await approver.screenshot({ path: `${SCREENSHOTS}/ach-flow-view-masked.png`, fullPage: true });

  // ── Operator again: the batch has its file, which Downloads hands over whole (they hold ACH download).
  await openInApp(operator, '/home');
  await openInApp(operator, `/ach/ach/manage/${batchId}/file_generated`);
  await expect(fact(operator, 'File')).toHaveText(`${fileName} (File ID modifier A)`);
  const [download] = await Promise.all([
    operator.waitForEvent('download'),
    operator.getByRole('button', { name: 'Download file' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  const records = (await readFile((await download.path())!, 'utf8')).split(/\r?\n/);
  const entries = records.filter((line) => line.startsWith('6'));
  expect(entries).toHaveLength(entryCount);
  expect(entries.some((line) => line.slice(12, 29).includes('*'))).toBe(false);
  const batchControl = records.find((line) => line.startsWith('8'))!;
  expect(Number(batchControl.slice(20, 32))).toBe(cents(debitTotal));

  // Downloads lists the file for the operator (another's file, in a menu where they hold download).
  const listed = await operator.request.get(
    `/api/downloads?filter=${encodeURIComponent(JSON.stringify({ where: { name: fileName } }))}`,
    { headers: { Authorization: `Bearer ${await tokenOf(operator)}` } },
  );
  expect(listed.status()).toBe(200);
  expect(await listed.json()).toEqual([
    expect.objectContaining({ name: fileName, requestedByName: 'Grace Okafor', module: 'ach', menu: 'ACH' }),
  ]);

  // The operator's Downloads screen (Tape Builder › Downloads, which the ACH roles open) lists it as a
  // NACHA file of the approver's.
  await openListInApp(operator, '/dataTapes/downloads/list');
  await operator.getByRole('searchbox', { name: 'Search' }).fill(fileName);
  const fileRow = operator
    .getByRole('table', { name: 'Downloads' })
    .getByRole('row')
    .filter({ hasText: fileName });
  await expect(fileRow).toHaveCount(1);
  await expect(fileRow).toContainText('NACHA');
  await expect(fileRow).toContainText('Grace Okafor');
  await openInApp(operator, `/ach/ach/manage/${batchId}/file_generated`);

  // The approver's approval wrote it, but without ACH download Downloads does not hand them its bytes.
  const notListed = await approver.request.get(
    `/api/downloads?filter=${encodeURIComponent(JSON.stringify({ where: { name: fileName } }))}`,
    { headers: { Authorization: `Bearer ${await tokenOf(approver)}` } },
  );
  expect(await notListed.json()).toEqual([]);

  // ACH View as the operator: masked until revealed, and the reveal shows the whole numbers.
  const operatorView = await openInAchView(operator, batchName, entryCount);
  expect(await fileTotal(operatorView, 'Debits')).toEqual([debitTotal, debitTotal]);
  const reveal = operator.locator('#ach-reveal');
  await expect(reveal).toBeVisible();
  await operatorView.locator('.fold').first().click();
  const operatorEntries = operatorView.getByRole('region', { name: 'Entries of batch 1' });
  await expect(operatorEntries).toContainText(MASK);
  await reveal.click();
  await expect(operator.locator('#ach-status')).toContainText('whole account numbers revealed');
  await expect(operatorView).toHaveAttribute('reveal', '');
  await expect(operatorEntries).not.toContainText(MASK);
  await operator.screenshot({ path: `${SCREENSHOTS}/ach-flow-view-revealed.png`, fullPage: true });

  await operator.context().close();
  await approver.context().close();
});
