import type { FilterAst, OrderTerm, QueryModel, WhereAst } from '@lendline/filter';
import { sql, type QueryExecutorProvider, type RawBuilder } from 'kysely';
import { runFilterQuery } from './database-errors.ts';
import { fieldDefinition, orderByList, tableRef, type SourcedQueryModel } from './model-sql.ts';
import { searchTextSql } from './search-text.ts';
import { whereSql } from './where-sql.ts';

/**
 * A search matching at most this many rows is read whole through the search text's trigram index and
 * sorted; one matching more is left to the list's order index (see `sparseSearchPageIds`).
 */
export const SPARSE_SEARCH_ROWS = 1000;

/**
 * The ids of a search's page when the search is sparse, else undefined (not a search, or a dense one).
 * A search here is any where read through a trigram index (`readsTrigramIndex`).
 *
 * Why: PostgreSQL guesses how many rows a `like '%word%'` matches, and on a million contracts it guesses
 * badly for two words together (ten times too many or too few). Guessing many, it walks the list's
 * order index and tests row after row: 100,000 rows and half a second for a name that matches 200.
 * Guessing few, it reads every match and sorts them all. So the match count decides instead of the
 * guess: one statement reads up to `sparseRows + 1` matches (their ids and order columns only) through
 * the trigram index and, when that is all of them, sorts them and cuts the page. A search matching
 * more is dense enough for the order index to find a page within a few thousand rows, and the caller
 * runs the ordinary statement.
 *
 * @example
 * await sparseSearchPageIds(db, contractModel, ast, sql`order by ... limit 25 offset 0`); // [901, 77, ...] or undefined
 */
export async function sparseSearchPageIds(
  db: QueryExecutorProvider,
  model: QueryModel,
  ast: FilterAst,
  page: RawBuilder<unknown>,
  sparseRows = SPARSE_SEARCH_ROWS,
): Promise<unknown[] | undefined> {
  if (!ast.where || !readsTrigramIndex(ast.where, model)) return undefined;
  const columns = [
    ...new Set(
      [model.idField, ...ast.order.map(({ field }) => field)].map((f) => fieldDefinition(model, f).column),
    ),
  ];
  const id = sql.id('t', fieldDefinition(model, model.idField).column);
  // The matches are a CTE named like the filter's row alias, so the page's `order by` reads its columns.
  const [row] = await runFilterQuery(
    db,
    sql<{ matched: unknown; ids: unknown[] }>`with ${sql.id('t')} as materialized (
        select ${sql.join(columns.map((column) => sql.id('t', column)))} from ${tableRef(model)}
        where ${whereSql(ast.where, model)} limit ${sparseRows + 1})
      select (select count(*) from ${sql.id('t')}) as ${sql.id('matched')},
        array(select ${id} from ${sql.id('t')} ${page}) as ${sql.id('ids')}`,
  );
  return Number(row?.matched ?? 0) > sparseRows ? undefined : (row?.ids ?? []);
}

/**
 * How many rows of the list's order a search reads first, before it knows how dense it is: a page of a
 * search matching one contract in 100 (10,000 of a million), few enough that a search matching a few
 * hundred, which the trigram index answers best, wastes about 2 ms of an index-only walk on it.
 */
export const WALKED_SEARCH_ROWS = 2500;

/**
 * The longest walk a search takes when the first one found part of its page: the matches found so far
 * tell how far the page lies. Past this an index-only walk costs more than the trigram index's answer.
 */
export const LONGEST_SEARCH_WALK = 25_000;

/**
 * The ids of a search's page when a walk of the list's order holds all of it, else undefined (not a
 * search, not the model's walked order, or a search too sparse for the walk).
 *
 * Why: the trigram index answers with every candidate before the first row is read; for two common
 * words that is a bitmap of 70,000 contracts, 50 ms before the page. In the list's own order, a
 * covering index (migration 0009) yields rows with their search text one by one and the walk stops
 * at the page: for such a search, 300 index entries and no table row. The first walk is short
 * (`walkRows`); when it finds part of the page, the share it found estimates how far the rest lies, and
 * when that is within `longestWalk` a second walk goes on up to it. A search matching between 1,000 and
 * 10,000 contracts is then read in index order too, where it used to pay for the trigram index's 1,001
 * matches, find them too many, and start over. A sparse search pays at most `walkRows` index entries
 * before `sparseSearchPageIds` takes over.
 *
 * @example
 * await walkedSearchPageIds(db, contractModel, ast, 25, 0); // [901, 77, ...] or undefined
 */
