import type { CompareOperator, QueryModel, WhereAst } from '@lendline/filter';
import { sql, type RawBuilder } from 'kysely';
import { columnRef, fieldDefinition, type SourcedQueryModel } from './model-sql.ts';
import { searchTextSql } from './search-text.ts';

const COMPARISONS: Record<CompareOperator, RawBuilder<unknown>> = {
  eq: sql`=`,
  neq: sql`<>`,
  gt: sql`>`,
  gte: sql`>=`,
  lt: sql`<`,
  lte: sql`<=`,
};

/** A where condition on one field: everything but `and`, `or` and `never`. */
export type FieldWhere = Exclude<WhereAst, { kind: 'and' | 'or' | 'never' }>;

/**
 * The SQL condition for a where AST. Every value is a bound parameter and every column comes from the model.
 * `inq`/`nin` bind one array (`= any($1)` / `<> all($1)`), so a long list is one parameter, not thousands. LIKE is
 * anchored with backslash as escape character (`\_`, `\%` literal); LIKE and regexp on a non-text field compare
 * its text form, as loopback-connector-postgresql does.
 *
 * @example
 * sql`select count(*) from ${tableRef(model)} where ${whereSql(ast.where, model)}`;
 */
export function whereSql(where: WhereAst, model: QueryModel): RawBuilder<unknown> {
  switch (where.kind) {
    case 'and':
    case 'or': {
      const searchText = where.kind === 'or' ? searchTextSql(where, model as SourcedQueryModel) : undefined;
      if (searchText) return searchText;
      // The parser never builds an empty and/or, but a caller composing ASTs (a server-side scope) may.
      if (where.conditions.length === 0) return where.kind === 'and' ? sql`true` : sql`false`;
      return sql`(${sql.join(
        where.conditions.map((condition) => whereSql(condition, model)),
        where.kind === 'and' ? sql` and ` : sql` or `,
      )})`;
    }
    case 'never':
      return sql`false`;
    default:
      return fieldWhereSql(where, model, columnRef(model, where.field));
  }
}

/**
 * The condition of one field's where applied to `value`: the field's column, or another expression with the
 * same meaning (the looked-up name of a key lookup).
 *
 * @example
 * fieldWhereSql({ kind: 'like', field: 'email', pattern: '%@x.io', caseInsensitive: true, negated: false }, userModel, sql`email`);
 */
export function fieldWhereSql(
  where: FieldWhere,
  model: QueryModel,
  value: RawBuilder<unknown>,
): RawBuilder<unknown> {
  switch (where.kind) {
    case 'compare':
      return sql`${value} ${COMPARISONS[where.operator]} ${where.value}`;
    case 'isNull':
      return where.negated ? sql`${value} is not null` : sql`${value} is null`;
    case 'between':
      return sql`${value} between ${where.low} and ${where.high}`;
    case 'in':
      return where.negated ? sql`${value} <> all(${where.values})` : sql`${value} = any(${where.values})`;
    case 'like': {
      const operator = where.caseInsensitive ? sql`ilike` : sql`like`;
      const negation = where.negated ? sql`not ` : sql``;
      return sql`${textOf(model, where.field, value)} ${negation}${operator} ${where.pattern} escape '\\'`;
    }
    case 'regexp':
      return sql`${textOf(model, where.field, value)} ${where.caseInsensitive ? sql`~*` : sql`~`} ${where.pattern}`;
  }
}

function textOf(model: QueryModel, field: string, value: RawBuilder<unknown>): RawBuilder<unknown> {
  return fieldDefinition(model, field).type === 'string' ? value : sql`cast(${value} as text)`;
}
