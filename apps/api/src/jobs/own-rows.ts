import { parseFilter, parseWhere, type QueryModel } from '@lendline/filter';
import { Hono, type Context } from 'hono';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AppEnv, Principal } from '../lib/app-env.ts';
import { entityNotFound } from '../lib/http-error.ts';
import { parsePathId } from '../lib/path-id.ts';
import { requirePrincipal } from '../lib/require-principal.ts';
import { countRows, findRows, readQueryObject } from '../filter-sql/index.ts';
import type { SourcedQueryModel } from '../filter-sql/index.ts';
import { rawQuery } from '../lib/raw-query.ts';

export interface OwnRowsOptions {
  db: Kysely<any>;
  /** The model as declared (`compileResource(...).model`): fields, columns, default order. */
  model: QueryModel;
  /** The rows the caller may read, as a derived table exposing `id` and the model's columns. */
  rowsOf(principal: Principal): RawBuilder<unknown>;
  maxLimit: number;
  /** The order when the filter names none (`createdAt DESC`: newest first); the id still breaks ties. */
  defaultOrder?: string;
}

/**
 * `GET /`, `/count` and `/{id}` of records that belong to their reader (their jobs, notifications, files)
 * rather than to a module and menu: every signed-in user has their own, so no permission opens them and
 * none is needed; the rows are cut to the caller's before the filter sees them, and another's row is 404.
 * The LoopBack filter, count and errors are the resource factory's.
 *
 * @example
 * routes.route('/job-runs', ownRowsRoutes({ db, model, rowsOf: (p) => sql`select * from job_run where requested_by = ${p.userId}`, maxLimit }));
 */
export function ownRowsRoutes(options: OwnRowsOptions): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const scoped = (c: Context<AppEnv>): SourcedQueryModel => ({
    ...options.model,
    source: options.rowsOf(requirePrincipal(c.get('principal'))),
  });
  const limits = { maxLimit: options.maxLimit };
  routes.get('/', async (c) => {
    const model = scoped(c);
    const raw = readQueryObject(rawQuery(c), 'filter');
    const ordered =
      options.defaultOrder && (typeof raw !== 'object' || raw === null || !('order' in raw))
        ? { ...(raw as object | undefined), order: options.defaultOrder }
        : raw;
    const ast = parseFilter(ordered, options.model, limits);
    return c.json(await findRows(options.db, model, { ...ast, include: [] }));
  });
  routes.get('/count', async (c) => {
    const model = scoped(c);
    const where = parseWhere(readQueryObject(rawQuery(c), 'where'), options.model);
    return c.json({ count: await countRows(options.db, model, where) });
  });
  routes.get('/:id', async (c) => {
    const id = parsePathId(c.req.param('id'));
    const model = scoped(c);
    const ast = parseFilter({ where: { id } }, options.model, limits);
    const [row] = await findRows(options.db, model, ast);
    if (!row) throw entityNotFound(options.model.name, id);
    return c.json(row);
  });
  return routes;
}

/** `select * from <table> where <owner> = <user>`: the usual `rowsOf`. */
export const ownedBy =
  (table: string, ownerColumn: string) =>
  (principal: Principal): RawBuilder<unknown> =>
    sql`select * from ${sql.table(table)} where ${sql.ref(ownerColumn)} = ${principal.userId}`;
