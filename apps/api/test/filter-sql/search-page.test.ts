import { parseFilter, type QueryModel } from '@lendline/filter';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRows, type SourcedQueryModel } from '../../src/filter-sql/index.ts';
import {
  SPARSE_SEARCH_ROWS,
  sparseSearchPageIds,
  walkedSearchPageIds,
} from '../../src/filter-sql/search-page.ts';
import { openTestDatabase, TEST_STORES, type TestDatabase } from './support/test-database.ts';

// A search on a stored search text reads a page one of three ways: from the first rows of a walk of the
// list's order (the model's `walkedOrder` only), all its matches sorted when there are at most
// SPARSE_SEARCH_ROWS of them, or the ordinary ordered statement past that. Whichever way, the page
// must be exactly the one the plain `or` over the joined fields gives, in every order and at any offset.

const ITEMS = SPARSE_SEARCH_ROWS + 3000;
const FIELDS = ['name', 'code', 'groupLabel'] as const;
const searchWhere = (text: string) => ({
  and: text.split(' ').map((word) => ({ or: FIELDS.map((field) => ({ [field]: { ilike: `%${word}%` } })) })),
});
// "north" is in nearly every item (dense), "quay" in every 97th (sparse: 41 of 4,000), "yard" in
// names and in the group Yardley.
const SEARCHES = ['North', 'QUAY', 'north quay', 'yard', 'north yard 7', 'nothing-like-it'];
const ORDERS = [['rank DESC'], ['name ASC'], ['groupLabel DESC'], ['id DESC']];

