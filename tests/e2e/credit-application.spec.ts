import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, latestMail, signInThroughPage } from './support/sign-in.ts';

// A business applies for credit on the standalone page a sales rep hands out, and staff then find the
// application in Inquiries › Credit applications with the owner's SSN masked until an admin reveals it.

const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots', import.meta.url));

// Siobhán O'Brien is the demo Sales account (apps/api/src/db/seed/demo-users.ts); her name's slug routes
// the application to her.
const REP_SLUG = 'siobhan-o-brien';
const REP_EMAIL = 'siobhan.obrien@example.com';
const REP_NAME = "Siobhán O'Brien";
const PAGE = `/credit-page/Lendline/${REP_SLUG}`;
// The server refuses anything sent sooner than this after the form was first shown (spam check).
const MINIMUM_FILL_MS = 3_000;

// Unique per run, so the search finds this run's application only.
const BUSINESS = `Cedar Ridge Paving ${Date.now().toString(36).toUpperCase()} LLC`;
const SSN = '521-44-6789';

const widget = (page: Page) => page.locator('credit-application');

/** Fills a control of the widget by its dot-path name; Playwright's CSS reaches into the open shadow root. */
async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const control = widget(page).locator(`[name="${name}"]`);
    if ((await control.evaluate((element) => element.tagName)) === 'SELECT')
      await control.selectOption(value);
    else await control.fill(value);
  }
}

async function next(page: Page, step: string) {
  await widget(page).getByRole('button', { name: 'Next' }).click();
  await expect(widget(page).getByRole('heading', { name: step, level: 3 })).toBeVisible();
}

