import type { Context } from 'hono';
import type { QueryExecutorProvider } from 'kysely';
import type { AppEnv } from '../../../lib/app-env.ts';
import { findOne } from '../../../resources/find-one.ts';
import type { ResourceRouteKit } from '../../../resources/define-resource.ts';
import { columnOf, type FieldDef } from '../../../resources/field-def.ts';

export { findOne, pathId } from '../../../resources/find-one.ts';

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
