import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signInThroughPage } from './support/sign-in.ts';

const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots', import.meta.url));

// Issue 22 item 8: no unfinished pages in what exists. Each test signs in (a password hash) and loads
// several pages, so each gets the slow allowance.
test.beforeEach(() => test.slow());

const headingX = async (page: Page) =>
  (await page.getByRole('heading', { level: 1 }).first().boundingBox())!.x;

test('status pages start where list pages start, and the picker names the module', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signInThroughPage(page, ADMIN);
  await page.goto('/dataTapes/downloads/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
  const listX = await headingX(page);

  await page.goto('/dataTapes/datatapes/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Tapes' })).toBeVisible();
  expect(await headingX(page)).toBe(listX);
  await expect(page.getByRole('combobox', { name: 'Module' })).toHaveValue('Tape Builder');

  await page.goto('/setupModule/user/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Module' })).toHaveValue('Setup');
});

test('the profile lists this device and another, and "Sign out everywhere" ends the other', async ({
  browser,
}) => {
  const phone = await (await browser.newContext()).newPage();
  await signInThroughPage(phone, ADMIN);
  const laptop = await (await browser.newContext({ viewport: { width: 1366, height: 800 } })).newPage();
  await signInThroughPage(laptop, ADMIN);

  await laptop.goto('/profile');
  const sessions = laptop.getByRole('table', { name: 'Active sessions' });
  await expect(sessions.getByText('This device')).toBeVisible();
  await expect(laptop.getByRole('region', { name: 'Account' }).getByText(ADMIN)).toBeVisible();
  await laptop.screenshot({ path: `${SCREENSHOTS}/profile.png`, fullPage: true });

  await laptop.getByRole('button', { name: 'Sign out everywhere' }).click();
  await laptop.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(laptop.getByText('You are signed in on this device only.')).toBeVisible();
  await expect(sessions.getByRole('row')).toHaveCount(2);

  // The laptop goes on with its new session; the phone's next request is refused.
  await laptop.goto('/home');
  await expect(laptop).toHaveURL(/\/home$/);
  await phone.goto('/profile');
  await expect(phone).toHaveURL(/\/login/);
});

test('Role Permissions reads the role again and shows what it grants', async ({ page }) => {
  await signInThroughPage(page, ADMIN);
  await page.goto('/process-role-permissions');
  await expect(page.getByText(/Permissions refreshed at/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('table', { name: 'Role permissions' })).toBeVisible();
});
