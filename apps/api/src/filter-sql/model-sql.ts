import type { OrderTerm, QueryField, QueryModel, QueryRelation } from '@lendline/filter';
import type { SearchText } from './search-text-column.ts';
import { sql, type RawBuilder } from 'kysely';

/** Every filter statement reads the model's table under this alias. */
const ROW_ALIAS = 't';

/**
 * The model's definition of a field. The AST only names fields of its model, so a miss is a programming error
 * (an AST applied to the wrong model), not a client one.
 *
 * @example
 * fieldDefinition(userModel, 'lastName').column; // 'last_name'
 */
export function fieldDefinition(model: QueryModel, field: string): QueryField {
  const definition = Object.hasOwn(model.fields, field) ? model.fields[field] : undefined;
  if (!definition) throw new Error(`Model ${model.name} has no field "${field}"`);
  return definition;
}

/**
 * The model's definition of a relation; like `fieldDefinition`, a miss is a programming error.
 *
 * @example
 * relationDefinition(userModel, 'permissions').type; // 'belongsTo'
 */
export function relationDefinition(model: QueryModel, relation: string): QueryRelation {
  const definition = Object.hasOwn(model.relations, relation) ? model.relations[relation] : undefined;
  if (!definition) throw new Error(`Model ${model.name} has no relation "${relation}"`);
  return definition;
}

/**
 * `"t"."column"` for an API field: the identifier comes from the model, never from the request.
 *
 * @example
 * sql`select ${columnRef(userModel, 'lastName')} from ${tableRef(userModel)}`;
 */
export function columnRef(model: QueryModel, field: string): RawBuilder<unknown> {
  return sql.id(ROW_ALIAS, fieldDefinition(model, field).column);
}

/**
 * A model whose rows come from a derived table (joined names, computed columns, a per-request scope)
 * rather than straight from its table; the statement reads `(source) as "t"` and nothing else changes.
 */
export interface SourcedQueryModel extends QueryModel {
  source?: RawBuilder<unknown> | undefined;
  /** Joined fields of the source that are matched through the row's own key (see `KeyLookup`). */
  keyLookups?: Readonly<Record<string, KeyLookup>> | undefined;
  /** The stored search text a global search group is matched on (`searchTextSql`). */
  searchText?: SearchText | undefined;
  /**
   * Fields stored on the table itself under a trigram index: a `like` on one is read through it, so a
   * list filtered so is paged like a search (`readsTrigramIndex`).
   */
  trigramFields?: readonly string[] | undefined;
  /**
   * The request's row scope, when `source` is the view narrowed to it: the rows before the scope, and
   * the scope's condition on them (under the alias `v`). Lets a page walk the list's order on the rows
   * themselves and test the scope after (`scopedPageIds`).
   */
  scope?: { rows: RawBuilder<unknown>; where: RawBuilder<unknown> } | undefined;
  /**
   * Fields whose order an index of the table serves (with the id after them): a scoped page walks
   * only those orders, since walking another would sort the whole table first.
   */
  indexedOrders?: readonly string[] | undefined;
}

/**
 * How a joined field of a sourced model (a customer's name on a contract) is matched through the row's own
 * key: `resolveKeyLookups` reads the keys whose `value` meets a positive condition from the looked-up table
 * and matches `keyField` against them. Same rows, but the looked-up table's index finds the keys and the
 * key's index the rows, where a condition on the joined column can only be checked row by row after the
 * join. Only for fields whose value is exactly "the `value` of the `table` row whose `key` is the row's
 * `keyField`" (an inner or left join on that key).
 *
 * @example
 * const customerName: KeyLookup = { keyField: 'customerId', table: 'customer', key: 'id', value: sql`legal_name` };
 */
export interface KeyLookup {
  /** The model's field holding the looked-up row's key. */
  keyField: string;
  /** The looked-up table and its key column. */
  table: string;
  key: string;
  /** The field's value as an expression over the looked-up table's columns (unqualified). */
  value: RawBuilder<unknown>;
}

/**
 * `"schema"."table" as "t"` for the model's table, or `(source) as "t"` for a sourced model.
 *
 * @example
 * sql`select count(*) from ${tableRef(userModel)}`;
 */
export function tableRef(model: QueryModel): RawBuilder<unknown> {
  const source = (model as SourcedQueryModel).source;
  return source
    ? sql`(${source}) as ${sql.id(ROW_ALIAS)}`
    : sql`${sql.table(model.table)} as ${sql.id(ROW_ALIAS)}`;
}

/**
 * The select list for `fields`, aliased by position (`f0`, `f1`, ...) so that no field name, however odd, can
 * collide with another alias; `readRecords` maps the positions back.
 *
 * @example
 * sql`select ${selectList(userModel, ['id', 'email'])} from ${tableRef(userModel)}`;
 */
export function selectList(model: QueryModel, fields: readonly string[]): RawBuilder<unknown> {
  return sql.join(
    fields.map((field, index) => sql`${columnRef(model, field)} as ${sql.id(positionAlias(index))}`),
  );
}

/**
 * The `order by` list. PostgreSQL's default NULL placement (last for ASC, first for DESC) is the contract's,
 * unless a field asks for people's order (`sort`): case-insensitive text, whose exact spelling then
 * only breaks ties, or missing values last in both directions.
 *
 * @example
 * sql`... order by ${orderByList(userModel, ast.order)}`;
 */
export function orderByList(model: QueryModel, order: readonly OrderTerm[]): RawBuilder<unknown> {
  return sql.join(
    order.flatMap(({ field, direction }) => {
      const column = columnRef(model, field);
      const sort = model.fields[field]?.sort;
      const way = direction === 'DESC' ? sql`desc` : sql`asc`;
      const nulls = sort?.nullsLast ? sql` nulls last` : sql``;
      return sort?.caseInsensitive
        ? [sql`lower(${column}) ${way}${nulls}`, sql`${column} ${way}`]
        : [sql`${column} ${way}${nulls}`];
    }),
  );
}

/**
 * The alias of the select-list entry at `index`.
 *
 * @example
 * positionAlias(2); // 'f2'
 */
export function positionAlias(index: number): string {
  return `f${index}`;
}
