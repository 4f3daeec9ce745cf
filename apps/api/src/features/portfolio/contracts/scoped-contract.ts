import { parseFilter, type QueryModel } from '@lendline/filter';
import type { Context } from 'hono';
import type { QueryExecutorProvider } from 'kysely';
import type { AppEnv } from '../../../lib/app-env.ts';
import { entityNotFound } from '../../../lib/http-error.ts';
import { parsePathId } from '../../../lib/path-id.ts';
import { findRows } from '../../../filter-sql/index.ts';
import type { ResourceRouteKit } from '../../../resources/define-resource.ts';
import { columnOf, type FieldDef } from '../../../resources/field-def.ts';

/** A record id from the path, parsed as strictly as the generic routes do (400 otherwise). */
export const pathId = (c: Context<AppEnv>): number => parsePathId(c.req.param('id') ?? '');

/** One record through a model (a request's scoped one or the unscoped one), or 404 like a missing one. */
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

/** One record of the kit's resource as this request may see it (its scope), or 404 like a missing one. */
export const findScoped = (
  kit: ResourceRouteKit,
  c: Context<AppEnv>,
  id: number,
  db: QueryExecutorProvider = kit.db,
): Promise<Record<string, unknown>> => findOne(db, kit.modelFor(c), id);

/** An inserted row (snake_case columns) in its API shape, for a write event's snapshot. */
export function apiShape(fields: Record<string, FieldDef>, row: Record<string, unknown>) {
  const shaped: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(fields)) {
    const value = row[columnOf(name, def)];
    if (value === undefined) continue;
    shaped[name] =
      value instanceof Date
        ? def.format === 'date'
          ? value.toISOString().slice(0, 10)
          : value.toISOString()
        : def.type === 'number' && typeof value === 'string'
          ? Number(value)
          : value;
  }
  return shaped;
}
