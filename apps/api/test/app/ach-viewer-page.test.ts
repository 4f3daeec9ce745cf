import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cspOf = (response: Response) =>
  Object.fromEntries(
    (response.headers.get('content-security-policy') ?? '').split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name, values.join(' ')];
    }),
  );

describe('ACH View page', () => {
  it.each(['/ach-view-file', '/ach-view-file/'])(
    'serves %s around the viewer widget, without the staff app or a sign-in, under a strict CSP',
    async (path) => {
      const response = await t.request(path);
      const html = await response.text();

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/i);
      expect(html).toContain('<h1>ACH View</h1>');
      expect(html).toContain('<ach-viewer></ach-viewer>');
      expect(html).toContain('<script src="/widgets/ach-viewer.js"></script>');
      // One external script and nothing inline: no script tag without a src.
      expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script src="/widgets/ach-viewer.js">']);
      expect(html).not.toContain('id="root"');
      expect(html).not.toContain('class="notice"');
      expect(html).toContain('<title>ACH View · Lendline</title>');
      const csp = cspOf(response);
      expect(csp).toMatchObject({
        'default-src': "'none'",
        'script-src': "'self'",
        'connect-src': "'self'",
        'base-uri': "'none'",
        'form-action': "'none'",
        'frame-ancestors': "'none'",
      });
      expect(csp['script-src']).not.toMatch(/unsafe|nonce/);
      expect(csp['style-src']).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('loads a named batch with its loader script, the status it reports into and a hidden reveal button', async () => {
    const response = await t.request('/ach-view-file/ACH-20261124-01');
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(html).toContain(
      '<p class="notice" role="status" id="ach-status" data-batch-name="ACH-20261124-01">Batch <strong>ACH-20261124-01</strong> loads from the server',
    );
    expect(html).toContain(
      '<button type="button" class="reveal" id="ach-reveal" hidden>Reveal account numbers</button>',
    );
    expect(html).toContain('<ach-viewer></ach-viewer>');
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      '<script src="/widgets/ach-viewer.js">',
      '<script src="/ach-view-file.js">',
    ]);
    expect(html).toContain('<title>ACH View: batch ACH-20261124-01 · Lendline</title>');
    const csp = cspOf(response);
    expect(csp['default-src']).toBe("'none'");
    expect(csp['script-src']).toBe("'self'");
    // The loader hands the fetched file to the widget as a blob: URL.
    expect(csp['connect-src']).toBe("'self' blob:");
  });

  it('serves the loader: bearer from the staff session, the batch route, reveal recorded before `reveal` is set', async () => {
    const response = await t.request('/ach-view-file.js');
    const script = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script).toContain("localStorage.getItem('token')");
    expect(script).toContain("'/api/ach-batches/by-name/' + encodeURIComponent(name)");
    expect(script.indexOf("api + '/reveal'")).toBeGreaterThan(0);
    expect(script.indexOf("api + '/reveal'")).toBeLessThan(
      script.indexOf("viewer.setAttribute('reveal', '')"),
    );
    expect(() => new Function(script)).not.toThrow();
  });

  it('escapes the batch name wherever the page repeats it', async () => {
    const name = `<script>alert("x")</script>&'`;
    const response = await t.request(`/ach-view-file/${encodeURIComponent(name)}`);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('alert("x")');
    expect(html).toContain('<strong>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;</strong>');
    expect(html).toContain('data-batch-name="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;"');
    expect(html).toContain(
      '<title>ACH View: batch &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39; · Lendline</title>',
    );
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      '<script src="/widgets/ach-viewer.js">',
      '<script src="/ach-view-file.js">',
    ]);
  });

  it('cuts an overlong batch name', async () => {
    const html = await (await t.request(`/ach-view-file/${'A'.repeat(500)}`)).text();

    expect(html).toContain(`<strong>${'A'.repeat(120)}</strong>`);
    expect(html).not.toContain('A'.repeat(121));
  });
});
