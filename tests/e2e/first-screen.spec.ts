import { expect, test } from '@playwright/test';
import { ADMIN, signInThroughPage } from './support/sign-in.ts';

// Issue 22 items 7 and 10 in a real browser on a laptop screen: what must be in sight without scrolling,
// and module cards that never lead to a placeholder page.
test.use({ viewport: { width: 1366, height: 800 } });

test("Users' pagination is on the first screen at 1366×800, with the spec's 15 rows", async ({ page }) => {
  await signInThroughPage(page, ADMIN);
  await page.goto('/setupModule/user/list');
  await expect(page.getByRole('table', { name: 'Users' }).locator('tbody tr')).toHaveCount(15);
  const pages = page.getByRole('navigation', { name: 'users pages' });
  await expect(pages).toBeInViewport({ ratio: 1 });
  await expect(pages.getByText(/^1–15 of \d+ users$/)).toBeVisible();
});

test("the home page's cards of modules not built yet say so and open nothing", async ({ page }) => {
  await signInThroughPage(page, ADMIN);
  const borrowingBase = page
    .getByRole('listitem')
    .filter({ has: page.getByText('Borrowing Base', { exact: true }) });
  await expect(borrowingBase.getByText('Not built yet')).toBeVisible();
  await expect(borrowingBase.getByRole('link')).toHaveCount(0);
  // ACH is built (issue 24): its card opens the batch list.
  const ach = page.getByRole('listitem').filter({ has: page.getByText('ACH', { exact: true }) });
  await expect(ach.getByRole('link')).toHaveAttribute('href', '/ach/ach/list');
  // Tape Builder opens its built section, Downloads, and names the two still to come.
  const tapes = page.getByRole('listitem').filter({ has: page.getByText('Tape Builder', { exact: true }) });
  await expect(tapes.getByRole('link')).toHaveAttribute('href', '/dataTapes/downloads/list');
  await expect(tapes.getByText('Not built yet: Tapes · Templates')).toBeVisible();
});
