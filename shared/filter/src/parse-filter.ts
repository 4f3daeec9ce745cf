import type { FilterAst, IncludeAst } from './filter-ast.ts';
import { filterError, invalidParameter, type ParameterIssue } from './filter-error.ts';
import { resolveFilterLimits, type FilterLimits } from './filter-limits.ts';
import type { FilterShape, InclusionShape } from './filter-schema.ts';
import { isPlainObject } from './is-plain-object.ts';
import { resolveFields, type RejectIssue } from './parse-fields.ts';
import { parseOrder } from './parse-order.ts';
import { parseWhereClause } from './parse-where.ts';
import type { QueryModel } from './query-model.ts';
import { scanQueryObject } from './scan-query-object.ts';
import { validateFilterShape } from './validate-filter-shape.ts';

// LoopBack quirk kept on purpose (vector "big QUIRK"): `skip` without `limit` returns a page of 100.
const PAGE_SIZE_WHEN_ONLY_SKIPPING = 100;

interface ParseState {
  limits: FilterLimits;
  reject: RejectIssue;
  includeEntries: number;
}

/**
 * Turns a raw LoopBack filter (the parsed `?filter=` JSON or bracket form) into a validated `FilterAst` for one
 * model: structure checked by `filterSchema`, where/order/fields/include checked against the model, values coerced
 * to field types, depth and size limits enforced, `limit` clamped to `maxLimit` and the id appended to the order.
 * Anything wrong is a 400 `FilterError`, never a crash. `undefined` means no filter.
 *
 * @example
 * parseFilter({ where: { isActive: true }, order: 'lastName', limit: 20 }, userModel);
 * // { where: { kind: 'compare', ... }, fields: [...all], order: [lastName ASC, id ASC], limit: 20, skip: 0, include: [] }
 */
export function parseFilter(raw: unknown, model: QueryModel, limits?: Partial<FilterLimits>): FilterAst {
  const resolved = resolveFilterLimits(limits);
  scanQueryObject(raw, resolved.maxDepth);
  const shape = raw === undefined ? {} : validateFilterShape(raw, 'filter');
  const reject: RejectIssue = (issue: ParameterIssue) => {
    throw invalidParameter('filter', raw, [issue]);
  };
  return buildFilterAst(shape, model, { limits: resolved, reject, includeEntries: 0 }, '', 1);
}

/**
 * `parseFilter` for `GET /x/{id}`, whose filter may not carry a `where` (LoopBack's `FilterExcludingWhere`):
 * a `where` key is a 400 with `details[0].info.additionalProperty` "where".
 *
 * @example
 * parseFilterExcludingWhere({ include: ['permissions'] }, userModel);
 */
export function parseFilterExcludingWhere(
  raw: unknown,
  model: QueryModel,
  limits?: Partial<FilterLimits>,
): FilterAst {
  if (isPlainObject(raw) && Object.hasOwn(raw, 'where')) {
    throw invalidParameter('filter', raw, [
      {
        path: '',
        code: 'additionalProperties',
        message: 'must NOT have additional properties',
        info: { additionalProperty: 'where' },
      },
    ]);
  }
  return parseFilter(raw, model, limits);
}

function buildFilterAst(
  shape: FilterShape,
  model: QueryModel,
  state: ParseState,
  path: string,
  includeDepth: number,
): FilterAst {
  const skip = shape.skip || shape.offset || 0;
  const requested = shape.limit ?? (skip > 0 ? PAGE_SIZE_WHEN_ONLY_SKIPPING : state.limits.maxLimit);
  return {
    where: shape.where === undefined ? undefined : parseWhereClause(shape.where, model, state.limits),
    fields: resolveFields(shape.fields, model, `${path}/fields`, state.reject),
    order: parseOrder(shape.order, model),
    limit: Math.min(requested, state.limits.maxLimit),
    skip,
    include: parseInclude(shape.include ?? [], model, state, path, includeDepth),
  };
}

function parseInclude(
  inclusions: InclusionShape[],
  model: QueryModel,
  state: ParseState,
  path: string,
  depth: number,
): IncludeAst[] {
  if (inclusions.length === 0) return [];
  const { maxIncludeDepth, maxIncludeEntries } = state.limits;
  if (depth > maxIncludeDepth) {
    throw filterError(`Includes may be nested at most ${maxIncludeDepth} levels deep`, 'QUERY_TOO_COMPLEX');
  }
  const included = new Set<string>();
  return inclusions.map(({ relation, scope }, index) => {
    state.includeEntries += 1;
    if (state.includeEntries > maxIncludeEntries) {
      throw filterError(`A filter may include at most ${maxIncludeEntries} relations`, 'QUERY_TOO_COMPLEX');
    }
    const itemPath = `${path}/include/${index}`;
    const definition = Object.hasOwn(model.relations, relation) ? model.relations[relation] : undefined;
    if (!definition) {
      state.reject({
        path: `${itemPath}/relation`,
        code: 'enum',
        message: 'must be equal to one of the allowed values',
        info: { allowedValues: Object.keys(model.relations) },
      });
    }
    if (included.has(relation)) {
      throw filterError(
        `Invalid "filter.include" entries: the relation "${relation}" is included more than once`,
        'INVALID_INCLUSION_FILTER',
      );
    }
    included.add(relation);
    return {
      relation,
      scope: buildFilterAst(scope ?? {}, definition.model(), state, `${itemPath}/scope`, depth + 1),
    };
  });
}
