import type { IncludeAst, QueryModel } from '@lendline/filter';
import { sql, type RawBuilder } from 'kysely';
import {
  columnRef,
  fieldDefinition,
  positionAlias,
  relationDefinition,
  type SourcedQueryModel,
} from './model-sql.ts';
import { readRecords, selectedFields, type RowRecord } from './row-records.ts';

/**
 * A belongsTo include the list's own statement can read (the staff lists' `include: [{ relation:
 * 'permissions', scope: { fields } }]`): at most one related row, no condition of its own and nothing
 * nested. Anything else is read by `attachIncludes`, one statement per relation.
 */
export function isJoinable(model: QueryModel, include: IncludeAst): boolean {
  const { scope } = include;
  return (
    relationDefinition(model, include.relation).type === 'belongsTo' &&
    scope.where === undefined &&
    scope.skip === 0 &&
    scope.include.length === 0
  );
}

const RELATED = 'r';
const joinedAlias = (index: number) => `i${index}`;

/**
 * The select-list entries for joined includes: for each, the related row's fields as one JSON array,
 * or null when there is none. A correlated subquery per listed row, through the target's own source
 * (its view and this request's scope), so a row the target's list would hide is not shown here either.
 */
export function joinedSelects(model: QueryModel, includes: readonly IncludeAst[]): RawBuilder<unknown>[] {
  return includes.map((include, index) => {
    const relation = relationDefinition(model, include.relation);
    const target = relation.model();
    const fields = selectedFields(target, include.scope);
    const source = (target as SourcedQueryModel).source ?? sql`select * from ${sql.table(target.table)}`;
    const column = (field: string) => sql.id(RELATED, fieldDefinition(target, field).column);
    return sql`(select json_build_array(${sql.join(fields.map(column))})
      from (${source}) as ${sql.id(RELATED)}
      where ${column(relation.keyTo)} = ${columnRef(model, relation.keyFrom)} limit 1) as ${sql.id(joinedAlias(index))}`;
  });
}

// JSON has no dates: a timestamp arrives as text, which must come out as the separate statement's
// driver value would (a Date), or the API's ISO strings would differ by path. Text without a zone is
// UTC, as every time in the product is.
const HAS_ZONE = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;
const asDate = (value: unknown) =>
  typeof value === 'string'
    ? new Date(/T/.test(value) && !HAS_ZONE.test(value) ? `${value}Z` : value)
    : value;

/** Embeds what `joinedSelects` read into each parent, as `attachIncludes` would have. */
export function attachJoined(
  model: QueryModel,
  includes: readonly IncludeAst[],
  rows: readonly Record<string, unknown>[],
  parents: readonly RowRecord[],
): void {
  includes.forEach((include, index) => {
    const target = relationDefinition(model, include.relation).model();
    const fields = selectedFields(target, include.scope);
    parents.forEach((parent, row) => {
      const values = rows[row]?.[joinedAlias(index)] as unknown[] | null | undefined;
      if (!values) return;
      const positional: Record<string, unknown> = {};
      fields.forEach((field, at) => {
        const value = values[at];
        positional[positionAlias(at)] =
          fieldDefinition(target, field).type === 'date' ? asDate(value) : value;
      });
      parent.out[include.relation] = readRecords(target, fields, include.scope.fields, [positional])[0]!.out;
    });
  });
}
