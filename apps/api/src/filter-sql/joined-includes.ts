import type { IncludeAst, QueryModel } from '@lendline/filter';
import { sql, type RawBuilder } from 'kysely';
import { columnRef, orderByList, positionAlias, relationDefinition, tableRef } from './model-sql.ts';
import { readRecords, selectedFields, type RowRecord } from './row-records.ts';
import { whereSql } from './where-sql.ts';

/**
 * A belongsTo include read in the page's own statement: at most one related row per parent, no nested
 * include and no `skip` in its scope (those go on through `attachIncludes`, one statement per relation).
 * Measured on the staff list pattern (users with their role), the role's statement of its own cost a
 * fifth of the list's requests/s against a bare handler that joins it (issue 19).
 */
export function joinsInPage(model: QueryModel, include: IncludeAst): boolean {
  const { scope } = include;
  return (
    relationDefinition(model, include.relation).type === 'belongsTo' &&
    scope.include.length === 0 &&
    scope.skip === 0 &&
    scope.limit >= 1
  );
}

/** The related row's columns are `i{n}f{m}`: the include's position, then the field's (see `selectList`). */
function joinedAlias(includeIndex: number, fieldIndex: number): string {
  return `i${includeIndex}${positionAlias(fieldIndex)}`;
}

/**
 * The select-list additions and the joins for `includes` (all `joinsInPage`) of a statement reading
 * `model` as `"t"`. Each related row comes from a lateral subquery whose own table is also `"t"` (the
 * filter SQL knows one alias), so the parent's key is first named by a lateral of its own (`"k{n}"`),
 * which the subquery can still see where the outer `"t"` is hidden.
 *
 * @example
 * const joins = includeJoins(userModel, [permissionsInclude]);
 * sql`select ${selectList(userModel, fields)}${joins.columns} from ${tableRef(userModel)} ${joins.from} where ...`;
 */
export function includeJoins(
  model: QueryModel,
  includes: readonly IncludeAst[],
): { columns: RawBuilder<unknown>; from: RawBuilder<unknown> } {
  const columns: RawBuilder<unknown>[] = [];
  const from: RawBuilder<unknown>[] = [];
  includes.forEach((include, index) => {
    const relation = relationDefinition(model, include.relation);
    const target = relation.model();
    const fields = relatedFields(target, include, relation.keyTo);
    const keys = sql.id(`k${index}`);
    const joined = sql.id(`i${index}`);
    const scopeWhere = include.scope.where ? sql`and ${whereSql(include.scope.where, target)}` : sql``;
    const list = sql.join(
      fields.map(
        (field, fieldIndex) => sql`${columnRef(target, field)} as ${sql.id(joinedAlias(index, fieldIndex))}`,
      ),
    );
    from.push(sql`cross join lateral (select ${columnRef(model, relation.keyFrom)} as ${sql.id('key')}) as ${keys}
      left join lateral (select ${list} from ${tableRef(target)}
        where ${columnRef(target, relation.keyTo)} = ${sql.id(`k${index}`, 'key')} ${scopeWhere}
        order by ${orderByList(target, include.scope.order)} limit 1) as ${joined} on true`);
    fields.forEach((_, fieldIndex) => {
      columns.push(sql`, ${sql.id(`i${index}`, joinedAlias(index, fieldIndex))}`);
    });
  });
  return { columns: sql.join(columns, sql``), from: sql.join(from, sql` `) };
}

function relatedFields(target: QueryModel, include: IncludeAst, keyTo: string): string[] {
  return selectedFields(target, include.scope, [keyTo]);
}

/**
 * Embeds each joined include's row in its parent, as `attachIncludes` does: an object, or no key at all
 * when nothing is related (the key column comes back null).
 */
export function embedJoinedIncludes(
  model: QueryModel,
  includes: readonly IncludeAst[],
  rows: readonly Record<string, unknown>[],
  parents: readonly RowRecord[],
): void {
  includes.forEach((include, index) => {
    const relation = relationDefinition(model, include.relation);
    const target = relation.model();
    const fields = relatedFields(target, include, relation.keyTo);
    const related = readRecords(
      target,
      fields,
      include.scope.fields,
      rows.map((row) => {
        const positioned: Record<string, unknown> = {};
        fields.forEach((_, fieldIndex) => {
          positioned[positionAlias(fieldIndex)] = row[joinedAlias(index, fieldIndex)];
        });
        return positioned;
      }),
    );
    parents.forEach((parent, rowIndex) => {
      const match = related[rowIndex];
      if (match && match.raw[relation.keyTo] !== null) parent.out[include.relation] = match.out;
    });
  });
}
