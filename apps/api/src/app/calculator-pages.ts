import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findUsableKey } from '../features/widget-api/widget-key.ts';
import { escapeHtml } from '../lib/html.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { widgetPage } from './widget-page.ts';

export interface CalculatorPagesDeps {
  db: Kysely<Database>;
  productName: string;
  /** Tests move the clock (a rotated key's grace period). */
  now?: () => Date;
}

// The spec's standalone routes (domain.md §2.13) as tiny server-rendered pages rather than SPA routes:
// a buyer following a dealer's link gets a few hundred bytes of HTML and the widget bundle, never the
// staff app, and the pages carry a strict CSP (the widget's styles are an adopted stylesheet, which CSP
// does not restrict; the page's own are one hashed <style>). `/loan-calculator/{apiKey}` is the full page,
// `/loan-calculator-comp/{apiKey}` the bare component for an iframe, which only the key's own sites
// (its allowed origins) may frame.

const UNAVAILABLE = 'This calculator is not available.';

const PAGE = widgetPage(
  'main{max-width:36rem;padding:2rem 1rem}' +
    'body.component{background:transparent}body.component main{max-width:none;padding:0}',
);

// A dealer may link straight to a price and term: `?amount=25000&term=36`. Anything else is dropped.
const amountParam = (value: string | undefined) =>
  value && /^\d{1,10}(\.\d{1,2})?$/.test(value) ? value : undefined;
const termParam = (value: string | undefined) => (value && /^\d{1,3}$/.test(value) ? value : undefined);
// Origins are checked when staff save them; checked again here because they end up in a header.
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;

/**
 * `GET /loan-calculator/{apiKey}` and `GET /loan-calculator-comp/{apiKey}`, outside the staff app and
 * without sign-in. A key that does not work now (malformed, unknown, revoked, expired, vendor not
 * enrolled) gets the same "not available" page, with no script and nothing about the vendor.
 */
export function calculatorPages(deps: CalculatorPagesDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const now = deps.now ?? (() => new Date());

  const render = async (c: Context<AppEnv>, component: boolean) => {
    const apiKey = c.req.param('apiKey') ?? '';
    const key = await findUsableKey(deps.db, apiKey, now());
    const headers = {
      'Cache-Control': 'no-store',
      'Content-Security-Policy': PAGE.csp(
        component && key
          ? ["'self'", ...key.allowedOrigins.filter((origin) => ORIGIN.test(origin))].join(' ')
          : component
            ? "'self'"
            : "'none'",
      ),
    };
    if (!key) {
      return c.html(
        PAGE.html({
          title: deps.productName,
          bodyClass: component ? 'component' : undefined,
          body: `<p role="status">${UNAVAILABLE}</p>`,
        }),
        404,
        headers,
      );
    }
    const attributes = [
      `api-key="${escapeHtml(apiKey)}"`,
      `source="${component ? 'component' : 'page'}"`,
      ...Object.entries({ amount: amountParam(c.req.query('amount')), term: termParam(c.req.query('term')) })
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => `${name}="${value}"`),
    ].join(' ');
    const calculator = `<loan-calculator ${attributes}></loan-calculator>
<script src="/widgets/loan-calculator.js"></script>`;
    const vendor = escapeHtml(key.vendorName);
    return c.html(
      PAGE.html({
        title: `Equipment financing with ${key.vendorName}`,
        bodyClass: component ? 'component' : undefined,
        body: component
          ? calculator
          : `<h1>Finance your equipment</h1>
<p>Estimate a monthly payment with ${vendor} and ask for a quote. Financing by ${escapeHtml(deps.productName)}.</p>
${calculator}`,
      }),
      200,
      headers,
    );
  };

  app.get('/loan-calculator/:apiKey', (c) => render(c, false));
  app.get('/loan-calculator-comp/:apiKey', (c) => render(c, true));
  return app;
}