export async function walkedSearchPageIds(
  db: QueryExecutorProvider,
  model: QueryModel,
  ast: FilterAst,
  limit: number,
  offset: number,
  walkRows = WALKED_SEARCH_ROWS,
  longestWalk = LONGEST_SEARCH_WALK,
): Promise<unknown[] | undefined> {
  const { where } = ast;
  const walkedOrder = (model as SourcedQueryModel).searchText?.walkedOrder;
  if (!where || !walkedOrder || !sameOrder(ast.order, walkedOrder)) return undefined;
  if (!hasSearchText(where, model) || limit < 1 || offset + limit > walkRows) return undefined;
  const walk = (rows: number) => walkIds(db, model, { ...ast, where }, limit, offset, rows);
  return pageFromWalks(walk, limit, offset, walkRows, longestWalk);
}

/**
 * A page read from walks of the list's order, `walk(rows)` answering the page's ids among its first
 * `rows` rows: first `walkRows`; when that found part of the page, the share it found estimates how far
 * the rest lies, and a second walk goes through `longestWalk` rows if that is within it. Undefined when
 * no walk holds the whole page.
 *
 * @example
 * await pageFromWalks((rows) => idsAmongFirst(rows), 25, 0, 2500, 25_000); // [901, 77, ...] or undefined
 */
export async function pageFromWalks(
  walk: (rows: number) => Promise<unknown[]>,
  limit: number,
  offset: number,
  walkRows: number,
  longestWalk: number,
): Promise<unknown[] | undefined> {
  const first = await walk(walkRows);
  if (first.length === limit) return first;
  // With nothing on the page the walk found no match, or (on a later page) an unknown number of them.
  if (first.length === 0) return undefined;
  // The estimate only decides whether to walk on: the walk stops at its page, so its bound costs only
  // when the estimate was wrong, and the matches are not spread evenly over the order.
  const rowsForPage = ((offset + limit) * walkRows) / (offset + first.length);
  if (rowsForPage > longestWalk) return undefined;
  const second = await walk(longestWalk);
  // A short page may only mean that the rest lies past the walk.
  return second.length === limit ? second : undefined;
}

/** The ids on a search's page among the first `walkRows` rows of the list's order. */
async function walkIds(
  db: QueryExecutorProvider,
  model: QueryModel,
  ast: FilterAst & { where: WhereAst },
  limit: number,
  offset: number,
  walkRows: number,
): Promise<unknown[]> {
  const order = orderByList(model, ast.order);
  const id = sql.id('t', fieldDefinition(model, model.idField).column);
  // The inner select names no column, so PostgreSQL keeps only what the where and order read: the
  // view's joins and computed columns drop out and the walk is the covering index alone.
  const [row] = await runFilterQuery(
    db,
    sql<{ ids: unknown[] }>`select array(
        select ${id} from (select * from ${tableRef(model)} order by ${order} limit ${walkRows}) as ${sql.id('t')}
        where ${whereSql(ast.where, model)} order by ${order} limit ${limit} offset ${offset}
      ) as ${sql.id('ids')}`,
  );
  return row?.ids ?? [];
}

function sameOrder(order: readonly OrderTerm[], walked: readonly OrderTerm[]): boolean {
  return (
    order.length === walked.length &&
    order.every((term, i) => term.field === walked[i]!.field && term.direction === walked[i]!.direction)
  );
}

/** Whether a where holds a search group matched on the model's stored search text. */
export function hasSearchText(where: WhereAst, model: QueryModel): boolean {
  if (searchTextSql(where, model as SourcedQueryModel)) return true;
  return (
    (where.kind === 'and' || where.kind === 'or') && where.conditions.some((c) => hasSearchText(c, model))
  );
}

/**
 * Whether a where is read through a trigram index: a search on the stored search text, or a positive
 * `like` on one of the model's `trigramFields` (in an `and`, or in every branch of an `or`, so that no
 * branch has to be scanned for). PostgreSQL's guess of how many rows such a pattern matches comes from
 * the few hundred names its statistics keep, so it is as unreliable as a search's (a name matching 281
 * contracts guessed at 10,000, one matching 8,644 at 99), and the page is found the same way: by
 * reading the matches when they are few (`sparseSearchPageIds`).
 */
export function readsTrigramIndex(where: WhereAst, model: QueryModel): boolean {
  if (hasSearchText(where, model)) return true;
  const trigramFields = (model as SourcedQueryModel).trigramFields ?? [];
  const reads = (node: WhereAst): boolean => {
    if (node.kind === 'and') return node.conditions.some(reads);
    if (node.kind === 'or') return node.conditions.length > 0 && node.conditions.every(reads);
    return node.kind === 'like' && !node.negated && trigramFields.includes(node.field);
  };
  return reads(where);
}
