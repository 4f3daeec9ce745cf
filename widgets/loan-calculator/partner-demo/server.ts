import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// A stand-in for a dealer's website on another origin (http://localhost:4111, the origin the demo seed's
// key allows), to see and test the widget the way partners embed it: plain HTML with one script tag and
// one element (`/`), and the same page as a React 16 app (`/react16`) and a Vue 3 app (`/vue`), all served
// under a strict Content-Security-Policy. The same server reached as http://127.0.0.1:4111 is an origin the
// key does not allow.
//   npm run partner-demo -w @lendline/widget-loan-calculator
//   LENDLINE_URL=http://localhost:3000   where the Lendline server runs (the widget's script and API)
//   LENDLINE_DEMO_KEY=llk_…              the vendor key; by default the demo seed's well-known key
//   PARTNER_DEMO_PORT=4111

/** The demo seed's calculator key (apps/api/src/db/seed/demo-api-keys.ts, `demoCalculatorKey()`). */
const SEED_DEMO_KEY = 'llk_caApRfBy69rZNo8SMtwrzxMqDIGGzhLh';

const port = Number(process.env['PARTNER_DEMO_PORT'] ?? 4111);
const lendline = new URL(process.env['LENDLINE_URL'] ?? 'http://localhost:3000').origin;
const apiKey = process.env['LENDLINE_DEMO_KEY'] ?? SEED_DEMO_KEY;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

// What a careful partner sends: scripts from itself and Lendline only, no inline script or style, and
// the page may only talk to Lendline. The widget works under it: its styles are an adopted stylesheet.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${lendline}`,
  `connect-src ${lendline}`,
  "style-src 'self'",
].join('; ');

const plainPage = () => `<!doctype html>
<html lang="en">
<head>
${head('Demo Dealer: ErgoPro office chair set')}
</head>
<body>
${banner("A partner's page on another origin, embedding the Lendline calculator")}
<main>
<article>
<h1>ErgoPro office chair set (20 chairs)</h1>
<p class="price">$25,000</p>
<p>Twenty fully adjustable task chairs with lumbar support, delivered and assembled. Finance the set
and pay monthly instead of all at once.</p>
</article>
<aside>
<loan-calculator api-key="${escapeHtml(apiKey)}" amount="25000" term="36" equipment="ErgoPro office chair set (20 chairs)"></loan-calculator>
<script src="${lendline}/widgets/loan-calculator.js"></script>
</aside>
</main>
</body>
</html>
`;

// The same dealer as a single-page app in a framework: the page's own bundle (here `hosts/*.js`) renders the
// element, changes its `amount` when another product is picked, and listens to its events.
const frameworkPage = (framework: string, scripts: string[]) => `<!doctype html>
<html lang="en" data-api-key="${escapeHtml(apiKey)}">
<head>
${head(`Demo Dealer (${framework})`)}
</head>
<body>
${banner(`The same dealer as a ${framework} app`)}
<div id="app"></div>
<script src="${lendline}/widgets/loan-calculator.js"></script>
${scripts.map((src) => `<script src="${src}"></script>`).join('\n')}
</body>
</html>
`;

const head = (title: string) => `<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/site.css">`;

const banner = (text: string) =>
  `<header><strong>Demo Dealer</strong> <span>${escapeHtml(text)}</span>
<nav aria-label="Host pages"><a href="/">Plain HTML</a> <a href="/react16">React 16</a> <a href="/vue">Vue 3</a></nav></header>`;

// The partner's own styles, which must not reach into the widget (and the widget's must not leak out):
// a loud heading rule, and the documented custom properties to theme the calculator.
const SITE_CSS = `body { margin: 0; font: 16px/1.5 Georgia, 'Times New Roman', serif; color: #212529; background: #f8f9fa; }
header { padding: 1rem 2rem; background: #0b7285; color: #fff; }
header span { margin-left: 1rem; opacity: 0.85; }
header nav { display: inline; margin-left: 1rem; }
header a { color: #fff; margin-right: 0.75rem; }
nav button { margin: 0 0.5rem 0.5rem 0; font: inherit; }
nav button[aria-pressed='true'] { font-weight: 700; }
main, #app > main { display: flex; flex-wrap: wrap; gap: 2rem; max-width: 64rem; margin: 0 auto; padding: 2rem; }
article { flex: 1 1 20rem; }
aside { flex: 0 1 24rem; min-width: 20rem; }
h1, h2 { color: #c2255c; text-transform: uppercase; }
.price { font-size: 2rem; font-weight: 700; }
loan-calculator { --lendline-accent: #0b7285; --lendline-radius: 12px; }
`;

// The host pages' scripts: the frameworks' own browser builds (dev dependencies of this workspace) and
// the dealer's app code. React's UMD build and Vue's runtime-only build use no eval, so the CSP stays strict.
const resolve = createRequire(import.meta.url).resolve;
const SCRIPTS: Record<string, string> = {
  '/vendor/react.js': resolve('react/umd/react.production.min.js'),
  '/vendor/react-dom.js': resolve('react-dom/umd/react-dom.production.min.js'),
  '/vendor/vue.js': resolve('vue/dist/vue.runtime.global.prod.js'),
  '/hosts/catalog.js': fileURLToPath(new URL('./hosts/catalog.js', import.meta.url)),
  '/hosts/react16-host.js': fileURLToPath(new URL('./hosts/react16-host.js', import.meta.url)),
  '/hosts/vue-host.js': fileURLToPath(new URL('./hosts/vue-host.js', import.meta.url)),
};
const REACT16_SCRIPTS = [
  '/vendor/react.js',
  '/vendor/react-dom.js',
  '/hosts/catalog.js',
  '/hosts/react16-host.js',
];
const VUE_SCRIPTS = ['/vendor/vue.js', '/hosts/catalog.js', '/hosts/vue-host.js'];

const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  const send = (status: number, type: string, body: string) => {
    response.writeHead(status, {
      'Content-Type': `${type}; charset=utf-8`,
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  const script = SCRIPTS[path];
  if (request.method !== 'GET' && request.method !== 'HEAD') send(405, 'text/plain', 'Method not allowed');
  else if (path === '/') send(200, 'text/html', plainPage());
  else if (path === '/react16') send(200, 'text/html', frameworkPage('React 16', REACT16_SCRIPTS));
  else if (path === '/vue') send(200, 'text/html', frameworkPage('Vue 3', VUE_SCRIPTS));
  else if (path === '/site.css') send(200, 'text/css', SITE_CSS);
  else if (script) send(200, 'text/javascript', readFileSync(script, 'utf8'));
  else send(404, 'text/plain', 'Not found');
});

server.listen(port, () => {
  process.stdout.write(`Partner demo page: http://localhost:${port}/ (widget and API from ${lendline})\n`);
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
