import { expect, test, type Page } from '@playwright/test';
import { signInThroughPage } from './support/sign-in.ts';

const SCREENSHOTS = new URL('../../test-results/screenshots/', import.meta.url).pathname;

const openAccountMenu = (page: Page) => page.getByRole('button', { name: /^Account:/ }).click();

test('log in as another user and switch back', async ({ page }) => {
  await signInThroughPage(page, 'avery.collins@example.com');
  await page.screenshot({ path: `${SCREENSHOTS}home-admin.png`, fullPage: true });
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('menuitem', { name: 'Login as' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login as' });
  await expect(dialog.getByRole('button', { name: 'Login' })).toBeDisabled();
  await dialog.getByLabel('Search users').fill('Kwame');
  await dialog.getByText('Kwame Mensah').click();
  await dialog.getByRole('button', { name: 'Login' }).click();

  const banner = page.getByRole('region', { name: 'Impersonation' }).or(page.getByLabel('Impersonation'));
  await expect(banner).toContainText('Kwame Mensah', { timeout: 10_000 });
  await page.screenshot({ path: `${SCREENSHOTS}impersonating.png`, fullPage: true });
  await banner.getByRole('button', { name: 'Switch Back' }).click();
  await expect(banner).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByRole('button', { name: /^Account: Avery Collins/ })).toBeVisible();
});

test('change password from the account menu, then sign in with the new one', async ({ page }) => {
  await signInThroughPage(page, 'ruth.goldberg@example.com');
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current password').fill('Lendline#2026');
  const fields = dialog.locator('input[type="password"]');
  await fields.nth(1).fill('Brand#New2027');
  await fields.nth(2).fill('Brand#New2027');
  await dialog.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Your password was updated!')).toBeVisible();

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/fromSignOut=true/);
  await signInThroughPage(page, 'ruth.goldberg@example.com', 'Brand#New2027');
  await expect(page).toHaveURL(/\/home/);
});

test('reset default config asks first, then confirms once after the reload', async ({ page }) => {
  await signInThroughPage(page, 'grace.okafor@example.com');
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Reset Default Config' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Default Config' });
  await expect(dialog).toContainText(
    'Are you sure you want to reset all filters and settings to their default values?',
  );
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Page configuration has been reset successfully.')).toBeVisible({
    timeout: 10_000,
  });
  await page.reload();
  await expect(page.getByText('Page configuration has been reset successfully.')).toHaveCount(0);
});

test('the shell works at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughPage(page, 'avery.collins@example.com');
  await page.screenshot({ path: `${SCREENSHOTS}home-phone.png`, fullPage: true });
  await page.goto('/setupModule/user/list');
  await expect(page.getByRole('table')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}users-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SCREENSHOTS}users-laptop.png`, fullPage: true });
});

test('Salesforce Sync reads the org into the back office, reloads and says so once', async ({
  page,
  request,
}) => {
  await signInThroughPage(page, 'avery.collins@example.com');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('menuitem', { name: 'Salesforce Sync' }).click();
  await expect(page.getByText('Salesforce Sync completed successfully!')).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(page.getByText('Salesforce Sync completed successfully!')).toHaveCount(0);

  // The run is on the server, not only in the page: the sync history shows it succeeded.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  const runs = await request.get('/api/salesforce-sync-runs?filter={"order":"id DESC","limit":1}', {
    headers: { authorization: `Bearer ${token}` },
  });
  const [latest] = await runs.json();
  expect(latest).toMatchObject({ status: 'succeeded', source: 'demo' });
  expect(latest.fetched).toBeGreaterThan(0);
});
