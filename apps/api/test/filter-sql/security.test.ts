import { FilterError, parseFilter } from '@lendline/filter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, findRows, readQueryObject } from '../../src/filter-sql/index.ts';
import { openTestDatabase, TEST_STORES, type TestDatabase } from './support/test-database.ts';
import { createUserTables, type UserFixture } from './support/user-fixture.ts';

// Contract §2.3 items 1–8, run the way a list endpoint runs a request: query string -> filter -> AST -> SQL.
describe.each(TEST_STORES)('filter engine security on $kind', (store) => {
  let database: TestDatabase;
  let fixture: UserFixture;

  beforeAll(async () => {
    database = await openTestDatabase(store, 'filter_security');
    fixture = await createUserTables(database.db, database.schema);
  });

  afterAll(async () => {
    expect(({} as Record<string, unknown>)['isAdmin']).toBeUndefined();
    await database.close();
  });

  const list = async (query: string) =>
    findRows(
      database.db,
      fixture.userModel,
      parseFilter(readQueryObject(query, 'filter'), fixture.userModel),
    );
  const listJson = (filter: unknown) => list(`filter=${encodeURIComponent(JSON.stringify(filter))}`);
  const refusal = (outcome: Promise<unknown>) =>
    outcome.then(
      () => {
        throw new Error('expected a 400');
      },
      (error: unknown) => {
        expect(error).toBeInstanceOf(FilterError);
        expect(error).toMatchObject({ statusCode: 400 });
        return error as FilterError;
      },
    );

  describe('1. SQL injection', () => {
    it('binds values, so quotes in them match nothing', async () => {
      expect(await listJson({ where: { email: "x' OR '1'='1" } })).toEqual([]);
      expect(await listJson({ where: { email: { like: "%' OR 1=1 --" } } })).toEqual([]);
      expect(await listJson({ where: { firstName: { inq: ["Ann') OR ('1'='1"] } } })).toEqual([]);
    });

    it('refuses identifiers that are not model fields, and the table survives', async () => {
      expect(await refusal(listJson({ order: 'id; DROP TABLE app_user' }))).toMatchObject({
        message: 'The order "id; DROP TABLE app_user" has invalid direction',
      });
      await refusal(listJson({ order: 'nosuch DESC' }));
      await refusal(listJson({ fields: { 'id"; drop': true } }));
      await refusal(listJson({ where: { 'id" or 1=1 --': 1 } }));
      await refusal(listJson({ order: 'email" desc, "id' }));
      expect(await countRows(database.db, fixture.userModel)).toBe(6);
    });
  });

  describe('2. prototype pollution', () => {
    it.each([
      ['{"where":{"__proto__":{"isAdmin":true}}}', 'JSON string cannot contain "__proto__" key.'],
      ['{"__proto__":{"isAdmin":true}}', 'JSON string cannot contain "__proto__" key.'],
      [
        '{"where":{"constructor":{"prototype":{"isAdmin":true}}}}',
        'JSON string cannot contain "constructor.prototype" key.',
      ],
    ])('refuses the JSON form %s', async (json, syntaxError) => {
      const error = await refusal(list(`filter=${encodeURIComponent(json)}`));
      expect(error).toMatchObject({ code: 'INVALID_PARAMETER_VALUE', details: { syntaxError } });
    });

    it('drops prototype keys of the bracket form', async () => {
      expect(await list('filter[where][__proto__][isAdmin]=1&filter[fields][0]=id')).toHaveLength(6);
      expect(await list('filter[where][constructor][prototype][isAdmin]=1')).toHaveLength(6);
    });

    it('refuses toString and constructor.prototype as where properties without crashing', async () => {
      await refusal(listJson({ where: { toString: 'x' } }));
      await refusal(listJson({ where: { 'constructor.prototype': { toString: 'Not a function' } } }));
      await refusal(listJson({ where: { hasOwnProperty: 1 } }));
    });

    it('refuses prototype keys that reach the parser some other way', async () => {
      const raw = JSON.parse('{"where":{"__proto__":{"isAdmin":true}}}') as unknown;
      expect(() => parseFilter(raw, fixture.userModel)).toThrow(
        'The query object cannot contain the key "__proto__"',
      );
    });
  });

  describe('3. operator abuse', () => {
    it.each([
      [{ email: { $ne: null } }, '$ne'],
      [{ $where: 'sleep(10)' }, '$where'],
      [{ email: { $regex: '.*' } }, '$regex'],
    ])('refuses %j', async (where, operator) => {
      expect(await refusal(listJson({ where }))).toMatchObject({
        name: 'Error',
        code: 'OPERATOR_NOT_ALLOWED_IN_QUERY',
        message: `Operators "${operator}" are not allowed in query`,
      });
    });

    it('runs a catastrophic-backtracking pattern on PostgreSQL, whose regex engine does not explode', async () => {
      expect(await listJson({ where: { email: { regexp: '^(a+)+$' } } })).toEqual([]);
    });
  });

  describe('4. type confusion', () => {
    it.each([
      { limit: 'abc' },
      { limit: -1 },
      { limit: 0 },
      { limit: 1.5 },
      { limit: [] },
      { limit: {} },
      { skip: -1 },
      { where: { email: { inq: 'x' } } },
      { where: { id: { between: [1] } } },
      { where: { email: { like: 123 } } },
      { where: { createdAt: 'notadate' } },
      { where: { id: { inq: [1, { $gt: 0 }] } } },
      { where: [] },
      { where: 'x' },
      { order: { id: 'DESC' } },
    ])('refuses %j', async (filter) => {
      await refusal(listJson(filter));
    });

    it('says which date is wrong', async () => {
      expect(await refusal(listJson({ where: { createdAt: 'notadate' } }))).toMatchObject({
        message: 'Invalid date: notadate',
      });
    });
  });

  describe('5. size and denial of service', () => {
    it('refuses an inq of 100k values, an or of 10k branches and 40-deep nesting', async () => {
      const values = Array.from({ length: 100_000 }, (_, index) => index);
      expect(await refusal(listJson({ where: { id: { inq: values } } }))).toMatchObject({
        code: 'QUERY_TOO_COMPLEX',
      });
      const branches = Array.from({ length: 10_000 }, (_, index) => ({ id: index }));
      expect(await refusal(listJson({ where: { or: branches } }))).toMatchObject({
        code: 'QUERY_TOO_COMPLEX',
      });
      let deep: Record<string, unknown> = { id: 1 };
      for (let level = 0; level < 40; level++) deep = { and: [deep] };
      expect(await refusal(listJson({ where: deep }))).toMatchObject({
        code: 'QUERY_OBJECT_TOO_DEEP',
        message: 'The query object exceeds maximum depth 32',
      });
    });

    it('refuses includes nested 10 deep or repeating one relation 100 times', async () => {
      let scope: Record<string, unknown> = {};
      for (let level = 9; level >= 0; level--) {
        scope = { include: [{ relation: level % 2 === 0 ? 'permissions' : 'users', scope }] };
      }
      expect(await refusal(listJson(scope))).toMatchObject({ code: 'QUERY_TOO_COMPLEX' });
      await refusal(listJson({ include: Array.from({ length: 100 }, () => 'permissions') }));
    });

    it("serves the pickers' limit 100000000 (clamped)", async () => {
      expect(await listJson({ limit: 100_000_000, fields: ['id'] })).toHaveLength(6);
      expect(await list('filter[limit]=100000000')).toHaveLength(6);
    });

    it('refuses a single bracket inq value and accepts repeated keys', async () => {
      expect(await refusal(list('filter[where][roleId][inq]=2'))).toMatchObject({
        message:
          'The roleId property has invalid clause {"inq":"2"}: Error: Value is not an array or object with sequential numeric indices',
      });
      const rows = await list(
        'filter[where][roleId][inq]=1&filter[where][roleId][inq]=99&filter[fields][id]=true',
      );
      expect(rows).toEqual([{ id: 1 }, { id: 5 }, { id: 6 }]);
    });
  });

  describe('6. secret columns are no oracle', () => {
    it.each([
      { where: { passwordHash: { like: '$2a$10$s%' } } },
      { where: { password: 'secret1' } },
      { where: { password_hash: { neq: null } } },
      { where: { resetToken: 'tok1' } },
      { order: 'passwordHash' },
      { order: 'password_hash DESC' },
      { fields: { passwordHash: true } },
      { fields: ['password_hash'] },
    ])('refuses %j', async (filter) => {
      await refusal(listJson(filter));
    });

    it('ignores excluding a secret, and still never returns it', async () => {
      const rows = await listJson({ fields: { passwordHash: false, resetToken: false } });
      expect(rows).toHaveLength(6);
      expect(Object.keys(rows[0] ?? {})).toEqual(Object.keys(fixture.userModel.fields));
    });
  });

  describe('7. unknown properties and 8. relations', () => {
    it('refuses an unknown where property instead of ignoring it', async () => {
      expect(await refusal(listJson({ where: { nosuch: 1 } }))).toMatchObject({
        message: 'The where property "nosuch" is not a property of RgntsAppsUser',
      });
    });

    it('refuses an unknown relation', async () => {
      expect(await refusal(listJson({ include: [{ relation: 'nosuch' }] }))).toMatchObject({
        code: 'INVALID_PARAMETER_VALUE',
        details: [expect.objectContaining({ path: '/include/0/relation', code: 'enum' })],
      });
    });
  });
});