describe.each(TEST_STORES)('search pages on $kind', (store) => {
  let database: TestDatabase;
  let plain: SourcedQueryModel;
  let searched: SourcedQueryModel;
  let walked: SourcedQueryModel;

  beforeAll(async () => {
    database = await openTestDatabase(store, 'filter_search_page');
    const group = sql.table(`${database.schema}.item_group`);
    const item = sql.table(`${database.schema}.item`);
    await sql`create table ${group} (id int primary key, label text not null)`.execute(database.db);
    await sql`insert into ${group} values (1, 'Harbor'), (2, 'Yardley'), (3, 'Inland')`.execute(database.db);
    await sql`create table ${item} (id int primary key, name text not null, code text not null,
      group_id int, rank int not null, search_text text)`.execute(database.db);
    // Ranks repeat (ties broken by id) and some items have no group, as some contracts have no rep.
    await sql`insert into ${item} (id, name, code, group_id, rank)
      select n, case when n % 97 = 0 then 'South Quay ' || n else 'North Yard ' || n end,
        'C-' || lpad(cast(n as text), 5, '0'), case when n % 10 = 0 then null else n % 3 + 1 end, n % 50
      from generate_series(1, ${ITEMS}) as n`.execute(database.db);
    await sql`update ${item} set search_text = lower(name || ' ' || code || ' ' ||
      coalesce((select label from ${group} g where g.id = group_id), ''))`.execute(database.db);
    const field = (type: 'number' | 'string', column: string) =>
      ({ type, column, filterable: true, sortable: true }) as const;
    plain = {
      name: 'Item',
      table: `${database.schema}.item`,
      idField: 'id',
      fields: {
        id: field('number', 'id'),
        name: field('string', 'name'),
        code: field('string', 'code'),
        rank: field('number', 'rank'),
        groupLabel: field('string', 'group_label'),
      },
      relations: {},
      source: sql`select i.*, g.label as group_label from ${item} as i left join ${group} as g on g.id = i.group_id`,
    };
    searched = { ...plain, searchText: { column: 'search_text', fields: FIELDS } };
    const walkedOrder = [
      { field: 'rank', direction: 'DESC' },
      { field: 'id', direction: 'ASC' },
    ] as const;
    walked = { ...plain, searchText: { column: 'search_text', fields: FIELDS, walkedOrder } };
  });

  afterAll(async () => {
    await database.close();
  });

  const page = (model: QueryModel, text: string, order: string[], skip: number) =>
    findRows(database.db, model, parseFilter({ where: searchWhere(text), order, limit: 25, skip }, model));

  it('has a dense and a sparse search to compare', async () => {
    const ast = (text: string) =>
      parseFilter({ where: searchWhere(text), order: ['rank DESC'], limit: 25 }, searched);
    const pageSql = sql`order by "t"."rank" desc, "t"."id" asc limit 25 offset 0`;
    expect(await sparseSearchPageIds(database.db, searched, ast('north'), pageSql)).toBeUndefined();
    expect(await sparseSearchPageIds(database.db, searched, ast('quay'), pageSql)).toHaveLength(25);
    expect(await sparseSearchPageIds(database.db, searched, ast('quay'), pageSql, 20)).toBeUndefined();
    expect(await sparseSearchPageIds(database.db, searched, ast('nothing-like-it'), pageSql)).toEqual([]);
    expect(await sparseSearchPageIds(database.db, plain, ast('quay'), pageSql)).toBeUndefined();
  });

  it("finds a dense search's page in the walk of the walked order only, and leaves a short one", async () => {
    const ast = (text: string, order = ['rank DESC'], skip = 0) =>
      parseFilter({ where: searchWhere(text), order, limit: 25, skip }, walked);
    const ids = async (text: string, order?: string[], skip?: number) =>
      (await page(plain, text, order ?? ['rank DESC'], skip ?? 0)).map((row) => row.id);
    // "north" fills a page within the first 100 rows of the walk; "quay" (one item in 97) does not, and
    // with the longest walk at 100 rows there is no second walk (the next test has that).
    expect(await walkedSearchPageIds(database.db, walked, ast('north'), 25, 0, 100)).toEqual(
      await ids('north'),
    );
    expect(
      await walkedSearchPageIds(database.db, walked, ast('north', ['rank DESC'], 30), 25, 30, 100),
    ).toEqual(await ids('north', ['rank DESC'], 30));
    expect(await walkedSearchPageIds(database.db, walked, ast('quay'), 25, 0, 100, 100)).toBeUndefined();
    // A page past the walk, another order, or a model without the walked order: not from the walk.
    expect(
      await walkedSearchPageIds(database.db, walked, ast('north', ['rank DESC'], 90), 25, 90, 100),
    ).toBeUndefined();
    expect(
      await walkedSearchPageIds(database.db, walked, ast('north', ['rank ASC']), 25, 0, 100),
    ).toBeUndefined();
    expect(await walkedSearchPageIds(database.db, searched, ast('north'), 25, 0, 100)).toBeUndefined();
  });

  it('walks on as far as the matches of a first walk say the page lies, within the longest walk', async () => {
    const ast = parseFilter({ where: searchWhere('quay'), order: ['rank DESC'], limit: 25 }, walked);
    const walkOf = (walkRows: number, longestWalk: number) =>
      walkedSearchPageIds(database.db, walked, ast, 25, 0, walkRows, longestWalk);
    // In rank order the 25th "quay" is row 1,856. The first 200 rows hold 3 of them: 25 lie about
    // 1,667 rows on, so a second walk goes on to the longest walk and finds the page there.
    expect(await walkOf(200, 2000)).toEqual((await page(plain, 'quay', ['rank DESC'], 0)).map((r) => r.id));
    // Estimated within reach but not there: a short second page is not taken for the whole.
    expect(await walkOf(200, 1800)).toBeUndefined();
    // One match in the first 100 puts the page 2,500 rows on, past a longest walk of 2,000.
    expect(await walkOf(100, 2000)).toBeUndefined();
    // No match in the first 20 rows says nothing of where the page is: no second walk.
    expect(await walkOf(20, ITEMS)).toBeUndefined();
  });

  it('reads a like on a trigram field as a search: the matches when they are few', async () => {
    const trigram: SourcedQueryModel = { ...plain, trigramFields: ['name', 'code'] };
    const pageSql = sql`order by "t"."id" desc limit 25 offset 0`;
    const ids = (where: object, model = trigram) =>
      sparseSearchPageIds(
        database.db,
        model,
        parseFilter({ where, order: ['id DESC'], limit: 25 }, model),
        pageSql,
      );
    const numberOrName = (text: string) => ({
      or: [{ code: { ilike: `%${text}%` } }, { name: { ilike: `%${text}%` } }],
    });
    const expected = async (where: object) =>
      (await findRows(database.db, plain, parseFilter({ where, order: ['id DESC'], limit: 25 }, plain))).map(
        (row) => row.id,
      );
    expect(await ids(numberOrName('quay'))).toEqual(await expected(numberOrName('quay')));
    expect(await ids({ name: { like: '%Quay 9%' } })).toEqual(await expected({ name: { like: '%Quay 9%' } }));
    // Dense, negated, or on a field without the index: not read this way.
    expect(await ids(numberOrName('north'))).toBeUndefined();
    expect(await ids({ name: { nilike: '%north%' } })).toBeUndefined();
    expect(await ids({ groupLabel: { ilike: '%yard%' } })).toBeUndefined();
    expect(
      await ids({ or: [{ name: { ilike: '%quay%' } }, { groupLabel: { ilike: '%harbor%' } }] }),
    ).toBeUndefined();
    expect(await ids(numberOrName('quay'), plain)).toBeUndefined();
    // And its pages, in every order and at any offset, are the plain statement's.
    for (const order of ORDERS) {
      for (const skip of [0, 30, ITEMS - 10]) {
        const filter = { where: numberOrName('quay'), order, limit: 25, skip };
        expect(await findRows(database.db, trigram, parseFilter(filter, trigram))).toEqual(
          await findRows(database.db, plain, parseFilter(filter, plain)),
        );
      }
    }
  });

  for (const text of SEARCHES) {
    for (const order of ORDERS) {
      it(`pages "${text}" by ${order.join(', ')} as the plain search does`, async () => {
        for (const skip of [0, 25, 30, ITEMS - 10]) {
          const expected = await page(plain, text, order, skip);
          expect(await page(searched, text, order, skip)).toEqual(expected);
          expect(await page(walked, text, order, skip)).toEqual(expected);
        }
      });
    }
  }
});
