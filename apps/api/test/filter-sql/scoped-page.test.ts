import { parseFilter } from '@lendline/filter';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRows, type SourcedQueryModel } from '../../src/filter-sql/index.ts';
import { scopedPageIds } from '../../src/filter-sql/scoped-page.ts';
import { countingStatements } from './support/query-counter.ts';
import { openTestDatabase, TEST_STORES, type TestDatabase } from './support/test-database.ts';

// A list narrowed to a request's scope finds its page in a walk of the first rows of its order, or else
// sorts the scope's rows. Either way the page must be the one the plain scoped statement gives, in every
// order and at any offset: here with a scope spread over the order, and one gathered at its far end.

const ITEMS = 3000;
const ORDERS = [['rank ASC'], ['rank DESC'], ['name ASC'], ['id DESC']];
const WHERES = [undefined, { name: { like: '%7%' } }, { rank: { gt: 95 } }];

describe.each(TEST_STORES)('scoped pages on $kind', (store) => {
  let database: TestDatabase;
  const scopedModels = (where: string) => {
    const item = sql.table(`${database.schema}.item`);
    const rows = sql`select * from ${item}`;
    const condition = sql.raw(where);
    const plain: SourcedQueryModel = {
      name: 'Item',
      table: `${database.schema}.item`,
      idField: 'id',
      fields: {
        id: { type: 'number', column: 'id', filterable: true, sortable: true },
        name: { type: 'string', column: 'name', filterable: true, sortable: true },
        rank: { type: 'number', column: 'rank', filterable: true, sortable: true },
      },
      relations: {},
      source: sql`select * from (${rows}) as v where ${condition}`,
    };
    return {
      plain,
      scoped: { ...plain, scope: { rows, where: condition }, indexedOrders: ['id', 'name', 'rank'] },
    };
  };
  // Every third item in scope, spread over any order; and the items ranked 90 or more, the last tenth
  // of the rank order.
  const SPREAD = 'v.id % 3 = 0';
  const GATHERED = 'v.rank >= 90';

  beforeAll(async () => {
    database = await openTestDatabase(store, 'filter_scoped_page');
    const item = sql.table(`${database.schema}.item`);
    await sql`create table ${item} (id int primary key, name text not null, rank int not null)`.execute(
      database.db,
    );
    await sql`insert into ${item} select n, 'Item ' || n, n % 100 from generate_series(1, ${ITEMS}) as n`.execute(
      database.db,
    );
  });

  afterAll(async () => {
    await database.close();
  });

  it('finds a page of a spread scope in the walk, and sorts a gathered one', async () => {
    const ast = (order: string[]) => parseFilter({ order, limit: 25 }, scopedModels(SPREAD).scoped);
    const expected = async (scope: string, order: string[]) =>
      (await findRows(database.db, scopedModels(scope).plain, ast(order))).map((row) => row.id);
    const counted = countingStatements(database.db);
    const spread = scopedModels(SPREAD).scoped;
    expect(await scopedPageIds(counted.db, spread, ast(['rank ASC']), 25, 0, 200)).toEqual(
      await expected(SPREAD, ['rank ASC']),
    );
    expect(counted.count()).toBe(1);
    // Ranked ascending, the first 200 rows of the order hold no item ranked 90: a second statement.
    const gathered = scopedModels(GATHERED).scoped;
    expect(await scopedPageIds(counted.db, gathered, ast(['rank ASC']), 25, 0, 200)).toEqual(
      await expected(GATHERED, ['rank ASC']),
    );
    expect(counted.count()).toBe(3);
    // No scope, or a page past the walk: not this way.
    expect(await scopedPageIds(database.db, scopedModels(SPREAD).plain, ast(['rank ASC']), 25, 0)).toBe(
      undefined,
    );
    expect(await scopedPageIds(database.db, spread, ast(['rank ASC']), 25, 190, 200)).toBeUndefined();
    // An order no index serves would sort the whole table for the walk: not this way either.
    const unindexed = { ...spread, indexedOrders: ['id'] };
    expect(await scopedPageIds(database.db, unindexed, ast(['rank ASC']), 25, 0, 200)).toBeUndefined();
  });

  for (const scope of [SPREAD, GATHERED]) {
    for (const order of ORDERS) {
      it(`pages ${scope} by ${order.join(', ')} as the plain scoped statement does`, async () => {
        const { plain, scoped } = scopedModels(scope);
        for (const where of WHERES) {
          for (const skip of [0, 30, 2470, ITEMS - 10]) {
            const filter = { ...(where ? { where } : {}), order, limit: 25, skip };
            expect(await findRows(database.db, scoped, parseFilter(filter, scoped))).toEqual(
              await findRows(database.db, plain, parseFilter(filter, plain)),
            );
          }
        }
      });
    }
  }
});
