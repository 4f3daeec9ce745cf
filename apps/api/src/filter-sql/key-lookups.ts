import type { QueryModel, WhereAst } from '@lendline/filter';
import { sql, type QueryExecutorProvider } from 'kysely';
import { runFilterQuery } from './database-errors.ts';
import type { SourcedQueryModel } from './model-sql.ts';
import { searchTextSql } from './search-text.ts';
import { fieldWhereSql, type FieldWhere } from './where-sql.ts';

/** Past this many keys a lookup stays on the joined field: a broad search is best read in the list's order. */
export const MAX_LOOKUP_KEYS = 50_000;

/**
 * Rewrites the positive conditions on key-lookup fields (`SourcedQueryModel.keyLookups`) as key lists: each
 * is one statement on the looked-up table (`select id from vendor where name ilike $1`, through its
 * own index), then `vendorId in (the keys)`, or a condition matching nothing when no key matches. The
 * keys reach PostgreSQL as a bound array, so it plans with their real number: a handful of keys is read
 * through the key's index, a search of the whole book in the list's order. Past `maxKeys` keys the
 * condition stays on the joined field, as it does when negated (`<> all(keys)` would let rows without a
 * key through). The rows matched are the same either way; only the plan differs. A name changed between
 * the lookup and the list is seen as it was at the lookup.
 *
 * @example
 * const where = await resolveKeyLookups(db, contractModel, parseWhere({ vendorName: { ilike: '%pham%' } }, contractModel));
 * // { kind: 'in', field: 'vendorId', values: [12, 47], negated: false }
 */
export async function resolveKeyLookups(
  db: QueryExecutorProvider,
  model: QueryModel,
  where: WhereAst | undefined,
  maxKeys = MAX_LOOKUP_KEYS,
): Promise<WhereAst | undefined> {
  const lookups = (model as SourcedQueryModel).keyLookups;
  if (!where || !lookups) return where;
  const resolve = async (node: WhereAst): Promise<WhereAst> => {
    // A search group matched on the stored search text (search-text.ts) needs no keys.
    if (searchTextSql(node, model as SourcedQueryModel)) return node;
    if (node.kind === 'and' || node.kind === 'or') {
      const conditions: WhereAst[] = [];
      // One after another: a search of four fields per word must not take four pool connections at once.
      for (const condition of node.conditions) conditions.push(await resolve(condition));
      return { kind: node.kind, conditions };
    }
    if (node.kind === 'never' || !isPositive(node)) return node;
    const lookup = Object.hasOwn(lookups, node.field) ? lookups[node.field] : undefined;
    if (!lookup) return node;
    const rows = await runFilterQuery(
      db,
      sql<{ key: unknown }>`select ${sql.id('lookup', lookup.key)} as ${sql.id('key')}
        from ${sql.table(lookup.table)} as ${sql.id('lookup')}
        where ${fieldWhereSql(node, model, lookup.value)} limit ${maxKeys + 1}`,
    );
    if (rows.length > maxKeys) return node;
    if (rows.length === 0) return { kind: 'never' };
    return {
      kind: 'in',
      field: lookup.keyField,
      values: rows.map((row) => row.key as number),
      negated: false,
    };
  };
  return resolve(where);
}

function isPositive(where: FieldWhere): boolean {
  switch (where.kind) {
    case 'compare':
      return where.operator === 'eq';
    case 'in':
    case 'like':
      return !where.negated;
    case 'regexp':
      return true;
    default:
      return false;
  }
}
