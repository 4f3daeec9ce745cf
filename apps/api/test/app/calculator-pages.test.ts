import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCalculatorKey, DEMO_PARTNER_ORIGIN, storedKey } from '../../src/db/seed/demo-api-keys.ts';
import { generateApiKey } from '../../src/features/widget-api/api-key-secret.ts';
import { createWidgetTestApp, insertVendor, type WidgetTestApp } from '../widget-api/widget-test-app.ts';

let t: WidgetTestApp;
let revokedKey: string;

beforeAll(async () => {
  t = await createWidgetTestApp();
  revokedKey = generateApiKey();
  await t.db
    .insertInto('vendor_api_key')
    .values({
      vendor_id: await insertVendor(t.db),
      ...storedKey(revokedKey),
      allowed_origins: JSON.stringify(['https://dealer.example.com']),
      status: 'revoked',
      revoked_at: new Date(),
    })
    .execute();
});
afterAll(() => t.close());

const cspOf = (response: Response) =>
  Object.fromEntries(
    (response.headers.get('content-security-policy') ?? '').split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name, values.join(' ')];
    }),
  );

describe('standalone calculator pages', () => {
  it('serves the full page around the widget, without the staff app, under a strict CSP', async () => {
    const response = await t.request(`/loan-calculator/${demoCalculatorKey()}?amount=25000&term=36`);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toContain(
      `<loan-calculator api-key="${demoCalculatorKey()}" source="page" amount="25000" term="36"></loan-calculator>`,
    );
    expect(html).toContain('<script src="/widgets/loan-calculator.js"></script>');
    expect(html).toContain('<h1>Finance your equipment</h1>');
    expect(html).not.toContain('id="root"');
    const csp = cspOf(response);
    expect(csp).toMatchObject({
      'default-src': "'none'",
      'script-src': "'self'",
      'connect-src': "'self'",
      'frame-ancestors': "'none'",
    });
    expect(csp['style-src']).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('serves the bare component for iframes on the key’s own sites', async () => {
    const response = await t.request(`/loan-calculator-comp/${demoCalculatorKey()}`);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(html).toContain(`<loan-calculator api-key="${demoCalculatorKey()}" source="component">`);
    expect(html).not.toContain('<h1>');
    expect(cspOf(response)['frame-ancestors']).toContain(`'self'`);
    expect(cspOf(response)['frame-ancestors']).toContain(DEMO_PARTNER_ORIGIN);
  });

  it.each([
    ['a malformed key', '<script>alert(1)</script>'],
    ['an unknown key', `llk_${'Q'.repeat(32)}`],
    ['a revoked key', 'revoked'],
  ])('answers %s with the same unavailable page, no script and nothing about the vendor', async (_, key) => {
    const presented = key === 'revoked' ? revokedKey : key;
    for (const path of ['/loan-calculator/', '/loan-calculator-comp/']) {
      const response = await t.request(`${path}${encodeURIComponent(presented)}`);
      const html = await response.text();

      expect(response.status).toBe(404);
      expect(html).toContain('<p role="status">This calculator is not available.</p>');
      expect(html).not.toContain('<script');
      expect(html).not.toContain('alert(1)');
      expect(html).not.toContain('loan-calculator api-key');
    }
  });

  it('drops link parameters that are not plain numbers', async () => {
    const response = await t.request(`/loan-calculator/${demoCalculatorKey()}?amount=1e9&term=%22x`);

    expect(await response.text()).toContain(
      `<loan-calculator api-key="${demoCalculatorKey()}" source="page">`,
    );
  });
});
