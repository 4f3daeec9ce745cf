export { countRows, countRowsUpTo, type CappedCount } from './count-rows.ts';
export { filterErrorFromDatabaseError } from './database-errors.ts';
export { findRowBatches, findRows } from './find-rows.ts';
export { readQueryObject } from './read-query-object.ts';
export type { KeyLookup, SourcedQueryModel } from './model-sql.ts';
