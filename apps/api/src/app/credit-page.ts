import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppEnv } from './app-env.ts';

export interface CreditPageDeps {
  productName: string;
}

// The spec's standalone credit application (`/credit-page/{compName}/{toName}`, domain.md §2.17) as a
// small server-rendered page around the <credit-application> widget, outside the staff app and without
// sign-in: `compName` is the brand shown, `toName` whom the application is routed to. No inline script,
// one hashed <style> (the widget's styles are an adopted stylesheet), and a CSP that lets the page talk
// only to this server. Applicants type personal numbers here, so nobody may frame it.

const PAGE_STYLE =
  'body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f5f7fa}' +
  'main{box-sizing:border-box;max-width:48rem;margin:0 auto;padding:2rem 1rem 3rem}' +
  'h1{margin:0 0 .25rem;font-size:1.5rem}main>p{margin:0 0 1.5rem;color:#52606d}';
const PAGE_STYLE_HASH = `'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'`;

export const CREDIT_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "connect-src 'self'",
  `style-src ${PAGE_STYLE_HASH}`,
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

// Names in a link are short; a longer one is cut rather than echoed back whole.
const MAX_NAME = 120;
// Control characters (a %0A in the link) become spaces: they mean nothing in a name.
const cleanName = (raw: string | undefined) =>
  [...(raw ?? '')]
    .map((char) => (char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? ' ' : char))
    .join('')
    .trim()
    .slice(0, MAX_NAME);

function render(c: Context<AppEnv>, productName: string) {
  const company = cleanName(c.req.param('compName')) || productName;
  const to = cleanName(c.req.param('toName'));
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`Credit application · ${company}`)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(company)}</h1>
<p>Apply for equipment financing. It takes about ten minutes; your progress is kept in this browser until you send it.</p>
<credit-application company="${escapeHtml(company)}" to="${escapeHtml(to)}"></credit-application>
<script src="/widgets/credit-application.js"></script>
</main>
</body>
</html>
`;
  return c.html(html, 200, {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': CREDIT_PAGE_CSP,
  });
}

/** `GET /credit-page/{compName}/{toName}`: the credit application page, no staff sign-in. */
export function creditPage(deps: CreditPageDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/credit-page/:compName/:toName', (c) => render(c, deps.productName));
}
