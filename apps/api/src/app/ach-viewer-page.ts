import { Hono, type Context } from 'hono';
import { escapeHtml } from '../lib/html.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { widgetPage } from './widget-page.ts';

export interface AchViewerPageDeps {
  productName: string;
}

// The spec's standalone ACH View (`/ach-view-file/{batchName?}`, domain.md §2.9) as a small server-rendered
// page around the <ach-viewer> widget, outside the staff app: opening a local NACHA file needs no sign-in,
// because the file never leaves the browser. The page runs no inline script (one external script tag) and
// carries a strict CSP; its own styles are one hashed <style>, the widget's an adopted stylesheet.

// The widget fetches a batch's file from this server once ACH batches exist (its `src`): connect-src 'self'.
const PAGE = widgetPage(
  'main{max-width:80rem;padding:1.5rem 1rem 3rem}main>p{margin-bottom:1rem}' +
    '.notice{padding:.75rem 1rem;border-left:4px solid #e67700;background:#fff4e6;color:#1f2933}' +
    'ach-viewer{background:#fff}',
);

// Batch names are short (2026-11-21-A); a longer one is cut rather than echoed back whole.
const MAX_BATCH_NAME = 120;

function render(c: Context<AppEnv>, productName: string) {
  const batchName = c.req.param('batchName')?.trim().slice(0, MAX_BATCH_NAME) || undefined;
  const name = batchName && escapeHtml(batchName);
  const title = batchName ? `ACH View: batch ${batchName}` : 'ACH View';
  const notice = name
    ? `<p class="notice" role="status">Loading batch <strong>${name}</strong> from the server is not available until ACH batches exist. You can still open a local copy of its file below.</p>\n`
    : '';
  const html = PAGE.html({
    title: `${title} · ${productName}`,
    body: `<h1>ACH View</h1>
<p>Open a NACHA file to see its batches, entries, totals and every problem in it. The file is read in this browser and is not uploaded.</p>
${notice}<ach-viewer></ach-viewer>
<script src="/widgets/ach-viewer.js"></script>`,
  });
  return c.html(html, 200, {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': PAGE.csp(),
  });
}

/** `GET /ach-view-file` and `GET /ach-view-file/{batchName}`: the ACH View page, no staff sign-in. */
export function achViewerPage(deps: AchViewerPageDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/ach-view-file', (c) => render(c, deps.productName));
  app.get('/ach-view-file/', (c) => render(c, deps.productName));
  app.get('/ach-view-file/:batchName', (c) => render(c, deps.productName));
  return app;
}
