import type { QueryField, QueryModel } from '@lendline/filter';
import type { Action } from '@lendline/permissions';
import type { Context } from 'hono';
import type * as v from 'valibot';
import type { Kysely, RawBuilder, Transaction } from 'kysely';
import type { JobRunner } from '../jobs/job-types.ts';
import type { AppEnv } from '../lib/app-env.ts';
import type { MultipartForm } from '../lib/openapi-operation.ts';
import type { Database } from '../db/schema.ts';
import type { KeyLookup, SearchText, SourcedQueryModel } from '../filter-sql/index.ts';
import { bodySchema, type ValidationDetail } from './body-schema.ts';
import { columnOf, integerColumnOf, type FieldDef } from './field-def.ts';

/**
 * The permission a verb needs: role -> module -> menu -> action (spec §6). A module written `:name` is
 * the request's path parameter of that name (`/modules/:module/contracts` needs `{module} › Contracts`).
 */
/** A write the factory made, as its hooks see it (audit, dependent changes, mail after commit). */
export interface WriteEvent {
  action: 'create' | 'update' | 'delete';
  resource: ResourceDefinition;
  entityId: number;
  before?: Record<string, unknown> | undefined;
  after?: Record<string, unknown> | undefined;
  /** The path parameters of the request that made it (`{ module: 'firstPayment' }`), if any. */
  params?: Record<string, string> | undefined;
}

export interface AccessRule {
  module: string;
  menu: string;
  action: Action;
}

export interface RelationDef {
  type: 'belongsTo' | 'hasMany';
  /** The target resource's model name; resolved by the app layer so features never import each other. */
  target: string;
  keyFrom: string;
  keyTo: string;
}

export type Verb = 'read' | 'create' | 'update' | 'delete';

/** What a declaration's own write rules see, inside the write's transaction. */
export interface WriteContext {
  c: Context<AppEnv>;
  trx: Transaction<any>;
  verb: 'create' | 'update';
  /** The record addressed by an update. */
  id?: number | undefined;
  /** That record before the update, API-shaped. */
  before?: Record<string, unknown> | undefined;
}

/** What a declaration's extra routes may use: the same database, filter model and permission check. */
export interface ResourceRouteKit {
  db: Kysely<any>;
  /** The model over every row; routes of a scoped resource read through `modelFor(c)` instead. */
  model: QueryModel;
  /** The model of this request: only the rows its scope lets it see, relations scoped alike. */
  modelFor(c: Context<AppEnv>): QueryModel;
  maxLimit: number;
  /** The job engine, for routes that hand long work to it (absent in tests of the factory alone). */
  jobs?: JobRunner | undefined;
  /** Exports of more rows than this become jobs (EXPORT_INLINE_ROWS). */
  exportInlineRows: number;
  /** Asks the permission hooks for this resource, as the generic routes do before any data is read. */
  authorize(c: Context<AppEnv>, rule: AccessRule, verb?: Verb): Promise<void>;
  /** A registered declaration by model name, for the write events of records a route makes. */
  definitionOf(modelName: string): ResourceDefinition;
  /**
   * Runs a route's own writes in one transaction with the write hooks (the audit record) for each
   * event it reports, and their after-commit hooks once it is durable.
   */
  write<T extends { events: WriteEvent[] }>(
    c: Context<AppEnv>,
    change: (trx: Transaction<any>) => Promise<T>,
  ): Promise<T>;
}

/**
 * Where a resource's rows come from when they are more than its table: a derived table (`select … from
 * table join …`) exposing `id` and every field's column, so joined names and computed columns filter and
 * sort like stored ones. Writes still go to `table`.
 */
export interface ResourceView {
  from: RawBuilder<unknown>;
  /** Every table the view reads, so a cached list goes stale when any of them changes. */
  tables: readonly string[];
  /**
   * The view's joined names that searches match through the row's own key (a vendor's name through
   * `vendorId`), so a global search reaches the looked-up table's indexes instead of scanning the join.
   */
  keyLookups?: Readonly<Record<string, KeyLookup>>;
  /** A stored text of the searched fields: a global search word on all of them is one condition on it. */
  searchText?: SearchText;
  /** The view's fields that are the table's own columns under a trigram index (`SourcedQueryModel`). */
  trigramFields?: readonly string[];
  /** The view's fields whose order an index serves (`SourcedQueryModel`). */
  indexedOrders?: readonly string[];
}

/** The rows one request may see, as a condition on the view's (or table's) columns under the alias `v`. */
export interface RowScope {
  /** Equal keys must mean equal conditions: cached results are shared by key. */
  key: string;
  where: RawBuilder<unknown>;
  /** Tables the condition reads beyond the view's. */
  tables: readonly string[];
}

