import type { HealthStatus } from '@lendline/wire';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { HttpError } from '../../lib/http-error.ts';

export interface HealthDeps {
  /** Resolves when the database answers (DatabaseHandle.ping). */
  pingDatabase(): Promise<void>;
  databaseKind: 'pglite' | 'postgres';
  productName: string;
  version: string;
  startedAt: number;
}

/** `GET /health`: answers 200 only when the database answers too, so load balancers route around a broken node. */
export function healthRoutes(deps: HealthDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', async (c) => {
    try {
      await deps.pingDatabase();
    } catch {
      throw new HttpError(503, 'ServiceUnavailableError', 'Database unavailable');
    }
    const answer: HealthStatus = {
      status: 'ok',
      product: deps.productName,
      version: deps.version,
      database: deps.databaseKind,
      uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
    };
    return c.json(answer);
  });
}
