import type { QueryModel, WhereAst } from '@lendline/filter';
import { sql, type QueryExecutorProvider } from 'kysely';
import { runFilterQuery } from './database-errors.ts';
import { resolveKeyLookups } from './key-lookups.ts';
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
  const resolved = await resolveKeyLookups(db, model, where);
  const condition = resolved ? sql`where ${whereSql(resolved, model)}` : sql``;
  const [row] = await runFilterQuery(
    db,
    sql<{ count: unknown }>`select count(*) as ${sql.id('count')} from ${tableRef(model)} ${condition}`,
  );
  return Number(row?.count ?? 0);
}

/** A count that stops at a cap: `capped` when more rows match than `count` says. */
export interface CappedCount {
  count: number;
  capped: boolean;
}

/**
 * Like `countRows`, but reads at most `cap + 1` matching rows: a search matching half of a million-row table
 * answers `{ count: cap, capped: true }` after `cap + 1` rows instead of counting them all. Below the cap
 * the count is exact and `capped` false.
 *
 * @example
 * await countRowsUpTo(db, contractModel, where, 10_000); // { count: 10000, capped: true } or { count: 37, capped: false }
 */
export async function countRowsUpTo(
  db: QueryExecutorProvider,
  model: QueryModel,
  where: WhereAst | undefined,
  cap: number,
): Promise<CappedCount> {
  if (!Number.isSafeInteger(cap) || cap < 1)
    throw new RangeError(`cap must be a positive integer, received ${cap}`);
  const resolved = await resolveKeyLookups(db, model, where);
  const condition = resolved ? sql`where ${whereSql(resolved, model)}` : sql``;
  const [row] = await runFilterQuery(
    db,
    sql<{ count: unknown }>`select count(*) as ${sql.id('count')}
      from (select 1 from ${tableRef(model)} ${condition} limit ${cap + 1}) as ${sql.id('matched')}`,
  );
  const matched = Number(row?.count ?? 0);
  return matched > cap ? { count: cap, capped: true } : { count: matched, capped: false };
}