/** A body read by its handler (an upload): its JSON form and its `multipart/form-data` form. */
export interface OwnBody {
  json: v.GenericSchema;
  multipart?: MultipartForm;
}

/** What a declared route's handler gets: the resource's kit and the body, already read and validated. */
export interface RouteInput<Body> {
  kit: ResourceRouteKit;
  body: Body;
}

/**
 * A route beside a resource's generic ones (`/modules/{module}/contracts/{id}/summary`), declared once:
 * the factory mounts it behind its permission and body check, and the OpenAPI document is written from
 * the same object, so the two cannot disagree and the permission is stated in one place.
 *
 * Why our own rather than hono-openapi's `describeRoute` + `validator`: its validator reads the body with
 * `c.req.json()`, which takes `__proto__` keys and answers in its own error shape; ours goes through
 * `readJsonBody` (prototype keys refused, LoopBack's 422 envelope with field details), and the document
 * builder already writes the resources' paths from their declarations.
 *
 * @example
 * export const contractSummaryRoute = declareRoute({
 *   method: 'get', path: '/:id/summary', summary: "A contract's summary", access: CONTRACTS_VIEW,
 *   response: { status: 200, description: 'The summary', schema: contractSummary },
 *   errors: { 404: 'Not in this module' },
 *   handle: async (c, { kit }) => c.json(await contractSummaryOf(kit, c, pathId(c))),
 * });
 */
export interface DeclaredRoute<BodySchema extends v.GenericSchema | undefined = v.GenericSchema | undefined> {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  /** Under the resource's path, in Hono's syntax (`/:id/summary`, `/export.csv`). */
  path: string;
  summary: string;
  description?: string;
  /** The right the caller needs, checked before anything is read; the document prints it. */
  access: AccessRule;
  /** The verb the permission hooks see (default `read` for GET, `update` otherwise). */
  verb?: Verb;
  /** The JSON body, read safely and validated (422 with field details) before the handler runs. */
  body?: BodySchema;
  /**
   * The body may be left out: no body at all reads as `{}` and is validated like any other (so `body`'s
   * fields are all optional); the document marks the body not required. For a POST whose body only
   * adjusts a default (an invoice's `{ to? }`, a key rotation's `{ graceDays? }`).
   */
  bodyOptional?: boolean;
  /**
   * A body the factory cannot read, which the handler reads and validates itself: documented from these
   * schemas (the ones the handler validates with). The factory reads JSON only; an upload may also come
   * `multipart/form-data`, whose file part is bytes, not a JSON value a schema checks.
   */
  bodyReadByHandler?: OwnBody;
  /** The answer when all goes well; `tests/contract` checks the real answers against `schema`. */
  response: {
    status: 200 | 201 | 202 | 204;
    description: string;
    schema?: v.GenericSchema;
    /** For answers that are not JSON (a CSV, a PDF). */
    mediaType?: string;
  };
  /** Refusals beside the permission's 401/403 and the body's 422, e.g. `{ 404: 'Not in this module' }`. */
  errors?: Record<number, string>;
  /**
   * Checks that come before the body is read (a required header, what the module's policy allows), so a
   * request failing them is refused for that, whatever its body.
   */
  precheck?(c: Context<AppEnv>): void | Promise<void>;
  /**
   * Runs once when the factory mounts the route, with the resource's kit: for what must exist before any
   * request, e.g. the job type an export hands its large files to (a queued run may outlive a restart).
   */
  setup?(kit: ResourceRouteKit): void;
  handle(
    c: Context<AppEnv>,
    input: RouteInput<BodySchema extends v.GenericSchema ? v.InferOutput<BodySchema> : undefined>,
  ): Response | Promise<Response>;
}

