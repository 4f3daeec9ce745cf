import { parseFilter, type QueryModel } from '@lendline/filter';
import type { Context } from 'hono';
import type { QueryExecutorProvider } from 'kysely';
import type { AppEnv } from '../lib/app-env.ts';
import { entityNotFound } from '../lib/http-error.ts';
import { parsePathId } from '../lib/path-id.ts';
import { findRows } from '../filter-sql/index.ts';

/** A record id from the path, parsed as strictly as the generic routes do (400 otherwise). */
export const pathId = (c: Context<AppEnv>): number => parsePathId(c.req.param('id') ?? '');

/**
 * One record through a model (a request's scoped one or the unscoped one), or 404 like a missing one.
 *
 * @example
 * const batch = await findOne(db, kit.modelFor(c), pathId(c));
 */
export async function findOne(
  db: QueryExecutorProvider,
  model: QueryModel,
  id: number,
): Promise<Record<string, unknown>> {
  const ast = parseFilter({ where: { id }, limit: 1 }, model, { maxLimit: 1 });
  const [row] = await findRows(db, model, ast);
  if (!row) throw entityNotFound(model.name, id);
  return row;
}
