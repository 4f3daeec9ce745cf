import type { CompareOperator, QueryModel, WhereAst } from '@lendline/filter';
import { sql, type RawBuilder } from 'kysely';
import { columnRef, fieldDefinition, type SourcedQueryModel } from './model-sql.ts';

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
 * its text form, as loopback-connector-postgresql does. A positive `eq`, `inq`, `like`/`ilike` or `regexp` on a field
 * with a key lookup (`SourcedQueryModel.keyLookups`) is matched through the row's key, so it can use indexes.
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
      return matchSql(
        model,
        where.field,
        where.operator === 'eq',
        (value) => sql`${value} ${COMPARISONS[where.operator]} ${where.value}`,
      );
    case 'isNull':
      return where.negated
        ? sql`${columnRef(model, where.field)} is not null`
        : sql`${columnRef(model, where.field)} is null`;
    case 'between':
      return sql`${columnRef(model, where.field)} between ${where.low} and ${where.high}`;
    case 'in':
      return where.negated
        ? sql`${columnRef(model, where.field)} <> all(${where.values})`
        : matchSql(model, where.field, true, (value) => sql`${value} = any(${where.values})`);
    case 'like': {
      const operator = where.caseInsensitive ? sql`ilike` : sql`like`;
      const negation = where.negated ? sql`not ` : sql``;
      return matchSql(
        model,
        where.field,
        !where.negated,
        (value) =>
          sql`${textOf(model, where.field, value)} ${negation}${operator} ${where.pattern} escape '\\'`,
      );
    }
    case 'regexp':
      return matchSql(
        model,
        where.field,
        true,
        (value) =>
          sql`${textOf(model, where.field, value)} ${where.caseInsensitive ? sql`~*` : sql`~`} ${where.pattern}`,
      );
  }
}

// Negated conditions stay on the field itself: `<> all(keys)` would let a row without a key (a contract
// with no vendor) through when no key matches, where the field's own `null <> x` leaves it out.
function matchSql(
  model: QueryModel,
  field: string,
  positive: boolean,
  test: (value: RawBuilder<unknown>) => RawBuilder<unknown>,
): RawBuilder<unknown> {
  const lookup = positive ? (model as SourcedQueryModel).keyLookups?.[field] : undefined;
  if (!lookup) return test(columnRef(model, field));
  return sql`${columnRef(model, lookup.keyField)} = any(array(select ${sql.id('lookup', lookup.key)}
    from ${sql.table(lookup.table)} as ${sql.id('lookup')} where ${test(lookup.value)}))`;
}

function textOf(model: QueryModel, field: string, value: RawBuilder<unknown>): RawBuilder<unknown> {
  return fieldDefinition(model, field).type === 'string' ? value : sql`cast(${value} as text)`;
}
