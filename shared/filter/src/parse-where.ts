import { coerceArray, NOT_AN_ARRAY } from './coerce-array.ts';
import { coerceValue, type ComparableType } from './coerce-value.ts';
import { describeValue } from './describe-value.ts';
import type { ScalarValue, WhereAst } from './filter-ast.ts';
import { filterError, invalidParameter } from './filter-error.ts';
import { resolveFilterLimits, type FilterLimits } from './filter-limits.ts';
import { isPlainObject } from './is-plain-object.ts';
import type { QueryField, QueryModel } from './query-model.ts';
import { scanQueryObject } from './scan-query-object.ts';

interface WhereContext {
  model: QueryModel;
  limits: FilterLimits;
  nodes: number;
}

const NEVER: WhereAst = { kind: 'never' };

/**
 * Parses the `where` of `GET /x/count?where=` into a validated condition tree, or `undefined` when it matches
 * every row (absent, `{}`, `or: []`). Applies the same checks as `parseFilter` (depth, `$` operators, prototype
 * keys, unknown or secret properties, operator shapes, value types, size limits) and throws a 400 `FilterError`.
 *
 * @example
 * parseWhere({ isActive: 'true', roleId: { inq: [1, 2] } }, userModel);
 * // { kind: 'and', conditions: [{ kind: 'compare', field: 'isActive', operator: 'eq', value: true }, { kind: 'in', ... }] }
 */
export function parseWhere(
  raw: unknown,
  model: QueryModel,
  limits?: Partial<FilterLimits>,
): WhereAst | undefined {
  const resolved = resolveFilterLimits(limits);
  scanQueryObject(raw, resolved.maxDepth);
  if (raw === undefined) return undefined;
  if (!isPlainObject(raw)) {
    throw invalidParameter('where', raw, [
      { path: '', code: 'type', message: 'must be object', info: { type: 'object' } },
    ]);
  }
  return parseWhereClause(raw, model, resolved);
}

/**
 * Parses a where object that already passed `scanQueryObject` (the filter parser scans the whole filter once).
 *
 * @example
 * parseWhereClause({ name: { like: 'A%' } }, userModel, resolveFilterLimits());
 */
export function parseWhereClause(
  where: Record<string, unknown>,
  model: QueryModel,
  limits: FilterLimits,
): WhereAst | undefined {
  return parseClause(where, { model, limits, nodes: 0 });
}

function parseClause(where: unknown, context: WhereContext): WhereAst | undefined {
  if (!isPlainObject(where)) throw filterError(`The where clause ${describeValue(where)} is not an object`);
  const conditions: WhereAst[] = [];
  for (const [key, value] of Object.entries(where)) {
    const condition =
      key === 'and' || key === 'or' ? parseLogical(key, value, context) : parseProperty(key, value, context);
    if (condition) conditions.push(condition);
  }
  return allOf(conditions);
}

function parseLogical(operator: 'and' | 'or', value: unknown, context: WhereContext): WhereAst | undefined {
  const clauses = coerceArray(value);
  if (!clauses) {
    throw filterError(
      `The ${operator} operator has invalid clauses ${describeValue(value)}: ${NOT_AN_ARRAY}`,
    );
  }
  const { maxLogicalWidth } = context.limits;
  if (clauses.length > maxLogicalWidth) {
    throw filterError(
      `The ${operator} operator has ${clauses.length} clauses; at most ${maxLogicalWidth} are allowed`,
      'QUERY_TOO_COMPLEX',
    );
  }
  countNode(context);
  const parsed = clauses.map((clause) => parseClause(clause, context));
  const defined = parsed.filter((condition) => condition !== undefined);
  if (operator === 'and') return allOf(defined);
  // An empty `or` adds no condition (the SQL connectors drop it), and an empty branch matches every row, which
  // makes the whole `or` true.
  if (defined.length === 0 || defined.length < parsed.length) return undefined;
  return defined.length === 1 ? defined[0] : { kind: 'or', conditions: defined };
}

function parseProperty(property: string, condition: unknown, context: WhereContext): WhereAst | undefined {
  const { type, integer } = filterableField(property, context.model);
  if (isPlainObject(condition)) {
    const operators = Object.keys(condition);
    if (operators.length === 0) throw clauseError(property, condition, 'Expected a value or an operator');
    // Every operator in the object applies: `{gte: a, lte: b}` is a range (the juggler kept only the first one).
    return allOf(
      operators
        .map((operator) =>
          parseOperator(
            { property, type, integer, operator, operand: condition[operator], condition },
            context,
          ),
        )
        .filter((parsed) => parsed !== undefined),
    );
  }
  return parseOperator({ property, type, integer, operator: 'eq', operand: condition, condition }, context);
}

function filterableField(
  property: string,
  model: QueryModel,
): { type: ComparableType; integer: QueryField['integer'] } {
  const field = Object.hasOwn(model.fields, property) ? model.fields[property] : undefined;
  if (!field) {
    const reason = property.includes('.')
      ? 'is a nested path; nested properties cannot be filtered on'
      : `is not a property of ${model.name}`;
    throw filterError(`The where property ${describeValue(property)} ${reason}`);
  }
  if (!field.filterable || field.type === 'json') {
    throw filterError(`The where property ${describeValue(property)} cannot be filtered on`);
  }
  return { type: field.type, integer: field.integer };
}

