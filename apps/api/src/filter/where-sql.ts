import type { CompareOperator, QueryModel, WhereAst } from '@lendline/filter';
import { sql, type RawBuilder } from 'kysely';
import { columnRef, fieldDefinition } from './model-sql.ts';

const COMPARISONS: Record<CompareOperator, RawBuilder<unknown>> = {
  eq: sql`=`,
  neq: sql`<>`,
  gt: sql`>`,
  gte: sql`>=`,
  lt: sql`<`,
  lte: sql`<=`,
};

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
    case 'or':
      // The parser never builds an empty and/or, but a caller composing ASTs (a server-side scope) may.
      if (where.conditions.length === 0) return where.kind === 'and' ? sql`true` : sql`false`;
      return sql`(${sql.join(
        where.conditions.map((condition) => whereSql(condition, model)),
        where.kind === 'and' ? sql` and ` : sql` or `,
      )})`;
    case 'never':
      return sql`false`;
    case 'compare':
      return sql`${columnRef(model, where.field)} ${COMPARISONS[where.operator]} ${where.value}`;
    case 'isNull':
      return where.negated
        ? sql`${columnRef(model, where.field)} is not null`
        : sql`${columnRef(model, where.field)} is null`;
    case 'between':
      return sql`${columnRef(model, where.field)} between ${where.low} and ${where.high}`;
    case 'in':
      return where.negated
        ? sql`${columnRef(model, where.field)} <> all(${where.values})`
        : sql`${columnRef(model, where.field)} = any(${where.values})`;
    case 'like': {
      const operator = where.caseInsensitive ? sql`ilike` : sql`like`;
      const negation = where.negated ? sql`not ` : sql``;
      return sql`${textOf(model, where.field)} ${negation}${operator} ${where.pattern} escape '\\'`;
    }
    case 'regexp':
      return sql`${textOf(model, where.field)} ${where.caseInsensitive ? sql`~*` : sql`~`} ${where.pattern}`;
  }
}

function textOf(model: QueryModel, field: string): RawBuilder<unknown> {
  const column = columnRef(model, field);
  return fieldDefinition(model, field).type === 'string' ? column : sql`cast(${column} as text)`;
}
