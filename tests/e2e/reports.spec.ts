import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ADMIN, signInThroughPage } from './support/sign-in.ts';

// Issue 23 item 4: the report catalogue against the real server. The chart code stays out of the first
// page, every card's chart draws, a report shows its totals, an aggregate row drills to the detail report
// with its filter in the address, and an export runs as a job whose file is offered when ready. Each
// screen is kept as a screenshot at a laptop's 1366x800 and a phone's 390x844.

const SIZES = { '1366x800': { width: 1366, height: 800 }, '390x844': { width: 390, height: 844 } };

async function keepScreenshot(page: Page, testInfo: TestInfo, file: string) {
  const path = testInfo.outputPath(file);
  await page.screenshot({ path });
  await testInfo.attach(file, { path, contentType: 'image/png' });
}

test('the sign-in page loads no chart code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => url.includes('report-chart'))).toEqual([]);
});

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`Extensions reports at ${size}: cards, a report with totals, drill-down and export`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await signInThroughPage(page, ADMIN);

    await page.goto('/extensions/report/cards');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    // The chart code arrives after the cards: wait for a drawn chart before counting them.
    await expect(page.locator('article .recharts-wrapper').first()).toBeVisible();
    expect(await cards.filter({ has: page.locator('.recharts-wrapper') }).count()).toBeGreaterThan(1);
    await keepScreenshot(page, testInfo, `report-cards-${size}.png`);

    await page.goto('/extensions/report/list?report=extensions-by-billing-source');
    const table = page.getByRole('table', { name: 'Extensions by billing source' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect(table.locator('tfoot').getByRole('rowheader', { name: 'Total' })).toBeAttached();
    await keepScreenshot(page, testInfo, `report-page-${size}.png`);

    await table.locator('tbody tr').first().locator('td').first().getByRole('link').click();
    await expect(page).toHaveURL(/report=extension-contracts/);
    const where = JSON.parse(new URL(page.url()).searchParams.get('where') ?? '{}') as Record<string, string>;
    expect(Object.keys(where).length).toBeGreaterThan(0);
    await expect(
      page.getByRole('table', { name: 'Extensions in force' }).locator('tbody tr').first(),
    ).toBeVisible();
    await keepScreenshot(page, testInfo, `report-drilled-${size}.png`);

    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect(page.getByText('Extensions in force export is ready')).toBeVisible({ timeout: 30_000 });
  });
}
