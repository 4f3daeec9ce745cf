import { createApp } from '../../src/app/create-app.ts';
import { createLogger, type Logger } from '../../src/app/logger.ts';
import { resources } from '../../src/app/resources.ts';
import { openAccessHooks, type ResourceHooks } from '../../src/resources/resource-hooks.ts';
import { ResultCache } from '../../src/resources/result-cache.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  database: TestDatabase;
  cache: ResultCache | undefined;
  logLines: string[];
  /** Calls the app in-process, like a client would over HTTP. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** JSON helper: `get('/api/rgnts-apps-users?filter=...')`. */
  json<T = any>(path: string, init?: RequestInit): Promise<{ status: number; body: T }>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    hooks?: (logger: Logger) => ResourceHooks;
    maxLimit?: number;
    staticDirs?: { staffDist?: string; widgetsRoot?: string };
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const logLines: string[] = [];
  const logger = createLogger('debug', (line) => logLines.push(line));
  // Mirror the server: the embedded store answers lists through the result cache, PostgreSQL does not.
  const cache =
    database.kind === 'pglite' ? new ResultCache({ maxEntries: 200, maxChars: 4 * 1024 * 1024 }) : undefined;
  if (cache) database.writes.subscribe((tables) => cache.invalidate(tables));
  const app = createApp({
    cache,
    env: { PRODUCT_NAME: 'Lendline', API_MAX_LIMIT: options.maxLimit ?? 100_000 },
    db: database.db,
    databaseKind: database.kind,
    resources,
    hooks: (options.hooks ?? openAccessHooks)(logger),
    logger,
    version: 'test',
    ...(options.staticDirs ? { staticDirs: options.staticDirs } : {}),
  });
  const request = async (path: string, init?: RequestInit) => app.request(path, init);
  return {
    database,
    cache,
    logLines,
    request,
    json: async (path, init) => {
      const response = await request(path, init);
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
    close: () => database.close(),
  };
}

export const jsonBody = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

export const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
