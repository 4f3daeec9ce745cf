import type { QueryModel, WhereAst } from '@lendline/filter';
import { sql, type QueryExecutorProvider } from 'kysely';
import { runFilterQuery } from './database-errors.ts';
import { tableRef } from './model-sql.ts';
import { whereSql } from './where-sql.ts';

/**
 * `GET /x/count?where=`: the number of rows matching a parsed where (all rows when it is `undefined`).
 *
 * @example
 * const count = await countRows(db, userModel, parseWhere(readQueryObject(query, 'where'), userModel)); // { count } in the body
 */
export async function countRows(
  db: QueryExecutorProvider,
  model: QueryModel,
  where?: WhereAst,
): Promise<number> {
  const condition = where ? sql`where ${whereSql(where, model)}` : sql``;
  const [row] = await runFilterQuery(
    db,
    sql<{ count: unknown }>`select count(*) as ${sql.id('count')} from ${tableRef(model)} ${condition}`,
  );
  return Number(row?.count ?? 0);
}
