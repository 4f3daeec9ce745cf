import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, signInThroughPage } from './support/sign-in.ts';

const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots', import.meta.url));

/** Numbers of First Payment contracts pending booking, read through the API as the administrator. */
async function pendingContracts(request: APIRequestContext, count: number): Promise<string[]> {
  const login = await request.post('/api/login', { data: { email: ADMIN, password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const filter = { where: { status: 'PENDING_BOOKING' }, order: 'contractNumber DESC', limit: count };
  const response = await request.get(
    `/api/modules/firstPayment/contracts?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  const rows = (await response.json()) as { contractNumber: string }[];
  return rows.map((row) => row.contractNumber);
}

// The portfolio screens against the real server and its demo portfolio: one screen per section for every
// module, the module taken from the address.

test('Contract Inquiry: find a contract by its customer, export what the search found, open it and read its summary', async ({
  page,
}) => {
  await signInThroughPage(page, ADMIN);
  await page.goto('/enquiry/contract/list');
  const table = page.getByRole('table', { name: 'Contracts' });
  const firstLink = table.getByRole('link').first();
  await expect(firstLink).toBeVisible({ timeout: 15_000 });
  const wholeBook = page.getByText(/of [\d,]+ contracts/);
  await expect(wholeBook).toBeVisible();
  const bookCount = (await wholeBook.textContent())!;
  await page.screenshot({ path: `${SCREENSHOTS}/contracts-enquiry.png`, fullPage: true });

  // The customer's name, typed in the search, finds its contract among far fewer.
  const number = (await firstLink.textContent())!.trim();
  const customer = (await table.getByRole('row').nth(1).getByRole('cell').nth(1).textContent())!.trim();
  await page.getByRole('searchbox', { name: 'Search' }).fill(customer);
  await expect(page.getByText(bookCount)).toBeHidden({ timeout: 10_000 });
  const found = table.getByRole('row').filter({ has: page.getByRole('link', { name: number }) });
  await expect(found).toContainText(customer);
  const shown = page.getByText(/^1–\d+ of (\d+) contracts?$/);
  await expect(shown).toBeVisible();
  const matches = Number(/of (\d+)/.exec((await shown.textContent())!)![1]);
  expect(matches).toBeLessThan(50);
  await page.screenshot({ path: `${SCREENSHOTS}/contracts-by-customer.png`, fullPage: true });

  // The export holds what the search found: a header and one line per contract.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(matches + 1);
  expect(lines.find((line) => line.includes(number))).toContain(customer);

  await table.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { name: `Contract ${number}` })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Contract summary' });
  for (const label of ['Contract', 'Customer', 'Contract Type', 'Paid Off', 'Sales Rep', 'Debt Source']) {
    await expect(summary.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(summary.getByText('Contract Status', { exact: true })).toBeVisible();
  await expect(summary.getByText('Closed Date', { exact: true })).toBeVisible();
  await expect(summary.locator('dd').first()).toHaveText(number);
  await expect(summary.getByText(customer, { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Schedule' }).click();
  await expect(
    page.getByRole('table', { name: 'Payment schedule' }).locator('tbody tr').first(),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Terms' }).click();
  await page.screenshot({ path: `${SCREENSHOTS}/contract-details.png`, fullPage: true });
});

test('First Payment: preview the invoices of picked contracts, then create one billing run', async ({
  page,
  request,
}) => {
  await signInThroughPage(page, ADMIN);
  await page.goto('/firstPayment/invoice/create');
  await expect(page.getByRole('heading', { name: 'New Billing Run' })).toBeVisible();

  // Contracts pending booking have no first payment invoice yet, so the rules bill them.
  const numbers = await pendingContracts(request, 3);
  const contracts = page.getByRole('combobox', { name: 'Contracts' });
  for (const number of numbers) {
    await contracts.click();
    await contracts.fill(number);
    await page.getByRole('option', { name: new RegExp(`^${number} · `) }).click();
  }
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('table', { name: 'Invoices to create' });
  await expect(preview).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: `${SCREENSHOTS}/invoice-preview.png`, fullPage: true });

  const create = page.getByRole('button', { name: /^Create \d+ invoices?$/ });
  await expect(create).toBeEnabled();
  await create.dblclick();
  const created = page.getByText(/^Billing run FP-\d{4}-\d{2}-\d{2}-\d{2} created$/);
  await expect(created).toBeVisible({ timeout: 15_000 });
  const name = (await created.textContent())!.replace(/^Billing run | created$/g, '');
  await page.screenshot({ path: `${SCREENSHOTS}/invoice-session-created.png`, fullPage: true });

  // The double click made one billing run.
  await page.goto('/firstPayment/invoice/session');
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(page.getByRole('link', { name })).toHaveCount(1, { timeout: 10_000 });
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('link').first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/invoices-of-session.png`, fullPage: true });
});

test('Contract details: activate a booked contract, terminate it after the confirmation, upload a document', async ({
  page,
  request,
}) => {
  // Two status changes, an upload and a download against the real server: more than the default 30 s.
  test.setTimeout(120_000);
  // The oldest of several pending contracts, so the billing run test above keeps contracts to bill.
  const number = (await pendingContracts(request, 6)).at(-1)!;
  await signInThroughPage(page, ADMIN);
  await page.goto('/firstPayment/contract/list');
  await page.getByRole('searchbox', { name: 'Search' }).fill(number);
  const table = page.getByRole('table', { name: 'Contracts' });
  await table.getByRole('link', { name: number }).click({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: `Contract ${number}` })).toBeVisible();

  // The servicing actions wait in a drawer opened from the header (issue 22 item 4).
  await page.getByRole('button', { name: 'Actions', exact: true }).click();
  const actions = page.getByRole('region', { name: 'Contract actions' });
  const status = actions.getByRole('combobox', { name: 'Change status to' });
  await status.click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await actions.getByRole('button', { name: 'Change status' }).click();
  const summary = page.getByRole('region', { name: 'Contract summary' });
  await expect(
    summary.getByText('Contract Status', { exact: true }).locator('xpath=following-sibling::*[1]'),
  ).toHaveText('Active', { timeout: 10_000 });

  await status.click();
  await page.getByRole('option', { name: 'Terminated', exact: true }).click();
  await actions.getByRole('button', { name: 'Change status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the status to Terminated?' });
  await expect(dialog).toContainText(`Contract ${number} will be closed as of today`);
  await page.screenshot({ path: `${SCREENSHOTS}/contract-close-confirmation.png` });
  await dialog.getByRole('button', { name: 'Close the contract' }).click();
  await expect(
    summary.getByText('Contract Status', { exact: true }).locator('xpath=following-sibling::*[1]'),
  ).toHaveText('Terminated', { timeout: 10_000 });
  await expect(
    summary.getByText('Closed Date', { exact: true }).locator('xpath=following-sibling::*[1]'),
  ).not.toHaveText('N/A');
  // Back to the page: the drawer closes with Escape.
  await page.keyboard.press('Escape');
  await expect(actions).toBeHidden();

  await page.getByRole('tab', { name: 'Documents' }).click();
  const upload = page.getByRole('region', { name: 'Upload a document' });
  // A 2 MB scan over a line that sends 1 MB a second: the form says how much has gone.
  const bytes = Buffer.concat([
    Buffer.from('%PDF-1.4\n% signed delivery and acceptance\n'),
    Buffer.alloc(2 * 1024 * 1024 - 42, 0x20),
  ]);
  await upload.locator('input[type="file"]').setInputFiles({
    name: 'delivery-acceptance.pdf',
    mimeType: 'application/pdf',
    buffer: bytes,
  });
  await upload.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Delivery acceptance' }).click();
  const network = await page.context().newCDPSession(page);
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByText(/^Uploading delivery-acceptance\.pdf: [1-9]\d?% of 2\.0 MB$/)).toBeVisible();
  await expect(upload.getByText('delivery-acceptance.pdf was uploaded.')).toBeVisible({ timeout: 15_000 });
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const documents = page.getByRole('table', { name: 'Documents' });
  const row = documents.getByRole('row').filter({ hasText: 'delivery-acceptance.pdf' });
  await expect(row.getByText('Valid', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/contract-documents-upload.png`, fullPage: true });

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download delivery-acceptance.pdf' }).click();
  const saved = await (await download).path();
  expect((await readFile(saved!)).equals(bytes)).toBe(true);
});

test('Add Contract: book a contract for a new customer, then open it', async ({ page }) => {
  test.setTimeout(90_000);
  // A name and FEIN of their own, so the test can run again on the same database.
  const stamp = Date.now().toString().slice(-7);
  const legalName = `Lone Star Paving ${stamp} LLC`;
  await signInThroughPage(page, ADMIN);
  await page.goto('/firstPayment/contract/module-wise/add');
  await expect(page.getByRole('heading', { name: 'Add Contract' })).toBeVisible({ timeout: 15_000 });

  // A segmented control: its radio is hidden behind the label a person clicks.
  await page.locator('label', { hasText: 'New customer' }).click();
  await expect(page.getByRole('radio', { name: 'New customer' })).toBeChecked();
  const field = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await field('Legal name').fill(legalName);
  await field('FEIN').fill(`74-${stamp}`);
  await field('NAICS').fill('238110');
  await field('Phone').fill('512-555-0142');
  await field('Address').fill('400 Congress Ave');
  await field('City').fill('Austin');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'TX – Texas' }).click();
  await field('ZIP').fill('78701');
  await field('Bill-to e-mail').fill('ap@lonestarpaving.example.com');
  await field('Tax rate').fill('8.25');
  await field('Equipment cost').fill('120000');
  // The form opens on an FMV lease, which is priced on the residual the lessor books.
  await field('Residual').fill('12000');
  await field('Term \\(months\\)').fill('48');
  await field('Annual rate').fill('7.5');
  await field('Commencement date').fill('12/01/2026');
  await field('Commencement date').blur();
  await page.getByRole('button', { name: 'Save contract' }).click();

  const done = page.getByRole('status').filter({ hasText: 'was added' });
  await expect(done).toContainText(/Contract EL-\d{4}-\d+ was added/, { timeout: 15_000 });
  await expect(done).toContainText(/\$[\d,]+\.\d{2} monthly before tax/);
  await page.screenshot({ path: `${SCREENSHOTS}/contract-added.png`, fullPage: true });
  await done.getByRole('link', { name: 'Open the contract' }).click();
  const summary = page.getByRole('region', { name: 'Contract summary' });
  await expect(
    summary.getByText('Customer', { exact: true }).locator('xpath=following-sibling::*[1]'),
  ).toHaveText(legalName, { timeout: 10_000 });
});
