import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// Screens a person would look at are kept for CI artifacts.
const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots', import.meta.url));

test('the staff app signs in against the real API and returns to the deep link asked for', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await expect(page).toHaveTitle('Login - Lendline');
  await page.screenshot({ path: `${SCREENSHOTS}/login.png`, fullPage: true });

  await page.goto('/enquiry/contract/list');
  await expect(page).toHaveURL(/\/login\?redirectURL=/);
  await page.getByLabel('E-mail').fill('avery.collins@example.com');
  await page.locator('input[type="password"]').fill('Lendline#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/enquiry\/contract\/list$/);
  await expect(page).toHaveTitle('Contracts - Lendline');
  await page.screenshot({ path: `${SCREENSHOTS}/contracts-placeholder.png`, fullPage: true });
});

// A partner's web site: a separate HTTP server on another port (another origin). It listens on loopback
// because Chromium refuses scripts from loopback addresses on pages it considers public (Local Network Access).
let partner: Server;
let partnerPages: Record<string, string> = {};
let PARTNER = '';

test.beforeAll(async () => {
  partner = createServer((request, response) => {
    const page = partnerPages[request.url ?? ''];
    response.writeHead(page ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(page ?? 'not found');
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  PARTNER = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => partner.close(resolve));
});

test('a partner page embeds the loan calculator with one script tag, styles isolated both ways', async ({
  page,
  baseURL,
}) => {
  partnerPages = {
    '/': `<!doctype html><html><head><style>p, div { color: rgb(255, 0, 0) !important; font-size: 40px; }</style></head>
<body style="font-family: Georgia, serif"><p id="host-text">Partner page</p>
<loan-calculator api-key="demo-vendor-key"></loan-calculator>
<script src="${baseURL}/widgets/loan-calculator.js"></script></body></html>`,
  };
  await page.goto(`${PARTNER}/`);
  const widget = page.locator('loan-calculator');
  // Not a real key: the calculator says only that it is not available.
  await expect(widget).toContainText('This calculator is not available.');
  const hostText = page.locator('#host-text');
  await expect(hostText).toHaveCSS('color', 'rgb(255, 0, 0)');
  const shadowColor = await widget.evaluate((el) => {
    const inner = el.shadowRoot?.querySelector('p, div');
    return inner ? getComputedStyle(inner).color : 'no shadow content';
  });
  expect(shadowColor).not.toBe('no shadow content');
  expect(shadowColor).not.toBe('rgb(255, 0, 0)');
  await page.screenshot({ path: `${SCREENSHOTS}/partner-loan-calculator.png` });
});

test('every widget bundle loads and registers its element', async ({ page, baseURL }) => {
  const widgets = [
    ['loan-calculator', 'api-key="k"'],
    ['credit-application', 'comp-name="acme" to-name="sales"'],
    ['ach-viewer', 'batch-name="2026-11-21-A"'],
  ] as const;
  partnerPages = {
    '/all': `<!doctype html><body>${widgets.map(([tag, attrs]) => `<${tag} ${attrs}></${tag}><script src="${baseURL}/widgets/${tag}.js"></script>`).join('')}</body>`,
  };
  await page.goto(`${PARTNER}/all`);
  for (const [tag] of widgets) {
    const defined = await page.evaluate((name) => customElements.get(name) !== undefined, tag);
    expect(defined, tag).toBe(true);
    const hasShadow = await page.locator(tag).evaluate((el) => (el.shadowRoot?.childNodes.length ?? 0) > 0);
    expect(hasShadow, tag).toBe(true);
  }
});

test('the API reference page is readable in a browser', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lendline API');
  await expect(page.getByText('/api/rgnts-apps-users/count').first()).toBeVisible();
});
