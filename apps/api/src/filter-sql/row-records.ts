import type { FilterAst, IncludeAst, QueryField, QueryModel } from '@lendline/filter';
import { fieldDefinition, positionAlias, relationDefinition } from './model-sql.ts';

/** One fetched row: `raw` driver values of every selected field (keys included), `out` the API-shaped row. */
export interface RowRecord {
  raw: Record<string, unknown>;
  out: Record<string, unknown>;
}

/**
 * Everything a statement must select: the requested fields plus, even when `fields` left them out, the id and
 * the keys that stitch relations together (LoopBack silently dropped the relation instead).
 *
 * @example
 * selectedFields(userModel, ast, ['roleId']); // ['id', 'email', 'roleId']
 */
export function selectedFields(
  model: QueryModel,
  ast: FilterAst,
  extraKeys: readonly string[] = [],
): string[] {
  const keys = ast.include.map((include: IncludeAst) => relationDefinition(model, include.relation).keyFrom);
  return [...new Set([...ast.fields, model.idField, ...keys, ...extraKeys])];
}

/**
 * Maps rows selected with `selectList(model, fields)` back to field names, and builds each API row from the
 * requested fields only, decoded: dates as ISO strings, numeric strings (pg `numeric`/`int8`) as numbers, `json` as
 * is, then the field's own `decode`. An empty column is `null`, as LoopBack's SQL connectors return it.
 *
 * @example
 * readRecords(userModel, ['id', 'createdAt'], ['createdAt'], [{ f0: 1, f1: new Date(0) }]);
 * // [{ raw: { id: 1, createdAt: Date }, out: { createdAt: '1970-01-01T00:00:00.000Z' } }]
 */
export function readRecords(
  model: QueryModel,
  fields: readonly string[],
  outputFields: readonly string[],
  rows: readonly Record<string, unknown>[],
): RowRecord[] {
  return rows.map((row) => {
    const raw: Record<string, unknown> = {};
    fields.forEach((field, index) => {
      raw[field] = row[positionAlias(index)] ?? null;
    });
    const out: Record<string, unknown> = {};
    for (const field of outputFields) out[field] = decodeValue(fieldDefinition(model, field), raw[field]);
    return { raw, out };
  });
}

function decodeValue(field: QueryField, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const decoded = decodeByType(field, value);
  return field.decode ? field.decode(decoded) : decoded;
}

function decodeByType(field: QueryField, value: unknown): unknown {
  switch (field.type) {
    case 'date':
      return value instanceof Date ? value.toISOString() : value;
    case 'number':
      return typeof value === 'string' || typeof value === 'bigint' ? Number(value) : value;
    default:
      return value;
  }
}

/**
 * A value's identity for matching keys across statements: pg returns `int8` as a string where PGlite returns a
 * number, and a parent's int4 key must still find its child's int8 foreign key.
 *
 * @example
 * keyOf(5) === keyOf('5'); // true
 */
export function keyOf(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}