interface OperatorInput {
  property: string;
  type: ComparableType;
  integer: QueryField['integer'];
  operator: string;
  operand: unknown;
  /** The property's whole condition, quoted in error messages as the juggler does. */
  condition: unknown;
}

function parseOperator(input: OperatorInput, context: WhereContext): WhereAst | undefined {
  countNode(context);
  const { property: field, operator, operand } = input;
  switch (operator) {
    case 'eq':
    case 'neq':
      if (operand === null) return { kind: 'isNull', field, negated: operator === 'neq' };
      return { kind: 'compare', field, operator, value: scalar(operand, input) };
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      // SQL: a comparison with NULL is never true.
      if (operand === null) return NEVER;
      return { kind: 'compare', field, operator, value: scalar(operand, input) };
    case 'between':
      return parseBetween(input);
    case 'inq':
    case 'nin':
      return parseList(input, context.limits.maxInqLength);
    case 'like':
    case 'nlike':
    case 'ilike':
    case 'nilike':
      if (typeof operand !== 'string')
        throw clauseError(field, input.condition, 'Expected a string or RegExp');
      // Backslash escapes the next character (`\_`), so an odd run of them at the end escapes nothing.
      if (/(?<!\\)(?:\\\\)*\\$/.test(operand))
        throw clauseError(field, input.condition, 'The pattern ends with the escape character \\');
      return {
        kind: 'like',
        field,
        pattern: operand,
        caseInsensitive: operator === 'ilike' || operator === 'nilike',
        negated: operator === 'nlike' || operator === 'nilike',
      };
    case 'regexp':
      return parseRegexp(field, operand);
    default:
      throw clauseError(field, input.condition, `Unknown operator ${describeValue(operator)}`);
  }
}

function parseBetween(input: OperatorInput): WhereAst {
  const items = coerceArray(input.operand);
  if (!items) throw clauseError(input.property, input.condition, `Error: ${NOT_AN_ARRAY}`);
  const [low, high] = items;
  if (items.length !== 2) {
    throw clauseError(
      input.property,
      input.condition,
      `Expected precisely 2 values, received ${items.length}`,
    );
  }
  if (low === null || high === null) return NEVER;
  return { kind: 'between', field: input.property, low: scalar(low, input), high: scalar(high, input) };
}

function parseList(input: OperatorInput, maxLength: number): WhereAst | undefined {
  const items = coerceArray(input.operand);
  if (!items) throw clauseError(input.property, input.condition, `Error: ${NOT_AN_ARRAY}`);
  if (items.length > maxLength) {
    throw filterError(
      `The ${input.property} property lists ${items.length} values in ${input.operator}; at most ${maxLength} are allowed`,
      'QUERY_TOO_COMPLEX',
    );
  }
  const negated = input.operator === 'nin';
  // SQL semantics: `IN ()` matches nothing and `NOT IN ()` everything.
  if (items.length === 0) return negated ? undefined : NEVER;
  const values = items.map((item) => (item === null ? null : scalar(item, input)));
  return { kind: 'in', field: input.property, values, negated };
}

const REGEXP_FLAGS = new Set(['i', 'g', 'm']);

// `/pattern/flags` is the REST form of a RegExp. PostgreSQL matching has no global or multiline mode to switch on,
// so `g` and `m` are accepted and have no effect, as with loopback-connector-postgresql.
function parseRegexp(field: string, operand: unknown): WhereAst {
  if (typeof operand !== 'string') {
    throw filterError('Invalid argument, must be a string, regex literal, or RegExp object');
  }
  const closing = operand.lastIndexOf('/');
  if (!operand.startsWith('/') || closing < 1) {
    return { kind: 'regexp', field, pattern: operand, caseInsensitive: false };
  }
  const flags = [...operand.slice(closing + 1)];
  const invalid = flags.filter((flag) => !REGEXP_FLAGS.has(flag));
  if (invalid.length > 0) throw filterError(`Invalid regex flags: ${invalid.join(',')}`);
  return { kind: 'regexp', field, pattern: operand.slice(1, closing), caseInsensitive: flags.includes('i') };
}

function scalar(value: unknown, input: OperatorInput): ScalarValue {
  const isScalar =
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value instanceof Date;
  if (!isScalar) throw clauseError(input.property, input.condition, 'Expected a scalar value');
  return coerceValue(value, input.type, input.integer);
}

function countNode(context: WhereContext): void {
  context.nodes += 1;
  if (context.nodes > context.limits.maxWhereNodes) {
    throw filterError(
      `The where clause has more than ${context.limits.maxWhereNodes} conditions`,
      'QUERY_TOO_COMPLEX',
    );
  }
}

function clauseError(property: string, condition: unknown, reason: string) {
  return filterError(`The ${property} property has invalid clause ${describeValue(condition)}: ${reason}`);
}

function allOf(conditions: WhereAst[]): WhereAst | undefined {
  if (conditions.length <= 1) return conditions[0];
  return { kind: 'and', conditions };
}
