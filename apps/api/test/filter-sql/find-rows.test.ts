import { FilterError, parseFilter, parseWhere, type WhereAst } from '@lendline/filter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, findRowBatches, findRows } from '../../src/filter-sql/index.ts';
import { countingStatements } from './support/query-counter.ts';
import { openTestDatabase, TEST_STORES, type TestDatabase } from './support/test-database.ts';
import { createUserTables, type UserFixture } from './support/user-fixture.ts';

describe.each(TEST_STORES)('findRows, findRowBatches and countRows on $kind', (store) => {
  let database: TestDatabase;
  let fixture: UserFixture;

  beforeAll(async () => {
    database = await openTestDatabase(store, 'filter_rows');
    fixture = await createUserTables(database.db, database.schema);
  });

  afterAll(async () => {
    await database.close();
  });

  const find = (filter: unknown) =>
    findRows(database.db, fixture.userModel, parseFilter(filter, fixture.userModel));

  it('returns API field names and decoded values, with null for empty columns', async () => {
    expect(await find({ where: { id: { inq: [1, 4] } } })).toEqual([
      {
        id: 1,
        email: 'ann@x.io',
        firstName: 'Ann',
        isActive: true,
        roleId: 1,
        balance: 1234.5,
        loginCount: 3,
        createdAt: '2024-01-01T00:00:00.000Z',
        config: { theme: 'dark' },
      },
      {
        id: 4,
        email: 'dee@x.io',
        firstName: null,
        isActive: true,
        roleId: null,
        balance: 0.1,
        loginCount: null,
        createdAt: '2024-03-01T12:30:00.000Z',
        config: null,
      },
    ]);
  });

  it("applies a field's own decode after the type's", async () => {
    const roles = await findRows(
      database.db,
      fixture.roleModel,
      parseFilter({ fields: ['permissions'] }, fixture.roleModel),
    );
    expect(roles).toEqual([
      { permissions: '{"setupModule":{"users":["view"]}}' },
      { permissions: '{"enquiry":{"list":["view"]}}' },
      { permissions: null },
    ]);
  });

  it('returns only the requested fields, never the secret columns', async () => {
    expect(await find({ fields: ['email'], where: { isActive: false } })).toEqual([
      { email: 'cy@x.io' },
      { email: 'fay@x.io' },
    ]);
    const all = await find({});
    expect(all.every((row) => !('passwordHash' in row) && !('password_hash' in row))).toBe(true);
  });

  it('orders with NULLs last for ASC and first for DESC, then by id', async () => {
    const ids = async (order: string) => (await find({ order, fields: ['id'] })).map((row) => row['id']);
    expect(await ids('firstName')).toEqual([1, 2, 3, 5, 6, 4]);
    expect(await ids('roleId DESC')).toEqual([4, 5, 2, 3, 1, 6]);
    expect(await ids('createdAt DESC, id DESC')).toEqual([3, 5, 4, 2, 1, 6]);
  });

  it('pages with skip/limit, and clamps a huge limit', async () => {
    expect((await find({ limit: 2, skip: 2, fields: ['id'] })).map((row) => row['id'])).toEqual([3, 4]);
    const clamped = await findRows(
      database.db,
      fixture.userModel,
      parseFilter({ limit: 100_000_000 }, fixture.userModel, { maxLimit: 4 }),
    );
    expect(clamped).toHaveLength(4);
    expect(await find({ limit: 100_000_000 })).toHaveLength(6);
  });

  it('filters every comparable type with bound values', async () => {
    const ids = async (where: unknown) => (await find({ where, fields: ['id'] })).map((row) => row['id']);
    expect(await ids({ balance: { gt: '5' } })).toEqual([1, 3]);
    expect(await ids({ loginCount: { between: [1, 3] } })).toEqual([1, 5, 6]);
    expect(await ids({ createdAt: { gte: '2024-02-01', lt: Date.parse('2024-04-01T00:00:00Z') } })).toEqual([
      2, 4,
    ]);
    expect(await ids({ isActive: '0' })).toEqual([3, 6]);
    expect(await ids({ roleId: { nin: [1] } })).toEqual([2, 3, 5]);
    expect(await ids({ email: { regexp: '/^[A-C]/i' } })).toEqual([1, 2, 3]);
    expect(await ids({ createdAt: { like: '2024-01%' } })).toEqual([1]);
    expect(await ids({ loginCount: { like: '_' }, firstName: { nilike: 'e%' } })).toEqual([1, 2, 3, 6]);
  });

  it('delivers the same rows in bounded batches: one statement for the ids, then one per batch', async () => {
    const ast = parseFilter({ order: 'email DESC', fields: ['email'], skip: 1, limit: 4 }, fixture.userModel);
    const counter = countingStatements(database.db);
    const batches: Record<string, unknown>[][] = [];
    for await (const batch of findRowBatches(counter.db, fixture.userModel, ast, 3)) batches.push(batch);
    expect(batches.map((batch) => batch.length)).toEqual([3, 1]);
    expect(batches.flat()).toEqual(await findRows(database.db, fixture.userModel, ast));
    expect(counter.count()).toBe(3);
  });

  it('stops after a short batch and yields nothing for no rows', async () => {
    const every = parseFilter({ fields: ['id'] }, fixture.userModel);
    const sizes: number[] = [];
    for await (const batch of findRowBatches(database.db, fixture.userModel, every, 4))
      sizes.push(batch.length);
    expect(sizes).toEqual([4, 2]);
    const none = parseFilter({ where: { id: { inq: [] } } }, fixture.userModel);
    for await (const batch of findRowBatches(database.db, fixture.userModel, none)) expect(batch).toEqual([]);
    await expect(findRowBatches(database.db, fixture.userModel, every, 0).next()).rejects.toThrow(RangeError);
  });

  it('counts with and without a where', async () => {
    expect(await countRows(database.db, fixture.userModel)).toBe(6);
    expect(
      await countRows(database.db, fixture.userModel, parseWhere({ isActive: 'true' }, fixture.userModel)),
    ).toBe(4);
    expect(await countRows(database.db, fixture.userModel, parseWhere({ or: [] }, fixture.userModel))).toBe(
      6,
    );
  });

  it("runs ASTs composed by the server, such as a scope ANDed with the client's where", async () => {
    const clientWhere = parseWhere({ isActive: true }, fixture.userModel);
    const scope = parseWhere({ roleId: 2 }, fixture.userModel);
    if (!clientWhere || !scope) throw new Error('expected conditions');
    const count = (where: WhereAst) => countRows(database.db, fixture.userModel, where);
    expect(await count({ kind: 'and', conditions: [scope, clientWhere] })).toBe(1);
    expect(await count({ kind: 'and', conditions: [] })).toBe(6);
    expect(await count({ kind: 'or', conditions: [] })).toBe(0);
  });

  // This model declares no integer columns, so out-of-range and fractional ids reach PostgreSQL; the answer
  // is still ours, never its wording. A NUL and a dangling LIKE escape are refused before it is asked.
  it.each([
    [{ email: { regexp: '((' } }, 'The regexp is not a valid PostgreSQL regular expression'],
    [
      { email: { like: 'ann\\' } },
      'The email property has invalid clause {"like":"ann\\\\"}: The pattern ends with the escape character \\',
    ],
    [{ id: 1.5 }, 'A value in the query is not valid for the field it is compared with'],
    [{ id: 99_999_999_999 }, 'A value in the query is not valid for the field it is compared with'],
    [{ email: 'a\u0000b' }, 'Text in the query must not contain the NUL character (\\u0000)'],
  ])('answers 400 in our words when PostgreSQL would refuse a value: %j', async (where, message) => {
    const outcome = await Promise.resolve()
      .then(() => find({ where }))
      .catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(FilterError);
    expect(outcome).toMatchObject({ statusCode: 400, name: 'Error', code: 'INVALID_FILTER', message });
  });
});
