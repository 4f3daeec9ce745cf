import type { FilterAst, QueryModel, WhereAst } from '@lendline/filter';
import { sql, type QueryExecutorProvider, type RawBuilder } from 'kysely';
import { runFilterQuery } from './database-errors.ts';
import { fieldDefinition, tableRef, type SourcedQueryModel } from './model-sql.ts';
import { searchTextSql } from './search-text.ts';
import { whereSql } from './where-sql.ts';

/**
 * A search matching at most this many rows is read whole through the search text's trigram index and
 * sorted; one matching more is left to the list's order index (see `sparseSearchPageIds`).
 */
export const SPARSE_SEARCH_ROWS = 1000;

/**
 * The ids of a search's page when the search is sparse, else undefined (not a search, or a dense one).
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
  if (!ast.where || !hasSearchText(ast.where, model)) return undefined;
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

/** Whether a where holds a search group matched on the model's stored search text. */
export function hasSearchText(where: WhereAst, model: QueryModel): boolean {
  if (searchTextSql(where, model as SourcedQueryModel)) return true;
  return (
    (where.kind === 'and' || where.kind === 'or') && where.conditions.some((c) => hasSearchText(c, model))
  );
}
