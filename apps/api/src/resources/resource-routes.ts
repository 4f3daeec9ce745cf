import {
  parseFilter,
  parseFilterExcludingWhere,
  parseWhere,
  type FilterAst,
  type IncludeAst,
  type QueryModel,
} from '@lendline/filter';
import { Hono, type Context } from 'hono';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AppEnv } from '../lib/app-env.ts';
import { entityNotFound, HttpError } from '../lib/http-error.ts';
import { parsePathId } from '../lib/path-id.ts';
import { readJsonBody, readOptionalJsonBody } from '../lib/request-body.ts';
import {
  countRows,
  countRowsUpTo,
  findRowBatches,
  findRows,
  hasSearchText,
  readQueryObject,
  type SourcedQueryModel,
} from '../filter-sql/index.ts';
import { validateBody, validationFailed } from './body-schema.ts';
import type {
  AccessRule,
  Resource,
  ResourceDefinition,
  ResourceRouteKit,
  RowScope,
  Verb,
  WriteContext,
} from './define-resource.ts';
import { verbOf } from './declare-route.ts';
import { columnOf } from './field-def.ts';
import type { AccessRequest, ResourceHooks, WriteEvent } from './resource-hooks.ts';
import type { ResultCache } from './result-cache.ts';
import { streamJsonArray } from './stream-json-array.ts';
import type { JobRunner } from '../jobs/job-types.ts';
import { rawQuery } from '../lib/raw-query.ts';

export interface ResourceRouteDeps {
  db: Kysely<any>;
  hooks: ResourceHooks;
  /** Largest page a single request may return; bigger requests are clamped, not refused. */
  maxLimit: number;
  /** Present on the embedded store only (see ResultCache). */
  cache?: ResultCache | undefined;
  /** The job engine, for routes that hand long work to it (a big export). */
  jobs?: JobRunner | undefined;
  /** Exports of more rows than this become jobs (EXPORT_INLINE_ROWS). */
  exportInlineRows?: number | undefined;
}

const JSON_TYPE = { 'Content-Type': 'application/json; charset=utf-8' };

/** What a request's model adds for the result cache: the tables its source reads and its scope key. */
interface ScopedQueryModel extends SourcedQueryModel {
  sourceTables?: readonly string[];
  scopeKey?: string;
}

/**
 * Every table a filter reads (the model's, its view's and scope's and, recursively, those of its
 * included relations), and the scope keys that decide which of their rows it sees.
 */
function readsOf(
  model: QueryModel,
  includes: readonly IncludeAst[],
  tables = new Set<string>(),
  keys: string[] = [],
) {
  const scoped = model as ScopedQueryModel;
  tables.add(model.table);
  for (const table of scoped.sourceTables ?? []) tables.add(table);
  if (scoped.scopeKey !== undefined) keys.push(`${model.name}:${scoped.scopeKey}`);
  for (const include of includes) {
    readsOf(model.relations[include.relation]!.model(), include.scope.include, tables, keys);
  }
  return { tables: [...tables], key: keys.join(';') };
}

/** A write event with the request's path parameters (the module it was made in), for the audit log. */
function withParams(c: Context<AppEnv>, event: WriteEvent): WriteEvent {
  const params = c.req.param() as Record<string, string>;
  const { id: _id, ...rest } = params;
  return Object.keys(rest).length > 0 ? { ...event, params: rest } : event;
}

/** A rule whose module is a path parameter (`:module`), with this request's value put in. */
export function resolveRule(c: Context<AppEnv>, rule: AccessRule): AccessRule {
  if (!rule.module.startsWith(':')) return rule;
  return { ...rule, module: c.req.param(rule.module.slice(1)) ?? '' };
}

// The rows the permission hooks allowed this request, per resource (ResourceHooks.authorize): recorded by
// the check, read by every model the request builds afterwards, gone with the request.
const policyScopes = new WeakMap<Context, Map<string, RowScope>>();

function recordPolicyScope(c: Context<AppEnv>, resourceName: string, scope: RowScope | undefined | void) {
  if (!scope) return;
  const scopes = policyScopes.get(c) ?? new Map<string, RowScope>();
  scopes.set(resourceName, scope);
  policyScopes.set(c, scopes);
}

