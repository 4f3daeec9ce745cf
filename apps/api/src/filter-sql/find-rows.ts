import type { FilterAst, QueryModel } from '@lendline/filter';
import { sql, type QueryExecutorProvider, type RawBuilder } from 'kysely';
import { runFilterQuery } from './database-errors.ts';
import { resolveKeyLookups } from './key-lookups.ts';
import { embedJoinedIncludes, includeJoins, joinsInPage } from './joined-includes.ts';
import { attachIncludes } from './load-includes.ts';
import { columnRef, orderByList, selectList, tableRef } from './model-sql.ts';
import { scopedPageIds } from './scoped-page.ts';
import { readsTrigramIndex, sparseSearchPageIds, walkedSearchPageIds } from './search-page.ts';
import { readRecords, selectedFields } from './row-records.ts';
import { whereSql } from './where-sql.ts';

/**
 * Runs a parsed filter and returns API-shaped rows: API field names, only the requested fields (`null` for empty
 * columns), decoded values, and included relations embedded. One statement for the rows, a belongsTo relation
 * joined in it, plus one per other relation.
 *
 * @example
 * const rows = await findRows(db, userModel, parseFilter(readQueryObject(query, 'filter'), userModel));
 */
export async function findRows(
  db: QueryExecutorProvider,
  model: QueryModel,
  ast: FilterAst,
): Promise<Record<string, unknown>[]> {
  const resolved = { ...ast, where: await resolveKeyLookups(db, model, ast.where) };
  return fetchPage(db, model, resolved, ast.skip, ast.limit);
}

/**
 * The result of `findRows` in batches of at most `batchSize` rows. One statement reads the ids of every
 * row in the filter's order (from an index where one serves it, without the view's names and figures),
 * then each batch is one statement for those ids' rows plus one per included relation. Lets a
 * `limit: 100000000` picker or an export be streamed without holding every row in memory, and without
 * paging by offset: each offset batch walked the order again from the start, which for an export of
 * 100,000 contracts sorted by customer read the index five million times over (16 s).
 *
 * @example
 * for await (const batch of findRowBatches(db, userModel, ast, 500)) writeJsonItems(batch);
 */
export async function* findRowBatches(
  db: QueryExecutorProvider,
  model: QueryModel,
  ast: FilterAst,
  batchSize = 1000,
): AsyncGenerator<Record<string, unknown>[]> {
  if (!Number.isSafeInteger(batchSize) || batchSize < 1) {
    throw new RangeError(`batchSize must be a positive integer, received ${batchSize}`);
  }
  const resolved = { ...ast, where: await resolveKeyLookups(db, model, ast.where) };
  const where = resolved.where ? sql`where ${whereSql(resolved.where, model)}` : sql``;
  const id = columnRef(model, model.idField);
  const [row] = await runFilterQuery(
    db,
    sql<{ ids: unknown[] }>`select array(select ${id} from ${tableRef(model)} ${where}
      order by ${orderByList(model, ast.order)} limit ${ast.limit} offset ${ast.skip}) as ${sql.id('ids')}`,
  );
  const ids = row?.ids ?? [];
  for (let start = 0; start < ids.length; start += batchSize) {
    const rows = await rowsOfIds(db, model, resolved, ids.slice(start, start + batchSize));
    if (rows.length > 0) yield rows;
  }
}

async function fetchPage(
  db: QueryExecutorProvider,
  model: QueryModel,
  ast: FilterAst,
  offset: number,
  limit: number,
): Promise<Record<string, unknown>[]> {
  const order = orderByList(model, ast.order);
  const page = sql`order by ${order} limit ${limit} offset ${offset}`;
  const search = ast.where !== undefined && readsTrigramIndex(ast.where, model);
  const searchIds = search
    ? ((await walkedSearchPageIds(db, model, ast, limit, offset)) ??
      (await sparseSearchPageIds(db, model, ast, page)))
    : await scopedPageIds(db, model, ast, limit, offset);
  const where = ast.where ? sql`where ${whereSql(ast.where, model)}` : sql``;
  const id = columnRef(model, model.idField);
  // A search's page found in the walk of the list's order, or a sparse search's page, or a scoped
  // list's page (scoped-page.ts), is known by its ids by now. Another dense one finds its page's ids first, where PostgreSQL drops the view's joins
  // and reads the ids from an index alone (migration 0009), then reads the view's names and figures
  // for those rows only. So does a later page: the rows it skips would otherwise each be read with the
  // view's figures (page 101 of a sorted million-contract list: 60-140 ms instead of about 10).
  // A belongsTo include joined in the page's statement (joined-includes.ts) is read for the page's rows
  // only when the page is cut first: after a sort over every match it would be read for each of them.
  const joins = ast.include.some((include) => joinsInPage(model, include));
  const rowsOf = searchIds
    ? sql`where ${id} = any(${searchIds}) order by ${order}`
    : search || offset > 0 || joins
      ? sql`where ${id} in (select ${id} from ${tableRef(model)} ${where} ${page}) order by ${order}`
      : sql`${where} ${page}`;
  if (searchIds?.length === 0) return [];
  return readRows(db, model, ast, rowsOf);
}

/** The rows of `ids`, in the filter's order: a batch of `findRowBatches`. */
function rowsOfIds(
  db: QueryExecutorProvider,
  model: QueryModel,
  ast: FilterAst,
  ids: unknown[],
): Promise<Record<string, unknown>[]> {
  const rowsOf = sql`where ${columnRef(model, model.idField)} = any(${ids}) order by ${orderByList(model, ast.order)}`;
  return readRows(db, model, ast, rowsOf);
}

/** The API-shaped rows `rowsOf` (a where and an order) selects, with their included relations. */
async function readRows(
  db: QueryExecutorProvider,
  model: QueryModel,
  ast: FilterAst,
  rowsOf: RawBuilder<unknown>,
): Promise<Record<string, unknown>[]> {
  const fields = selectedFields(model, ast);
  const joined = ast.include.filter((include) => joinsInPage(model, include));
  const joins = includeJoins(model, joined);
  const rows = await runFilterQuery(
    db,
    sql<Record<string, unknown>>`select ${selectList(model, fields)}${joins.columns}
      from ${tableRef(model)} ${joins.from} ${rowsOf}`,
  );
  const records = readRecords(model, fields, ast.fields, rows);
  embedJoinedIncludes(model, joined, rows, records);
  const separate = ast.include.filter((include) => !joined.includes(include));
  await attachIncludes(db, model, separate, records);
  return records.map((record) => record.out);
}
