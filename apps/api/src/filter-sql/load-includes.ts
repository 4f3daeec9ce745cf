import type { FilterAst, IncludeAst, QueryModel } from '@lendline/filter';
import { sql, type QueryExecutorProvider } from 'kysely';
import { runFilterQuery } from './database-errors.ts';
import { columnRef, orderByList, relationDefinition, selectList, tableRef } from './model-sql.ts';
import { keyOf, readRecords, selectedFields, type RowRecord } from './row-records.ts';
import { whereSql } from './where-sql.ts';

/**
 * Resolves `include` for a batch of parent rows with one statement per relation (not per row) and embeds the
 * results as LoopBack does: belongsTo as an object, hasMany as an array, and no key at all when nothing is
 * related (a null or dangling key, or a scope `where` that filters everything out). Nested includes recurse on
 * each batch of related rows.
 *
 * @example
 * await attachIncludes(db, userModel, ast.include, records); // records[0].out.permissions = { name: 'Admin', ... }
 */
export async function attachIncludes(
  db: QueryExecutorProvider,
  model: QueryModel,
  includes: readonly IncludeAst[],
  parents: readonly RowRecord[],
): Promise<void> {
  for (const include of includes) {
    const relation = relationDefinition(model, include.relation);
    const keys = uniqueKeys(parents.map((parent) => parent.raw[relation.keyFrom]));
    if (keys.length === 0) continue;
    const related = await fetchRelated(db, relation.model(), include.scope, relation.keyTo, keys);
    const byKey = groupByKey(related, relation.keyTo);
    for (const parent of parents) {
      const key = parent.raw[relation.keyFrom];
      const matches = key === null ? undefined : byKey.get(keyOf(key));
      if (!matches) continue;
      parent.out[include.relation] =
        relation.type === 'belongsTo' ? matches[0]?.out : matches.map((record) => record.out);
    }
  }
}

// `limit`/`skip` of a scope apply per parent, as in LoopBack 4's inclusion resolvers: the rows are numbered within
// each key in scope order, and only the wanted numbers are kept.
async function fetchRelated(
  db: QueryExecutorProvider,
  model: QueryModel,
  scope: FilterAst,
  keyField: string,
  keys: readonly unknown[],
): Promise<RowRecord[]> {
  const fields = selectedFields(model, scope, [keyField]);
  const key = columnRef(model, keyField);
  const scopeWhere = scope.where ? sql`and ${whereSql(scope.where, model)}` : sql``;
  const position = sql.id('position_in_parent');
  const rows = await runFilterQuery(
    db,
    sql<Record<string, unknown>>`select * from (
      select ${selectList(model, fields)},
        row_number() over (partition by ${key} order by ${orderByList(model, scope.order)}) as ${position}
      from ${tableRef(model)}
      where ${key} = any(${keys}) ${scopeWhere}
    ) as ${sql.id('ranked')}
    where ${position} > ${scope.skip} and ${position} <= ${scope.skip + scope.limit}
    order by ${position}`,
  );
  const records = readRecords(model, fields, scope.fields, rows);
  await attachIncludes(db, model, scope.include, records);
  return records;
}

function groupByKey(records: readonly RowRecord[], keyField: string): Map<string, RowRecord[]> {
  const groups = new Map<string, RowRecord[]>();
  for (const record of records) {
    const key = keyOf(record.raw[keyField]);
    const group = groups.get(key);
    if (group) group.push(record);
    else groups.set(key, [record]);
  }
  return groups;
}

function uniqueKeys(values: readonly unknown[]): unknown[] {
  const unique = new Map<string, unknown>();
  for (const value of values) if (value !== null) unique.set(keyOf(value), value);
  return [...unique.values()];
}
