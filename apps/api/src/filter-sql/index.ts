export { countRows, countRowsUpTo, type CappedCount } from './count-rows.ts';
export { filterErrorFromDatabaseError } from './database-errors.ts';
export { findRowBatches, findRows } from './find-rows.ts';
export { MAX_LOOKUP_KEYS, resolveKeyLookups } from './key-lookups.ts';
export { readQueryObject } from './read-query-object.ts';
export { hasSearchText, SPARSE_SEARCH_ROWS } from './search-page.ts';
export type { KeyLookup, SourcedQueryModel } from './model-sql.ts';
export type { SearchText } from './search-text.ts';