export interface ResourceDefinition {
  /** The model name used in messages, e.g. `Entity not found: RgntsAppsUser with id 9`. */
  name: string;
  /** The URL path under /api, e.g. `/rgnts-apps-users`; may hold path parameters (`/modules/:module/x`). */
  path: string;
  /**
   * Checks the path parameters before anything else, permission included; throws the refusal (an
   * unknown module is 404 whatever the caller may do).
   */
  checkParams?(params: Record<string, string>, c: Context<AppEnv>): void;
  /** Reads go through this derived table rather than `table`. */
  view?: ResourceView;
  /**
   * Restricts every list, count, find, update and include to the rows this request may see; a row
   * outside it is 404 exactly like a missing one.
   */
  rowScope?(c: Context<AppEnv>): RowScope;
  /**
   * The most rows `/count` counts: past it the answer is `{ count: countCap, capped: true }` (a broad
   * search on a million-row list would otherwise read every match); below it LoopBack's `{ count }`.
   */
  countCap?: number;
  /**
   * A lower cap for a where that holds a search on the view's stored search text (`hasSearchText`): a
   * few letters match a tenth of the book, and counting even 10,000 of them reads 10,000 scattered rows
   * after the trigram index, about as long as the page itself. Defaults to `countCap`.
   */
  searchCountCap?: number;
  table: keyof Database;
  description: string;
  fields: Record<string, FieldDef>;
  relations?: Record<string, RelationDef>;
  /** A verb without a rule is not exposed at all. */
  access: { read: AccessRule } & Partial<Record<Exclude<Verb, 'read'>, AccessRule>>;
  /**
   * Rules across fields or rows that a body schema cannot express, run on the record as it will be
   * stored (for an update: the current record with the change applied). Any detail refuses the write
   * with LoopBack's 422 VALIDATION_FAILED.
   */
  validate?(record: Record<string, unknown>, context: WriteContext): Promise<ValidationDetail[]>;
  /**
   * Values the server sets on every create whatever the body says (the author of a note, a number from
   * a sequence), by API name; runs in the write's transaction.
   */
  createValues?(
    c: Context<AppEnv>,
    trx: Transaction<any>,
  ): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Dependent writes in the write's transaction, once the change is made (a status history row). */
  afterWrite?(c: Context<AppEnv>, trx: Transaction<any>, event: WriteEvent): Promise<void>;
  /**
   * Routes beside the generic ones under `path` (an export, a summary), declared with their permission,
   * body and answer (declare-route.ts): mounted by the factory ahead of `/{id}` and documented from the
   * same declaration, so the document and the code cannot disagree.
   */
  declaredRoutes?: readonly DeclaredRoute<any>[];
  /** The record as it travels (`@lendline/wire`): the document's schema for it, and what tests/contract checks. */
  wire?: v.GenericSchema;
}

export type Resource = ReturnType<typeof compileResource>;

/** Identity helper that type-checks a declaration where it is written. */
export const defineResource = (definition: ResourceDefinition): ResourceDefinition => definition;

function queryField(name: string, def: FieldDef): QueryField {
  const isJson = def.type === 'json';
  const integer = integerColumnOf(name, def);
  return {
    type: def.type,
    column: columnOf(name, def),
    filterable: def.filterable ?? !isJson,
    sortable: def.sortable ?? !isJson,
    ...(integer ? { integer } : {}),
    ...(def.sort ? { sort: def.sort } : {}),
    ...(def.jsonText ? { decode: (value: unknown) => (value === null ? null : JSON.stringify(value)) } : {}),
    // Dates arrive as ISO instants (UTC midnight for a `date` column); a calendar day keeps its day only.
    ...(def.format === 'date' ? { decode: (value: unknown) => String(value).slice(0, 10) } : {}),
  };
}

/**
 * Turns a declaration into what the routes need: the filter engine's model (relations resolved
 * lazily through `lookup`) and the POST / PATCH body schemas.
 */
export function compileResource(definition: ResourceDefinition, lookup: (name: string) => QueryModel) {
  const fields = Object.fromEntries(
    Object.entries(definition.fields).map(([name, def]) => [name, queryField(name, def)]),
  );
  const relations = Object.fromEntries(
    Object.entries(definition.relations ?? {}).map(([name, rel]) => [
      name,
      { type: rel.type, keyFrom: rel.keyFrom, keyTo: rel.keyTo, model: () => lookup(rel.target) },
    ]),
  );
  const model: SourcedQueryModel = {
    name: definition.name,
    table: definition.table,
    idField: 'id',
    fields,
    relations,
    ...(definition.view
      ? {
          source: definition.view.from,
          keyLookups: definition.view.keyLookups,
          searchText: definition.view.searchText,
          trigramFields: definition.view.trigramFields,
          indexedOrders: definition.view.indexedOrders,
        }
      : {}),
  };
  return {
    definition,
    model,
    createSchema: bodySchema(definition.fields, 'create'),
    updateSchema: bodySchema(definition.fields, 'update'),
  };
}

/** Compiles a set of declarations that may refer to each other by model name. */
export function compileResources(definitions: readonly ResourceDefinition[]): Resource[] {
  const byName = new Map<string, Resource>();
  const lookup = (name: string): QueryModel => {
    const target = byName.get(name);
    if (!target) throw new Error(`Relation target ${name} is not a registered resource`);
    return target.model;
  };
  for (const definition of definitions) {
    if (byName.has(definition.name)) throw new Error(`Resource ${definition.name} is declared twice`);
    byName.set(definition.name, compileResource(definition, lookup));
  }
  return [...byName.values()];
}
