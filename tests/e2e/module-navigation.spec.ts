import { MODULES } from '@lendline/permissions';
import { expect, test } from '@playwright/test';
import { openInApp } from './support/in-app.ts';
import { ADMIN, signInThroughPage } from './support/sign-in.ts';

// The staff route table is built from the module catalog and the features' page definitions; walking
// every sidebar link by clicking (client-side navigation, lazy page code) shows the composed table in a
// real browser: each link opens its page under the guard, titled, and never the access-denied page.
test('the administrator clicks through every sidebar entry of every module she may open', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInThroughPage(page, ADMIN);
  let visited = 0;

  for (const module of MODULES.filter((entry) => entry.inPicker && entry.menus.length > 0)) {
    await openInApp(page, `/${module.id}`);
    await expect(page).not.toHaveURL(new RegExp(`/${module.id}$`));
    if (page.url().endsWith('/access-denied')) continue;

    const sidebar = page.getByRole('navigation', { name: `${module.name} navigation` });
    const links = sidebar.getByRole('link');
    await expect(links.first()).toBeVisible();
    for (let index = 0; index < (await links.count()); index += 1) {
      const href = (await links.nth(index).getAttribute('href'))!;
      await links.nth(index).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page).toHaveTitle(/^(?!Access denied).+ - Lendline$/);
      await expect(page.getByRole('heading').first()).toBeVisible();
      visited += 1;
    }
  }

  expect(visited).toBeGreaterThan(10);
});
