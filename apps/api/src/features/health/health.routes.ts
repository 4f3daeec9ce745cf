import { Hono } from 'hono';
import { sql, type Kysely } from 'kysely';
import type { AppEnv } from '../../app/app-env.ts';
import { HttpError } from '../../app/http-error.ts';

export interface HealthDeps {
  db: Kysely<any>;
  databaseKind: 'pglite' | 'postgres';
  productName: string;
  version: string;
  startedAt: number;
}

/** `GET /health`: answers 200 only when the database answers too, so load balancers route around a broken node. */
export function healthRoutes(deps: HealthDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', async (c) => {
    try {
      await sql`select 1`.execute(deps.db);
    } catch {
      throw new HttpError(503, 'ServiceUnavailableError', 'Database unavailable');
    }
    return c.json({
      status: 'ok',
      product: deps.productName,
      version: deps.version,
      database: deps.databaseKind,
      uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
    });
  });
}
