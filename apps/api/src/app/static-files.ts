import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const STAFF_DIST = join(REPO_ROOT, 'apps/staff/dist');
export const WIDGETS_ROOT = join(REPO_ROOT, 'widgets');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

async function fileResponse(c: Context, path: string, cacheControl: string): Promise<Response | undefined> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return undefined;
    const body = await readFile(path);
    return c.body(body, 200, {
      'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
    });
  } catch {
    return undefined;
  }
}

/** Resolves a URL path inside a folder, refusing anything that climbs out of it. */
function inside(root: string, urlPath: string): string | undefined {
  const target = normalize(join(root, decodeURIComponent(urlPath)));
  return target.startsWith(root.endsWith(sep) ? root : root + sep) ? target : undefined;
}

const notBuilt = (what: string) =>
  `<!doctype html><meta charset="utf-8"><title>Not built</title><p>The ${what} has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds first).</p>`;

/**
 * The built staff SPA at `/` (hashed assets cached for a year, `index.html` for every other path so deep
 * links work) and each widget bundle at `/widgets/<name>.js`.
 */
export function staticRoutes(options: { staffDist?: string; widgetsRoot?: string } = {}): Hono<AppEnv> {
  const staffDist = options.staffDist ?? STAFF_DIST;
  const widgetsRoot = options.widgetsRoot ?? WIDGETS_ROOT;
  const app = new Hono<AppEnv>();

  app.get('/widgets/:file', async (c) => {
    const match = /^([a-z][a-z0-9-]*)\.js$/.exec(c.req.param('file'));
    const response =
      match &&
      (await fileResponse(c, join(widgetsRoot, match[1]!, 'dist', `${match[1]}.js`), 'public, max-age=300'));
    return response || c.text('Widget not found', 404);
  });

  app.get('*', async (c) => {
    const path = new URL(c.req.url).pathname;
    if (path.startsWith('/assets/')) {
      const file = inside(staffDist, path);
      const response = file && (await fileResponse(c, file, 'public, max-age=31536000, immutable'));
      return response || c.text('Not found', 404);
    }
    if (extname(path) && path !== '/index.html') {
      const file = inside(staffDist, path);
      const response = file && (await fileResponse(c, file, 'public, max-age=3600'));
      if (response) return response;
    }
    const index = await fileResponse(c, join(staffDist, 'index.html'), 'no-cache');
    return index ?? c.html(notBuilt('staff app'), 503);
  });

  return app;
}
