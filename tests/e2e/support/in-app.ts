import { expect, type Page } from '@playwright/test';

/**
 * Opens a path inside the staff app already on the page, the way its own links do: a history entry the
 * router picks up (it listens to popstate), without reloading. A `page.goto` reloads every bundle and runs
 * the session check again, 1–2 s a page on CI's 2 cores against about 0.1 s here; keep `goto` where the
 * full load is what a test is about (a deep link, the sign-in redirect, a first paint).
 *
 * @example
 * await openInApp(page, '/prefund/invoice/list');
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Opens a list screen in the app and waits for its rows: by way of the home page, because two lists of
 * one kind (contracts of two modules) are one component, whose old rows would otherwise pass for the new.
 */
export async function openListInApp(page: Page, path: string): Promise<void> {
  await openInApp(page, '/home');
  await expect(page.locator('table')).toHaveCount(0);
  await openInApp(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // The first page of rows (or the list's empty or error state) is in, not the skeleton.
  await expect(page.locator('table tbody tr:not([aria-hidden]) td').first()).toBeVisible({ timeout: 15_000 });
}
