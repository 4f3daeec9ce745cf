import { Hono, type Context } from 'hono';
import { escapeHtml } from '../lib/html.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { ACH_VIEWER_LOADER } from './ach-viewer-loader.ts';
import { widgetPage } from './widget-page.ts';

export interface AchViewerPageDeps {
  productName: string;
}

// The spec's standalone ACH View (`/ach-view-file/{batchName?}`, domain.md §2.9) as a small server-rendered
// page around the <ach-viewer> widget, outside the staff app: opening a local NACHA file needs no sign-in,
// because the file never leaves the browser. A named batch is loaded from the API by the page's loader
// (ach-viewer-loader.ts) with the staff app's session. The page runs no inline script (external script
// tags only) and carries a strict CSP; its own styles are one hashed <style>, the widget's an adopted
// stylesheet.
const PAGE = widgetPage(
  'main{max-width:80rem;padding:1.5rem 1rem 3rem}main>p{margin-bottom:1rem}' +
    '.notice{padding:.75rem 1rem;border-left:4px solid #e67700;background:#fff4e6;color:#1f2933}' +
    '.reveal{margin:0 0 1rem;padding:.4rem .9rem;font:inherit;border:1px solid #1c7ed6;border-radius:4px;' +
    'background:#fff;color:#1864ab;cursor:pointer}ach-viewer{background:#fff}',
);

export const ACH_VIEWER_LOADER_PATH = '/ach-view-file.js';

// Batch names are short (2026-11-21-A); a longer one is cut rather than echoed back whole.
const MAX_BATCH_NAME = 120;

function render(c: Context<AppEnv>, productName: string) {
  const batchName = c.req.param('batchName')?.trim().slice(0, MAX_BATCH_NAME) || undefined;
  const name = batchName && escapeHtml(batchName);
  const title = batchName ? `ACH View: batch ${batchName}` : 'ACH View';
  // The loader replaces the notice's words as it goes; without script it says what to do.
  const notice = name
    ? `<p class="notice" role="status" id="ach-status" data-batch-name="${name}">Batch <strong>${name}</strong> loads from the server for a signed-in user with ACH view. You can also open a local copy of its file below.</p>
<button type="button" class="reveal" id="ach-reveal" hidden>Reveal account numbers</button>\n`
    : '';
  const loader = name ? `\n<script src="${ACH_VIEWER_LOADER_PATH}"></script>` : '';
  const html = PAGE.html({
    title: `${title} · ${productName}`,
    body: `<h1>ACH View</h1>
<p>Open a NACHA file to see its batches, entries, totals and every problem in it. The file is read in this browser and is not uploaded.</p>
${notice}<ach-viewer></ach-viewer>
<script src="/widgets/ach-viewer.js"></script>${loader}`,
  });
  // The loader hands the fetched file to the widget as a blob: URL, which 'self' does not cover.
  const csp = name ? PAGE.csp().replace("connect-src 'self'", "connect-src 'self' blob:") : PAGE.csp();
  return c.html(html, 200, { 'Cache-Control': 'no-store', 'Content-Security-Policy': csp });
}

/**
 * `GET /ach-view-file` and `GET /ach-view-file/{batchName}`: the ACH View page (no staff sign-in for local
 * files; a named batch's file comes from the API with the staff session), and its loader script.
 */
export function achViewerPage(deps: AchViewerPageDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/ach-view-file', (c) => render(c, deps.productName));
  app.get('/ach-view-file/', (c) => render(c, deps.productName));
  app.get(ACH_VIEWER_LOADER_PATH, (c) =>
    c.body(ACH_VIEWER_LOADER, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  );
  app.get('/ach-view-file/:batchName', (c) => render(c, deps.productName));
  return app;
}
