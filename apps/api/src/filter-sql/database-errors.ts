import { FilterError } from '@lendline/filter';
import type { QueryExecutorProvider, RawBuilder } from 'kysely';

const QUERY_CANCELED = '57014';
const INVALID_REGULAR_EXPRESSION = '2201B';
// Data exceptions that only a value sent by the client can cause in a query: invalid input syntax (22P02), numeric
// out of range (22003), datetime format, overflow or zone (22007, 22008, 22009), a NUL byte in a string (22021), a
// \u0000 escape in a json value (22P05) and a LIKE pattern ending in the escape character (22025). Not the whole
// class 22: 22001 (value too long) belongs to writes, which the HTTP error handler answers itself.
const CLIENT_VALUE_ERRORS = new Set(['22P02', '22003', '22007', '22008', '22009', '22021', '22P05', '22025']);

/**
 * Maps a PostgreSQL error raised by filter SQL to the 400 the client deserves, or `undefined` when the fault is
 * ours (the HTTP error handler then answers 500). Works with node-postgres and PGlite errors, which both carry the
 * SQLSTATE in `code`. The answer is in our words only: the parser refuses the values we know the database
 * cannot take (integers past their column, NUL characters, lone surrogates, dates outside the day range), and
 * what still reaches here must not hand the client PostgreSQL's wording of it.
 *
 * @example
 * try { await findRows(db, model, ast); } catch (error) { throw filterErrorFromDatabaseError(error) ?? error; }
 */
export function filterErrorFromDatabaseError(error: unknown): FilterError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = 'code' in error ? error.code : undefined;
  if (code === QUERY_CANCELED) {
    return new FilterError({
      name: 'Error',
      message: 'The query took too long; narrow the filter and try again',
      code: 'QUERY_TIMEOUT',
    });
  }
  if (code === INVALID_REGULAR_EXPRESSION) {
    return new FilterError({
      name: 'Error',
      message: 'The regexp is not a valid PostgreSQL regular expression',
      code: 'INVALID_FILTER',
    });
  }
  if (typeof code === 'string' && CLIENT_VALUE_ERRORS.has(code)) {
    return new FilterError({
      name: 'Error',
      message: 'A value in the query is not valid for the field it is compared with',
      code: 'INVALID_FILTER',
    });
  }
  return undefined;
}

/**
 * Runs one filter statement and returns its rows, turning client-caused database errors into `FilterError`s.
 *
 * @example
 * const rows = await runFilterQuery(db, sql<{ count: string }>`select count(*) as count from app_user`);
 */
export async function runFilterQuery<Row>(db: QueryExecutorProvider, query: RawBuilder<Row>): Promise<Row[]> {
  try {
    return (await query.execute(db)).rows;
  } catch (error) {
    throw filterErrorFromDatabaseError(error) ?? error;
  }
}