/** The declaration's own row scope and the one the permission hooks gave this request, together. */
function scopeOf(c: Context<AppEnv>, definition: ResourceDefinition | undefined): RowScope | undefined {
  const own = definition?.rowScope?.(c);
  const policy = definition && policyScopes.get(c)?.get(definition.name);
  if (!own || !policy) return own ?? policy;
  return {
    key: `${own.key}&${policy.key}`,
    where: sql`(${own.where}) and (${policy.where})`,
    tables: [...own.tables, ...policy.tables],
  };
}

/**
 * The model one request reads through: the declaration's view narrowed by its row scope, and its
 * relations' targets narrowed by theirs, so an include never reaches a row the target's own list hides.
 */
function requestModel(
  base: QueryModel,
  c: Context<AppEnv>,
  definitionOf: (modelName: string) => ResourceDefinition | undefined,
  memo = new Map<string, QueryModel>(),
): QueryModel {
  const known = memo.get(base.name);
  if (known) return known;
  const definition = definitionOf(base.name);
  const scope = scopeOf(c, definition);
  const relations = Object.fromEntries(
    Object.entries(base.relations).map(([name, relation]) => [
      name,
      { ...relation, model: () => requestModel(relation.model(), c, definitionOf, memo) },
    ]),
  );
  const from = (base as SourcedQueryModel).source ?? sql`select * from ${sql.table(base.table)}`;
  const model: ScopedQueryModel = {
    ...base,
    relations,
    sourceTables: [...(definition?.view?.tables ?? []), ...(scope?.tables ?? [])],
    ...(scope
      ? {
          source: sql`select * from (${from}) as ${sql.id('v')} where ${scope.where}`,
          scope: { rows: from, where: scope.where },
          scopeKey: scope.key,
        }
      : {}),
  };
  memo.set(base.name, model);
  return model;
}

/** Lists above this many rows are streamed in batches of this size instead of built in memory. */
const STREAM_BATCH = 1000;

// Ids are parsed strictly: "1.0", "01", "1e0", "-1", "abc" and ids past an integer key are refused with
// LoopBack's 400. Only audit_event's key is a bigserial, whose ids pass that bound after two billion events.
function parseId(raw: string): number {
  return parsePathId(raw);
}

/** Column values for an insert or update, from a validated body keyed by API names. */
function toColumns(resource: Resource, body: Record<string, unknown>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    const def = resource.definition.fields[name];
    if (!def || value === undefined) continue;
    const isJson = def.type === 'json' && value !== null;
    columns[columnOf(name, def)] = isJson ? JSON.stringify(value) : value;
  }
  return columns;
}

/**
 * The LoopBack-style endpoints of one declared resource: list, count, find by id, create (200),
 * partial update (204) and delete (204). Every handler asks the hooks for permission first, with the
 * record id and (for writes) the validated body, so policies can decide per record and per field.
 */