test('an application sent from the credit page is found, masked and revealed in the staff app', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const response = await page.goto(PAGE);
  expect(response?.status()).toBe(200);
  const shownAt = Date.now();
  await expect(page).toHaveTitle('Credit application · Lendline');
  await expect(page.getByRole('heading', { name: 'Lendline', level: 1 })).toBeVisible();
  await expect(widget(page).getByText(`Lendline · for ${REP_NAME}`)).toBeVisible();

  await fill(page, {
    'business.legalName': BUSINESS,
    'business.dba': 'Cedar Ridge',
    'business.entityType': 'llc',
    'business.fein': '84-1234567',
    'business.yearEstablished': '2011',
    'business.annualRevenue': '2400000',
    'business.street': '1800 Quarry Rd',
    'business.city': 'Golden',
    'business.state': 'CO',
    'business.zip': '80401',
    'business.phone': '(303) 555-0188',
    'business.email': 'office@cedarridge.example',
    'business.bankName': 'First Front Range Bank',
    'business.bankAccount': '000123454321',
    'business.bankRouting': '121000358',
  });
  await next(page, 'Owners & guarantors');

  await fill(page, {
    'owners.0.firstName': 'Rosa',
    'owners.0.lastName': 'Delacroix',
    'owners.0.title': 'Managing member',
    'owners.0.ownershipPercent': '100',
    'owners.0.ssn': SSN,
    'owners.0.dateOfBirth': '1976-03-14',
    'owners.0.street': '42 Aspen Ct',
    'owners.0.city': 'Golden',
    'owners.0.state': 'CO',
    'owners.0.zip': '80401',
    'owners.0.email': 'rosa@cedarridge.example',
    'owners.0.phone': '303-555-0189',
  });
  await widget(page).locator('[name="owners.0.guarantor"]').check();
  await next(page, 'Equipment');

  await fill(page, {
    'equipment.description': 'Asphalt paver, 10 ft screed',
    'equipment.condition': 'used',
    'equipment.cost': '148500',
    'equipment.termMonths': '60',
    'equipment.structure': 'efa',
    'equipment.vendorName': 'Front Range Equipment',
  });
  await next(page, 'Review & sign');

  // The review repeats what was entered, the SSN masked.
  await expect(widget(page).getByText(BUSINESS)).toBeVisible();
  await expect(widget(page).getByText(SSN)).toHaveCount(0);
  await widget(page).locator('[name="consents.creditPull"]').check();
  await widget(page).locator('[name="consents.electronicRecords"]').check();
  await fill(page, { 'signature.name': 'rosa delacroix' });
  await page.waitForTimeout(Math.max(0, MINIMUM_FILL_MS + 500 - (Date.now() - shownAt)));
  await widget(page).getByRole('button', { name: 'Submit application' }).click();

  await expect(
    widget(page).getByRole('heading', { name: 'Thank you! Your application was submitted.' }),
  ).toBeVisible();
  const reference = (await widget(page).locator('.reference').textContent())!.trim();
  expect(reference).toMatch(/^CA-\d{4}-[2-9A-HJKMNP-TV-Z]{6}$/);
  await page.screenshot({ path: `${SCREENSHOTS}/credit-application-submitted.png`, fullPage: true });

  // The rep named in the address is told, with a link to the application and no personal numbers.
  const mail = await latestMail(request, REP_EMAIL, 'credit-application');
  expect(mail.bodyText).toContain(reference);
  expect(mail.bodyText).toContain(BUSINESS);
  expect(mail.bodyText).toMatch(/\/loanCalculator\/enquiries\/details\?application=\d+/);
  expect(mail.bodyText).not.toMatch(/521-?44-?6789|84-?1234567|1976-03-14/);

  // Staff: Inquiries › Credit applications, searched by the reference number.
  await page.goto('/login');
  await signInThroughPage(page, ADMIN);
  await page.goto('/loanCalculator/enquiries/list');
  await page
    .getByRole('navigation', { name: 'Inquiry kind' })
    .getByRole('link', { name: 'Credit applications' })
    .click();
  await expect(page).toHaveURL(/\/loanCalculator\/enquiries\/list\?kind=applications$/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(reference);
  const table = page.getByRole('table', { name: 'Credit applications' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(reference);
  await expect(row).toContainText(REP_NAME);
  await expect(row).toContainText('$148,500.00');
  await expect(row).toContainText('Submitted');
  await page.screenshot({ path: `${SCREENSHOTS}/credit-applications-list.png`, fullPage: true });

  // The export holds what the list selects, its personal numbers masked.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.trim().split(/\r?\n/)).toHaveLength(2);
  expect(csv).toContain(reference);
  expect(csv).toContain('••-•••4567');
  expect(csv).not.toMatch(/84-?1234567|000123454321|521-?44-?6789/);

  // The business name finds it as well.
  await page.getByRole('searchbox', { name: 'Search' }).fill(BUSINESS.split(' ').slice(2, 4).join(' '));
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: new RegExp(`^${BUSINESS}`) }).click();

  await expect(page).toHaveURL(/\/loanCalculator\/enquiries\/details\?application=\d+$/);
  await expect(page.getByRole('heading', { name: `Credit application ${reference}` })).toBeVisible();
  const owners = page.getByRole('region', { name: 'Owners & guarantors' });
  await expect(owners.getByText('•••-••-6789')).toBeVisible();
  await expect(owners.getByText(SSN)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Business' }).getByText('••-•••4567')).toBeVisible();

  await owners.getByRole('button', { name: 'Reveal SSN of Rosa Delacroix' }).click();
  await expect(owners.getByText(SSN)).toBeVisible();
  await expect(owners.getByRole('status').filter({ hasText: 'shown for 30 seconds' })).toHaveCount(1);
  await page.screenshot({ path: `${SCREENSHOTS}/credit-application-details.png`, fullPage: true });
  await owners.getByRole('button', { name: 'Hide SSN of Rosa Delacroix' }).click();
  await expect(owners.getByText(SSN)).toHaveCount(0);
  await expect(owners.getByText('•••-••-6789')).toBeVisible();

  // Received, then In review: the only moves the workflow allows from here.
  await page.getByRole('combobox', { name: 'New status' }).click();
  await page.getByRole('option', { name: 'Received' }).click();
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByText(`Credit application ${reference} is now Received.`)).toBeVisible();
  await page.getByRole('tab', { name: /History/ }).click();
  await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem').first()).toContainText(
    'Avery Collins',
  );

  // The rep it was sent to may read it (Sales: Inquiries › view) but not reveal or change it.
  const detailsUrl = page.url();
  const repContext = await browser.newContext();
  const repPage = await repContext.newPage();
  await repPage.goto('/login');
  await signInThroughPage(repPage, REP_EMAIL);
  await repPage.goto(detailsUrl);
  const repOwners = repPage.getByRole('region', { name: 'Owners & guarantors' });
  await expect(repOwners.getByText('•••-••-6789')).toBeVisible();
  await expect(repPage.getByRole('button', { name: /^Reveal/ })).toHaveCount(0);
  await expect(
    repPage.locator('[data-access="disabled"]').getByRole('button', { name: 'Change status' }),
  ).toHaveCount(1);
  await repContext.close();
});
