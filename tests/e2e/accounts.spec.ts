import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, latestMail, signInThroughPage } from './support/sign-in.ts';

const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots', import.meta.url));

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

test('a user administrator is offered nothing on an administrator, is refused saving her, and never sees her mail', async ({
  page,
  request,
}) => {
  // A role holding only Setup › Users, made by an administrator, and its user activated from the outbox.
  const login = await request.post('/api/login', { data: { email: ADMIN, password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const role = await request.post('/api/rgnts-apps-roles', {
    headers,
    data: {
      name: 'E2E User Administrator',
      permissions: JSON.stringify({ setupModule: { Users: { view: true, create: true } } }),
    },
  });
  const email = 'uma.useradmin@example.com';
  await request.post('/api/rgnts-apps-users', {
    headers,
    data: {
      firstName: 'Uma',
      lastName: 'Useradmin',
      email,
      roleId: ((await role.json()) as { id: number }).id,
    },
  });
  const otp = /one-time code: (\d{6})/.exec((await latestMail(request, email, 'invite')).bodyText)?.[1];
  const password = 'Uma#Admin2027';
  const activated = await request.post('/api/activate-account', {
    data: { email, otp, password, confirmPassword: password },
  });
  expect(activated.status()).toBe(200);

  await signInThroughPage(page, email, password);
  await page.goto('/setupModule/user/list');
  await page.getByPlaceholder('Name or e-mail').fill('Avery');
  const avery = page.getByRole('row', { name: /Avery Collins/ });
  await expect(avery).toContainText('Admin');
  // Avery holds rights the user administrator lacks: the list offers nothing to do to her.
  await expect(page.getByRole('button', { name: 'Actions for Avery Collins' })).toHaveCount(0);
  // Her form still opens; saving a change is refused by the server, in words, and she is unchanged.
  await avery.getByRole('link', { name: 'Avery Collins' }).click();
  await page.getByLabel('Last name').fill('Takeover');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('You cannot manage a user who holds rights you do not have.')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/user-admin-refused.png`, fullPage: true });
  // Still signed in (Setup keeps the session on a refusal).
  await page.goto('/setupModule/user/list');
  await page.getByPlaceholder('Name or e-mail').fill('Avery');
  await expect(page.getByRole('row', { name: /Avery Collins/ })).toContainText('Active');

  // The administrator's reset link is in the outbox, but not for the user administrator.
  await request.post('/api/forgot-password', { data: { email: ADMIN } });
  await latestMail(request, ADMIN, 'password-reset');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  const mine = await request.get(
    `/api/mail-outbox/count?where=${encodeURIComponent(JSON.stringify({ recipient: ADMIN }))}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(await mine.json()).toEqual({ count: 0 });
});
