import type { OrderTerm } from '@lendline/filter';

/**
 * A stored column holding a row's searched fields as one lower-cased, space-separated text under a trigram
 * index (contract.search_text, migration 0008). A global search word, sent as an `or` of the same
 * `ilike '%word%'` over exactly `fields`, becomes one condition on that column: the table's own index, and
 * several words a bitmap AND of it, where the joined names can only be checked after the join.
 */
export interface SearchText {
  column: string;
  fields: readonly string[];
  /**
   * A list order an index walks with the search text in it (index-only): a search in this order first
   * looks for its page among the first rows of the walk (`walkedSearchPageIds`). Without it, or in
   * another order, a walk could mean sorting the whole table, and the search goes straight to the
   * trigram index.
   */
  walkedOrder?: readonly OrderTerm[];
  /**
   * The text keeps its fields' case instead of being lower-cased: then a search sent as `like`
   * (case-sensitive, as the Extensions views' staff list sends it) is matched on it too, as `like`, and
   * one sent as `ilike` as `ilike`. A trigram index serves both.
   */
  keepsCase?: boolean;
}
