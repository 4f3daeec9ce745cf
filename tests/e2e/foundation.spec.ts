import { expect, test } from '@playwright/test';

const SCREENSHOTS = '../../test-results/screenshots';

test('the staff app opens at / and on deep links, talking to the real API', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Lendline/);
  await expect(page.getByText('API: ok')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/staff-home.png`, fullPage: true });

  await page.goto('/enquiry/contract/list');
  await expect(page.getByText('API: ok')).toBeVisible();
});

test('a partner page embeds the loan calculator with one script tag, styles isolated both ways', async ({
  page,
  baseURL,
}) => {
  // Only the partner's own page is faked; the widget bundle comes from our real server.
  await page.route('http://partner.example/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><head><style>p, div { color: rgb(255, 0, 0) !important; font-size: 40px; }</style></head>
<body style="font-family: Georgia, serif"><p id="host-text">Partner page</p>
<loan-calculator api-key="demo-vendor-key"></loan-calculator>
<script src="${baseURL}/widgets/loan-calculator.js"></script></body></html>`,
    }),
  );
  await page.goto('http://partner.example/');
  const widget = page.locator('loan-calculator');
  await expect(widget).toContainText('demo-vendor-key');
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
  await page.route('http://partner.example/all', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><body>${widgets.map(([tag, attrs]) => `<${tag} ${attrs}></${tag}><script src="${baseURL}/widgets/${tag}.js"></script>`).join('')}</body>`,
    }),
  );
  await page.goto('http://partner.example/all');
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
