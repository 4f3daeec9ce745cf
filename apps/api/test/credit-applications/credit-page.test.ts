import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProxiedTestApp, type ProxiedTestApp } from '../support/proxied-test-app.ts';

let t: ProxiedTestApp;

beforeAll(async () => {
  t = await createProxiedTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /credit-page/{compName}/{toName}', () => {
  it('serves the branded page around the widget, with a strict CSP', async () => {
    const response = await t.request('/credit-page/Acme%20Leasing/jordan-reyes');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<title>Credit application · Acme Leasing</title>');
    expect(html).toContain('<h1>Acme Leasing</h1>');
    expect(html).toContain(
      '<credit-application company="Acme Leasing" to="jordan-reyes"></credit-application>',
    );
    expect(html).toContain('<script src="/widgets/credit-application.js"></script>');
    // The page's only script is that file: nothing inline a CSP would have to allow.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('escapes the names it echoes', async () => {
    const company = encodeURIComponent('<script>alert(1)</script>');
    const to = encodeURIComponent('"><img src=x onerror=alert(2)>');
    const response = await t.request(`/credit-page/${company}/${to}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('to="&quot;&gt;&lt;img src=x onerror=alert(2)&gt;"');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('cuts an overlong name and turns control characters into spaces', async () => {
    const response = await t.request(`/credit-page/${'A'.repeat(500)}%0Aco/x`);
    const html = await response.text();
    expect(html).toContain(`<h1>${'A'.repeat(120)}</h1>`);
    expect(html).not.toContain('A'.repeat(121));
    const controls = await (await t.request('/credit-page/Acme%0A%09Leasing/x')).text();
    expect(controls).toContain('<h1>Acme  Leasing</h1>');
  });
});
