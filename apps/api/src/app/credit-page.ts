import { Hono, type Context } from 'hono';
import { escapeHtml } from '../lib/html.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { widgetPage } from './widget-page.ts';

export interface CreditPageDeps {
  productName: string;
}

// The spec's standalone credit application (`/credit-page/{compName}/{toName}`, domain.md §2.17) as a
// small server-rendered page around the <credit-application> widget, outside the staff app and without
// sign-in: `compName` is the brand shown, `toName` whom the application is routed to. No inline script,
// one hashed <style> (the widget's styles are an adopted stylesheet), and a CSP that lets the page talk
// only to this server. Applicants type personal numbers here, so nobody may frame it.

const PAGE = widgetPage('main{max-width:48rem;padding:2rem 1rem 3rem}');

/** Applicants type personal numbers here, so nobody may frame the page. */
export const CREDIT_PAGE_CSP = PAGE.csp();

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
  const html = PAGE.html({
    title: `Credit application · ${company}`,
    body: `<h1>${escapeHtml(company)}</h1>
<p>Apply for equipment financing. It takes about ten minutes; your progress is kept in this browser until you send it.</p>
<credit-application company="${escapeHtml(company)}" to="${escapeHtml(to)}"></credit-application>
<script src="/widgets/credit-application.js"></script>`,
  });
  return c.html(html, 200, {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': CREDIT_PAGE_CSP,
  });
}

/** `GET /credit-page/{compName}/{toName}`: the credit application page, no staff sign-in. */
export function creditPage(deps: CreditPageDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/credit-page/:compName/:toName', (c) => render(c, deps.productName));
}
