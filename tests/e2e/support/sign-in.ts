import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Lendline#2026';
export const ADMIN = 'avery.collins@example.com';

/** Signs in through the real sign-in page, as a person would. */
export async function signInThroughPage(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The newest stored message of a kind for one recipient, read through the API as an administrator. */
export async function latestMail(
  request: APIRequestContext,
  recipient: string,
  kind: string,
): Promise<{ bodyText: string }> {
  const login = await request.post('/api/login', { data: { email: ADMIN, password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const filter = { where: { recipient, kind }, order: 'id DESC', limit: 1 };
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await request.get(
      `/api/mail-outbox?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    const rows = (await response.json()) as { bodyText: string }[];
    if (rows[0]) return rows[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${kind} mail for ${recipient}`);
}
