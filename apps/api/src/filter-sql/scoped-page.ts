import type { FilterAst, QueryModel } from '@lendline/filter';
import { sql, type QueryExecutorProvider, type RawBuilder } from 'kysely';
import { runFilterQuery } from './database-errors.ts';
import { fieldDefinition, orderByList, tableRef, type SourcedQueryModel } from './model-sql.ts';
import { LONGEST_SEARCH_WALK, pageFromWalks } from './search-page.ts';
import { whereSql } from './where-sql.ts';

/** How many rows of the list's order a scoped page reads before it sorts the scope's rows instead. */
export const WALKED_SCOPE_ROWS = 2500;

/**
 * The ids of a page of a list narrowed to a request's row scope (a module's contracts), else undefined
 * (no scope, an order no index serves (`indexedOrders`), or a page past the walk).
 *
 * Why: PostgreSQL takes a scope to be spread evenly over the order, and reads an order's index testing
 * each row against it. When the scope lies at one end of the order, that is most of the table: First
 * Payment lists the contracts booked in the last year, and sorted by commencement date ascending the
 * walk tested 800,000 older contracts first (2.1 s). So the page is first looked for among the first
 * `walkRows` rows of the order, the scope and filter tested on those only, and a second walk goes on
 * when the first found part of the page (`pageFromWalks`). Otherwise the rows are few, or gathered at
 * the far end of the order, and the scope's matching rows (their ids and order columns) are read
 * through its own conditions and sorted: 0.2-0.5 s for a year of contracts, never the whole book.
 *
 * @example
 * await scopedPageIds(db, scopedContractModel, ast, 25, 0); // [901, 77, ...] or undefined
 */
export async function scopedPageIds(
  db: QueryExecutorProvider,
  model: QueryModel,
  ast: FilterAst,
  limit: number,
  offset: number,
  walkRows = WALKED_SCOPE_ROWS,
  longestWalk = LONGEST_SEARCH_WALK,
): Promise<unknown[] | undefined> {
  const { scope, indexedOrders = [] } = model as SourcedQueryModel;
  const first = ast.order[0]?.field;
  if (!scope || first === undefined || !indexedOrders.includes(first)) return undefined;
  if (limit < 1 || offset + limit > walkRows) return undefined;
  const order = orderByList(model, ast.order);
  const where = ast.where ? sql`where ${whereSql(ast.where, model)}` : sql``;
  const page = sql`order by ${order} limit ${limit} offset ${offset}`;
  const id = sql.id('t', fieldDefinition(model, model.idField).column);
  const t = sql.id('t');
  const v = sql.id('v');
  // The walk: the first rows of the order before the scope, then the scope and the filter on them.
  const walk = (rows: number) =>
    pageIds(
      db,
      sql`select ${id} from (select * from (select * from (${scope.rows}) as ${t} order by ${order}
        limit ${rows}) as ${v} where ${scope.where}) as ${t} ${where} ${page}`,
    );
  const walked = await pageFromWalks(walk, limit, offset, walkRows, longestWalk);
  if (walked) return walked;
  // The scope's rows, sorted: their ids and order columns only, so the view's figures are not worked out.
  const columns = [
    ...new Set(
      [model.idField, ...ast.order.map(({ field }) => field)].map((f) => fieldDefinition(model, f).column),
    ),
  ];
  return pageIds(
    db,
    sql`with ${t} as materialized (
        select ${sql.join(columns.map((column) => sql.id('t', column)))} from ${tableRef(model)} ${where})
      select ${id} from ${t} ${page}`,
  );
}

async function pageIds(db: QueryExecutorProvider, statement: RawBuilder<unknown>): Promise<unknown[]> {
  const [row] = await runFilterQuery(
    db,
    sql<{ ids: unknown[] }>`select array(${statement}) as ${sql.id('ids')}`,
  );
  return row?.ids ?? [];
}
