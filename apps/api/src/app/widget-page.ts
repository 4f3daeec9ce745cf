import { createHash } from 'node:crypto';
import { escapeHtml } from '../lib/html.ts';

// The standalone pages (the loan calculator, the credit application, ACH View) are a few hundred bytes of
// server-rendered HTML around one widget, never the staff app. They share one shape: no inline script (one
// external script tag), one hashed <style> for the page itself (a widget's styles are an adopted
// stylesheet, which CSP does not restrict), and a CSP that lets the page talk only to this server.

const BASE_STYLE =
  'body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f5f7fa}' +
  'main{box-sizing:border-box;margin:0 auto}' +
  'h1{margin:0 0 .25rem;font-size:1.5rem}main>p{margin:0 0 1.5rem;color:#52606d}';

export interface WidgetPage {
  /** The Content-Security-Policy; `frameAncestors` says who may frame the page (nobody by default). */
  csp(frameAncestors?: string): string;
  /** The whole document: `body` is trusted HTML, so callers escape what they put in it. */
  html(options: { title: string; body: string; bodyClass?: string }): string;
}

/** One page shape with its own extra CSS (widths, notices), hashed once for the CSP. */
export function widgetPage(extraStyle: string): WidgetPage {
  const style = BASE_STYLE + extraStyle;
  const styleHash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
  return {
    csp: (frameAncestors = "'none'") =>
      [
        "default-src 'none'",
        "script-src 'self'",
        "connect-src 'self'",
        `style-src ${styleHash}`,
        "img-src 'self' data:",
        "base-uri 'none'",
        "form-action 'none'",
        `frame-ancestors ${frameAncestors}`,
      ].join('; '),
    html: ({ title, body, bodyClass }) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body${bodyClass ? ` class="${bodyClass}"` : ''}>
<main>
${body}
</main>
</body>
</html>
`,
  };
}
