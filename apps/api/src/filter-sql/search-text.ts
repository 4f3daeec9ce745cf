import type { WhereAst } from '@lendline/filter';
import { sql, type RawBuilder } from 'kysely';
import type { SourcedQueryModel } from './model-sql.ts';

import type { SearchText } from './search-text-column.ts';

export type { SearchText };

/**
 * `column like lower(pattern)` when `where` is such a search group, else undefined. Only a pattern `%text%` whose
 * text has no whitespace and no wildcard of its own qualifies: a match of such text in the joined column
 * then lies inside one field, so the rows are exactly those of the `or`. A group over some of the fields
 * (number or name) stays as it is, each field under its own index: the stored text as a first test for
 * it lets through every contract of a vendor whose name holds the word (68,000 for "blue rid" on the
 * large book).
 *
 * @example
 * searchTextSql(parseWhere({ or: fields.map((f) => ({ [f]: { ilike: '%pham%' } })) }, contractModel), contractModel);
 * // sql`"t"."search_text" like lower('%pham%') escape '\'`
 */
export function searchTextSql(where: WhereAst, model: SourcedQueryModel): RawBuilder<unknown> | undefined {
  const searchText = model.searchText;
  if (!searchText || where.kind !== 'or') return undefined;
  const patterns = new Set<string>();
  const fields = new Set<string>();
  const cases = new Set<boolean>();
  for (const condition of where.conditions) {
    if (condition.kind !== 'like' || condition.negated) return undefined;
    if (!condition.caseInsensitive && !searchText.keepsCase) return undefined;
    patterns.add(condition.pattern);
    fields.add(condition.field);
    cases.add(condition.caseInsensitive);
  }
  if (cases.size !== 1) return undefined;
  const [pattern] = patterns;
  if (patterns.size !== 1 || pattern === undefined || !isPlainContains(pattern)) return undefined;
  if (fields.size !== searchText.fields.length || !searchText.fields.every((field) => fields.has(field))) {
    return undefined;
  }
  if (searchText.keepsCase) {
    const operator = cases.has(true) ? sql`ilike` : sql`like`;
    return sql`${sql.id('t', searchText.column)} ${operator} ${pattern} escape '\\'`;
  }
  return storedTextMatch(searchText, pattern);
}

/**
 * `column like lower(pattern)`: the stored text is lower-cased already, and on a UTF-8 database PostgreSQL
 * runs `a ilike p` as `lower(a) like lower(p)`, so this is the same test without lower-casing the whole
 * text of every candidate row, which was most of a broad search's time. `lower` of a bound pattern is
 * folded to a constant when the statement is planned, so the trigram index still serves it.
 */
function storedTextMatch(searchText: SearchText, pattern: string): RawBuilder<unknown> {
  return sql`${sql.id('t', searchText.column)} like lower(${pattern}) escape '\\'`;
}

/** `%text%` where text has no whitespace and every `%`, `_` and `\` in it is escaped. */
function isPlainContains(pattern: string): boolean {
  if (pattern.length < 3 || !pattern.startsWith('%') || !pattern.endsWith('%')) return false;
  const text = pattern.slice(1, -1);
  if (/\s/.test(text)) return false;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') {
      if (i + 1 >= text.length) return false;
      i++;
    } else if (text[i] === '%' || text[i] === '_') return false;
  }
  return true;
}
