import { parseFilter } from '@lendline/filter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRowBatches, findRows } from '../../src/filter-sql/index.ts';
import { countingStatements } from './support/query-counter.ts';
import { openTestDatabase, TEST_STORES, type TestDatabase } from './support/test-database.ts';
import { createUserTables, type UserFixture } from './support/user-fixture.ts';

describe.each(TEST_STORES)('include on $kind', (store) => {
  let database: TestDatabase;
  let fixture: UserFixture;

  beforeAll(async () => {
    database = await openTestDatabase(store, 'filter_include');
    fixture = await createUserTables(database.db, database.schema);
  });

  afterAll(async () => {
    await database.close();
  });

  const users = (filter: unknown, db = database.db) =>
    findRows(db, fixture.userModel, parseFilter(filter, fixture.userModel));
  const roles = (filter: unknown) =>
    findRows(database.db, fixture.roleModel, parseFilter(filter, fixture.roleModel));

  it('embeds belongsTo as an object and omits the key for a null or dangling foreign key', async () => {
    const rows = await users({
      fields: ['id', 'roleId'],
      include: ['permissions'],
      where: { id: { inq: [1, 4, 5] } },
    });
    expect(rows).toEqual([
      {
        id: 1,
        roleId: 1,
        permissions: {
          id: 1,
          name: 'Admin',
          permissions: '{"setupModule":{"users":["view"]}}',
          status: true,
          expireIn: '2030-01-01T00:00:00.000Z',
        },
      },
      { id: 4, roleId: null },
      { id: 5, roleId: 99 },
    ]);
  });

  it('stitches on keys left out of fields and strips them from the output', async () => {
    // LoopBack dropped the relation silently here; the keys are selected for stitching and removed afterwards.
    const rows = await users({
      fields: ['email'],
      where: { id: { lte: 2 } },
      include: [{ relation: 'permissions', scope: { fields: { name: true, status: true } } }],
    });
    expect(rows).toEqual([
      { email: 'ann@x.io', permissions: { name: 'Admin', status: true } },
      { email: 'bob@x.io', permissions: { name: 'Staff', status: true } },
    ]);
  });

  it('omits the relation when the scope where filters the related row out', async () => {
    const rows = await users({
      fields: ['id'],
      where: { id: { inq: [1, 2] } },
      include: [{ relation: 'permissions', scope: { where: { name: 'Staff' } } }],
    });
    expect(rows).toEqual([{ id: 1 }, { id: 2, permissions: expect.objectContaining({ name: 'Staff' }) }]);
  });

  it('embeds hasMany as an array in scope order, omitting the key when there are none', async () => {
    const rows = await roles({
      fields: ['name'],
      include: [{ relation: 'users', scope: { fields: ['email'], order: 'email DESC' } }],
    });
    expect(rows).toEqual([
      { name: 'Admin', users: [{ email: 'fay@x.io' }, { email: 'ann@x.io' }] },
      { name: 'Staff', users: [{ email: 'cy@x.io' }, { email: 'bob@x.io' }] },
      { name: 'Auditor' },
    ]);
  });

  it('applies scope limit and skip per parent, not to the whole relation', async () => {
    const first = await roles({
      fields: ['id'],
      include: [{ relation: 'users', scope: { fields: ['id'], limit: 1 } }],
    });
    expect(first).toEqual([{ id: 1, users: [{ id: 1 }] }, { id: 2, users: [{ id: 2 }] }, { id: 3 }]);
    const second = await roles({
      fields: ['id'],
      include: [{ relation: 'users', scope: { fields: ['id'], skip: 1, limit: 5 } }],
    });
    expect(second).toEqual([{ id: 1, users: [{ id: 6 }] }, { id: 2, users: [{ id: 3 }] }, { id: 3 }]);
  });

  it('reads a page with a belongsTo include in one statement, in the page order', async () => {
    const counter = countingStatements(database.db);
    const ast = parseFilter(
      {
        fields: ['id'],
        order: 'id DESC',
        limit: 3,
        skip: 1,
        include: [{ relation: 'permissions', scope: { fields: ['name'] } }],
      },
      fixture.userModel,
    );
    const rows = await findRows(counter.db, fixture.userModel, ast);
    expect(counter.count()).toBe(1);
    expect(rows.map((row) => row['id'])).toEqual([5, 4, 3]);
    expect(rows.find((row) => row['id'] === 3)).toEqual({ id: 3, permissions: { name: 'Staff' } });
    expect(rows.find((row) => row['id'] === 4)).toEqual({ id: 4 });
  });

  it('resolves nested includes with one statement per relation', async () => {
    const counter = countingStatements(database.db);
    const rows = await users(
      {
        fields: ['id'],
        where: { id: { inq: [1, 3, 4] } },
        include: [
          {
            relation: 'permissions',
            scope: {
              fields: ['name'],
              include: [{ relation: 'users', scope: { fields: ['email'], where: { isActive: true } } }],
            },
          },
        ],
      },
      counter.db,
    );
    expect(rows).toEqual([
      { id: 1, permissions: { name: 'Admin', users: [{ email: 'ann@x.io' }] } },
      { id: 3, permissions: { name: 'Staff', users: [{ email: 'bob@x.io' }] } },
      { id: 4 },
    ]);
    expect(counter.count()).toBe(3);
  });

  it('reads a belongsTo include in the statement of each batch (after the ids)', async () => {
    const counter = countingStatements(database.db);
    const ast = parseFilter({ fields: ['id'], include: ['permissions'] }, fixture.userModel);
    const batches: Record<string, unknown>[][] = [];
    for await (const batch of findRowBatches(counter.db, fixture.userModel, ast, 4)) batches.push(batch);
    expect(batches.map((batch) => batch.length)).toEqual([4, 2]);
    expect(batches.flat()).toEqual(await findRows(database.db, fixture.userModel, ast));
    expect(
      batches
        .flat()
        .filter((row) => 'permissions' in row)
        .map((row) => row['id']),
    ).toEqual([1, 2, 3, 6]);
    expect(counter.count()).toBe(3);
  });

  it('cannot widen the parent rows through a scope where', async () => {
    const rows = await users({
      fields: ['id'],
      where: { id: 1 },
      include: [{ relation: 'permissions', scope: { where: { or: [{ id: 1 }, { id: 2 }, { id: 3 }] } } }],
    });
    expect(rows.map((row) => row['id'])).toEqual([1]);
  });
});
