import { expect, test } from '@playwright/test';
import { latestMail, signInThroughPage } from './support/sign-in.ts';

test('forgot password, the link from the stored outbox, and signing in with the new password', async ({
  page,
  request,
}) => {
  // Not a demo account of the README, so other tests can still sign in with the demo password.
  const email = 'amara.diallo@example.com';
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('alert').or(page.getByText(/reset the password is on its way/))).toBeVisible();

  const mail = await latestMail(request, email, 'password-reset');
  const link = /https?:\/\/[^\s]+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.bodyText)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  const newPassword = 'Fresh#Start2027';
  const fields = page.locator('input[type="password"]');
  await fields.nth(0).fill(newPassword);
  await fields.nth(1).fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login/);

  await signInThroughPage(page, email, newPassword);
  await expect(page).toHaveURL(/\/home/);
});

test('a user whose role expired sees no modules and reaches access-denied', async ({ page }) => {
  await signInThroughPage(page, 'hannah.lindqvist@example.com');
  await expect(page.getByText('Role has expired.')).toBeVisible();
  await page.goto('/enquiry/contract/list');
  await expect(page).toHaveURL(/\/enquiry\/contract\/access-denied$/);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});