export function resourceRoutes(
  resource: Resource,
  deps: ResourceRouteDeps,
  definitionOf: (modelName: string) => ResourceDefinition | undefined,
): Hono<AppEnv> {
  const { definition, model } = resource;
  const routes = new Hono<AppEnv>();
  const limits = { maxLimit: deps.maxLimit };
  const modelFor = (c: Context<AppEnv>) => requestModel(model, c, definitionOf);

  const guard = async (
    c: Context<AppEnv>,
    verb: Verb,
    rule: AccessRule,
    extra: Partial<AccessRequest> = {},
  ) => {
    const scope = await deps.hooks.authorize(c, {
      resource: definition,
      verb,
      rule: resolveRule(c, rule),
      ...extra,
    });
    if (verb === 'read') recordPolicyScope(c, definition.name, scope);
  };

  if (definition.checkParams) {
    const check = definition.checkParams;
    routes.use('*', async (c, next) => {
      check(c.req.param() as Record<string, string>, c);
      await next();
    });
  }

  const kit: ResourceRouteKit = {
    db: deps.db,
    model,
    modelFor,
    maxLimit: deps.maxLimit,
    jobs: deps.jobs,
    exportInlineRows: deps.exportInlineRows ?? 5000,
    authorize: (c, rule, verb = 'read') => guard(c, verb, rule),
    definitionOf: (name) => {
      const found = definitionOf(name);
      if (!found) throw new Error(`Resource ${name} is not registered`);
      return found;
    },
    write: async (c, change) => {
      const result = await deps.db.transaction().execute(async (trx) => {
        const done = await change(trx);
        for (const event of done.events) await deps.hooks.onWrite(c, trx, withParams(c, event));
        return done;
      });
      for (const event of result.events) await deps.hooks.afterCommit?.(c, withParams(c, event));
      return result;
    },
  };
  // Declared routes: the permission, then the body (read safely, validated to the schema), then the handler.
  for (const route of definition.declaredRoutes ?? []) {
    route.setup?.(kit);
    routes.on(route.method.toUpperCase(), route.path, async (c) => {
      await guard(c, verbOf(route), route.access);
      await route.precheck?.(c);
      const read = route.bodyOptional ? readOptionalJsonBody : readJsonBody;
      const body = route.body ? validateBody(route.body, await read(c)) : undefined;
      return route.handle(c, { kit, body });
    });
  }

  // Reading a relation needs read permission on the related resource too, at every level.
  const guardIncludes = async (
    c: Context<AppEnv>,
    ast: FilterAst,
    from: QueryModel,
    parentId?: number,
  ): Promise<void> => {
    for (const include of ast.include) {
      const target = from.relations[include.relation]!.model();
      const targetDefinition = definitionOf(target.name);
      const parent = definitionOf(from.name);
      if (targetDefinition) {
        const scope = await deps.hooks.authorize(c, {
          resource: targetDefinition,
          verb: 'read',
          rule: resolveRule(c, targetDefinition.access.read),
          via: parent ? { resource: parent, id: parentId } : undefined,
        });
        recordPolicyScope(c, targetDefinition.name, scope);
      }
      await guardIncludes(c, include.scope, target);
    }
  };

  const findById = async (
    db: Kysely<any>,
    from: QueryModel,
    id: number,
    rawFilter?: unknown,
  ): Promise<Record<string, unknown>> => {
    // Callers validated rawFilter with parseFilterExcludingWhere, so it is an object without `where`.
    const base = (rawFilter ?? {}) as Record<string, unknown>;
    const ast = parseFilter({ ...base, where: { [from.idField]: id }, limit: 1 }, from, limits);
    const [row] = await findRows(db, from, ast);
    if (!row) throw entityNotFound(definition.name, id);
    return row;
  };

  // Lists and counts are the hot path of every screen; on the embedded store they are answered from the
  // result cache while no write has touched the tables they read.
  // The reads and the key are built only when the cache will look: with it off (PostgreSQL without the
  // change feed, or RESULT_CACHE=false) they were work on every list for nothing.
  const cachedJson = (
    reads: () => { tables: readonly string[]; key: string },
    key: () => string,
    produce: () => Promise<unknown>,
  ) => {
    const serialise = async () => JSON.stringify(await produce());
    if (!deps.cache?.active) return serialise();
    const { tables, key: scopeKey } = reads();
    return deps.cache.load(tables, `${definition.name}|${scopeKey}|${key()}`, serialise);
  };

  routes.get('/', async (c) => {
    await guard(c, 'read', definition.access.read);
    const ast = parseFilter(readQueryObject(rawQuery(c), 'filter'), model, limits);
    await guardIncludes(c, ast, model);
    const scoped = modelFor(c);
    if (ast.limit <= STREAM_BATCH) {
      const json = await cachedJson(
        () => readsOf(scoped, ast.include),
        () => `list|${JSON.stringify(ast)}`,
        () => findRows(deps.db, scoped, ast),
      );
      return c.body(json, 200, JSON_TYPE);
    }
    return streamJsonArray(c, findRowBatches(deps.db, scoped, ast, STREAM_BATCH));
  });

  routes.get('/count', async (c) => {
    await guard(c, 'read', definition.access.read);
    const where = parseWhere(readQueryObject(rawQuery(c), 'where'), model);
    const scoped = modelFor(c);
    // `?exact=true`: the user asked for the whole count past the cap ("Count all"), once, on demand.
    const exact = c.req.query('exact') === 'true';
    const json = await cachedJson(
      () => readsOf(scoped, []),
      () => `count|${exact ? 'exact|' : ''}${JSON.stringify(where ?? null)}`,
      async () => {
        if (definition.countCap === undefined || exact)
          return { count: await countRows(deps.db, scoped, where) };
        const searched = where !== undefined && hasSearchText(where, scoped);
        const cap = (searched ? definition.searchCountCap : undefined) ?? definition.countCap;
        const { count, capped } = await countRowsUpTo(deps.db, scoped, where, cap);
        return capped ? { count, capped } : { count };
      },
    );
    return c.body(json, 200, JSON_TYPE);
  });

  routes.get('/:id', async (c) => {
    const id = parseId(c.req.param('id'));
    await guard(c, 'read', definition.access.read, { id });
    const rawFilter = readQueryObject(rawQuery(c), 'filter');
    const ast = parseFilterExcludingWhere(rawFilter, model, limits);
    await guardIncludes(c, ast, model, id);
    return c.json(await findById(deps.db, modelFor(c), id, rawFilter));
  });

  // Writes run in one transaction with their onWrite hook (audit, dependent changes); afterCommit runs
  // once the change is durable.
  const write = async (c: Context<AppEnv>, change: (trx: Transaction<any>) => Promise<WriteEvent>) => {
    const event = await deps.db.transaction().execute(async (trx) => {
      const done = withParams(c, await change(trx));
      await definition.afterWrite?.(c, trx, done);
      await deps.hooks.onWrite(c, trx, done);
      return done;
    });
    await deps.hooks.afterCommit?.(c, event);
    return event;
  };

  const checkRules = async (record: Record<string, unknown>, context: WriteContext) => {
    const details = (await definition.validate?.(record, context)) ?? [];
    if (details.length > 0) throw validationFailed(details);
  };
  // Only tables that keep a change time get one; append-only and key tables have no such column.
  const touch = 'updatedAt' in definition.fields ? { updated_at: sql`now()` } : {};

  const { create: createRule, update: updateRule, delete: deleteRule } = definition.access;
  if (createRule) {
    routes.post('/', async (c) => {
      await guard(c, 'create', createRule);
      const data = validateBody(resource.createSchema, await readJsonBody(c));
      await guard(c, 'create', createRule, { body: data });
      const event = await write(c, async (trx) => {
        const values = { ...data, ...(await definition.createValues?.(c, trx)) };
        await checkRules(values, { c, trx, verb: 'create' });
        const { id } = await trx
          .insertInto(definition.table)
          .values(toColumns(resource, values))
          .returning('id')
          .executeTakeFirstOrThrow();
        return {
          action: 'create',
          resource: definition,
          entityId: Number(id),
          after: await findById(trx, model, Number(id)),
        };
      });
      return c.json(event.after);
    });
  }

  if (updateRule) {
    routes.patch('/:id', async (c) => {
      const id = parseId(c.req.param('id'));
      await guard(c, 'update', updateRule, { id });
      const body = await readJsonBody(c);
      if (
        body === undefined ||
        (typeof body === 'object' && body !== null && Object.keys(body).length === 0)
      ) {
        throw new HttpError(400, 'Error', 'Data is required for the patch request', {
          code: 'INVALID_BODY_DEFINITION',
        });
      }
      const data = validateBody(resource.updateSchema, body);
      await guard(c, 'update', updateRule, { id, body: data });
      await write(c, async (trx) => {
        const before = await findById(trx, modelFor(c), id);
        await checkRules({ ...before, ...data }, { c, trx, verb: 'update', id, before });
        await trx
          .updateTable(definition.table)
          .set({ ...toColumns(resource, data), ...touch })
          .where('id', '=', id)
          .execute();
        return {
          action: 'update',
          resource: definition,
          entityId: id,
          before,
          after: await findById(trx, model, id),
        };
      });
      return c.body(null, 204);
    });
  }

  if (deleteRule) {
    routes.delete('/:id', async (c) => {
      const id = parseId(c.req.param('id'));
      await guard(c, 'delete', deleteRule, { id });
      await write(c, async (trx) => {
        const before = await findById(trx, modelFor(c), id);
        await trx.deleteFrom(definition.table).where('id', '=', id).execute();
        return { action: 'delete', resource: definition, entityId: id, before };
      });
      return c.body(null, 204);
    });
  }

  return routes;
}

/** Mounts every resource under its path; relation checks find their target's access rules by model name. */
export function mountResources(
  app: Hono<AppEnv>,
  resources: readonly Resource[],
  deps: ResourceRouteDeps,
): void {
  const byName = new Map(resources.map((resource) => [resource.definition.name, resource.definition]));
  for (const resource of resources) {
    app.route(
      resource.definition.path,
      resourceRoutes(resource, deps, (name) => byName.get(name)),
    );
  }
}
