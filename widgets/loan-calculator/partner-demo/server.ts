import { createServer } from 'node:http';

// A stand-in for a dealer's website on another origin (http://localhost:4111, the origin the demo seed's
// key allows), to see and test the widget the way partners embed it: plain HTML with one script tag and
// one element, served under a strict Content-Security-Policy.
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

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo Dealer: ErgoPro office chair set</title>
<link rel="stylesheet" href="/site.css">
</head>
<body>
<header><strong>Demo Dealer</strong> <span>A partner's page on another origin, embedding the Lendline calculator</span></header>
<main>
<article>
<h1>ErgoPro office chair set (20 chairs)</h1>
<p class="price">$25,000</p>
<p>Twenty fully adjustable task chairs with lumbar support, delivered and assembled. Finance the set
and pay monthly instead of all at once.</p>
</article>
<aside>
<loan-calculator api-key="${escapeHtml(apiKey)}" amount="25000" term="36"></loan-calculator>
<script src="${lendline}/widgets/loan-calculator.js"></script>
</aside>
</main>
</body>
</html>
`;

// The partner's own styles, which must not reach into the widget (and the widget's must not leak out):
// a loud heading rule, and the documented custom properties to theme the calculator.
const SITE_CSS = `body { margin: 0; font: 16px/1.5 Georgia, 'Times New Roman', serif; color: #212529; background: #f8f9fa; }
header { padding: 1rem 2rem; background: #0b7285; color: #fff; }
header span { margin-left: 1rem; opacity: 0.85; }
main { display: flex; flex-wrap: wrap; gap: 2rem; max-width: 64rem; margin: 0 auto; padding: 2rem; }
article { flex: 1 1 20rem; }
aside { flex: 0 1 24rem; min-width: 20rem; }
h1, h2 { color: #c2255c; text-transform: uppercase; }
.price { font-size: 2rem; font-weight: 700; }
loan-calculator { --lendline-accent: #0b7285; --lendline-radius: 12px; }
`;

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
  if (request.method !== 'GET' && request.method !== 'HEAD') send(405, 'text/plain', 'Method not allowed');
  else if (path === '/') send(200, 'text/html', PAGE);
  else if (path === '/site.css') send(200, 'text/css', SITE_CSS);
  else send(404, 'text/plain', 'Not found');
});

server.listen(port, () => {
  process.stdout.write(`Partner demo page: http://localhost:${port}/ (widget and API from ${lendline})\n`);
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
