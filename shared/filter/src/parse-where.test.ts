import { describe, expect, it } from 'vitest';
import { FilterError } from './filter-error.ts';
import { parseWhere } from './parse-where.ts';
import { nestedAnd, roleModel, userModel } from './test-support/models.ts';

function whereError(raw: unknown): FilterError {
  try {
    parseWhere(raw, userModel);
  } catch (error) {
    if (error instanceof FilterError) return error;
    throw error;
  }
  throw new Error('expected a FilterError');
}

describe('parseWhere: conditions', () => {
  it('reads the shorthand as eq and several keys as an implicit and', () => {
    expect(parseWhere({ email: 'a@x.io', isActive: true }, userModel)).toEqual({
      kind: 'and',
      conditions: [
        { kind: 'compare', field: 'email', operator: 'eq', value: 'a@x.io' },
        { kind: 'compare', field: 'isActive', operator: 'eq', value: true },
      ],
    });
  });

  it('maps null to IS NULL, neq null to IS NOT NULL and ordering comparisons with null to nothing', () => {
    expect(parseWhere({ roleId: null }, userModel)).toEqual({
      kind: 'isNull',
      field: 'roleId',
      negated: false,
    });
    expect(parseWhere({ roleId: { eq: null } }, userModel)).toEqual({
      kind: 'isNull',
      field: 'roleId',
      negated: false,
    });
    expect(parseWhere({ roleId: { neq: null } }, userModel)).toEqual({
      kind: 'isNull',
      field: 'roleId',
      negated: true,
    });
    for (const operator of ['gt', 'gte', 'lt', 'lte']) {
      expect(parseWhere({ roleId: { [operator]: null } }, userModel)).toEqual({ kind: 'never' });
    }
  });

  it('applies every operator of one condition, so {gte, lte} is a real range', () => {
    expect(
      parseWhere(
        { createdAt: { lte: '2024-03-31T23:59:59.000Z', gte: '2024-01-01T00:00:00.000Z' } },
        userModel,
      ),
    ).toEqual({
      kind: 'and',
      conditions: [
        { kind: 'compare', field: 'createdAt', operator: 'lte', value: new Date('2024-03-31T23:59:59.000Z') },
        { kind: 'compare', field: 'createdAt', operator: 'gte', value: new Date('2024-01-01T00:00:00.000Z') },
      ],
    });
  });

  it('reads between, inq and nin from arrays or sequentially keyed objects', () => {
    expect(parseWhere({ id: { between: { 0: '1', 1: '5' } } }, userModel)).toEqual({
      kind: 'between',
      field: 'id',
      low: 1,
      high: 5,
    });
    expect(parseWhere({ id: { inq: ['1', 3, null] } }, userModel)).toEqual({
      kind: 'in',
      field: 'id',
      values: [1, 3, null],
      negated: false,
    });
    expect(parseWhere({ id: { nin: { 0: '2' } } }, userModel)).toEqual({
      kind: 'in',
      field: 'id',
      values: [2],
      negated: true,
    });
  });

  it('gives inq [] no rows and nin [] no condition, as SQL does', () => {
    expect(parseWhere({ id: { inq: [] } }, userModel)).toEqual({ kind: 'never' });
    expect(parseWhere({ id: { nin: [] } }, userModel)).toBeUndefined();
  });

  it('reads like, ilike and their negations', () => {
    expect(parseWhere({ email: { like: 'a\\_b%' } }, userModel)).toEqual({
      kind: 'like',
      field: 'email',
      pattern: 'a\\_b%',
      caseInsensitive: false,
      negated: false,
    });
    expect(parseWhere({ email: { nilike: '%X%' } }, userModel)).toMatchObject({
      caseInsensitive: true,
      negated: true,
    });
  });

  it('reads regexp as a plain pattern or the /pattern/flags form', () => {
    expect(parseWhere({ email: { regexp: 'non$' } }, userModel)).toEqual({
      kind: 'regexp',
      field: 'email',
      pattern: 'non$',
      caseInsensitive: false,
    });
    expect(parseWhere({ email: { regexp: '/^j/gim' } }, userModel)).toEqual({
      kind: 'regexp',
      field: 'email',
      pattern: '^j',
      caseInsensitive: true,
    });
    expect(parseWhere({ email: { regexp: 'a/b' } }, userModel)).toMatchObject({ pattern: 'a/b' });
    expect(whereError({ email: { regexp: '/^j/x' } }).message).toBe('Invalid regex flags: x');
  });

  it('treats empty where, empty and/or as no condition and an empty or-branch as matching everything', () => {
    expect(parseWhere({}, userModel)).toBeUndefined();
    expect(parseWhere({ or: [] }, userModel)).toBeUndefined();
    expect(parseWhere({ and: [] }, userModel)).toBeUndefined();
    expect(parseWhere({ or: [{}, { id: 1 }] }, userModel)).toBeUndefined();
    expect(parseWhere({ and: [{}, { id: 1 }] }, userModel)).toEqual({
      kind: 'compare',
      field: 'id',
      operator: 'eq',
      value: 1,
    });
    expect(parseWhere({ or: { 0: { id: 1 }, 1: { id: 2 } } }, userModel)).toMatchObject({ kind: 'or' });
  });

  it('returns undefined for an absent where', () => {
    expect(parseWhere(undefined, userModel)).toBeUndefined();
  });
});

describe('parseWhere: coercion by field type', () => {
  it('coerces bracket-form strings', () => {
    expect(parseWhere({ id: '2', isActive: 'false', createdAt: '2024-01-01' }, userModel)).toEqual({
      kind: 'and',
      conditions: [
        { kind: 'compare', field: 'id', operator: 'eq', value: 2 },
        { kind: 'compare', field: 'isActive', operator: 'eq', value: false },
        { kind: 'compare', field: 'createdAt', operator: 'eq', value: new Date('2024-01-01T00:00:00.000Z') },
      ],
    });
    expect(parseWhere({ email: 12 }, userModel)).toMatchObject({ value: '12' });
    expect(parseWhere({ createdAt: 0 }, userModel)).toMatchObject({ value: new Date(0) });
  });

  it.each([
    [{ id: 'abc' }, 'Invalid number: abc'],
    [{ id: '' }, 'Invalid number: '],
    [{ id: true }, 'Invalid number: true'],
    [{ isActive: 'yes' }, 'Invalid boolean: yes'],
    [{ createdAt: 'notadate' }, 'Invalid date: notadate'],
    [{ createdAt: '2024-02-30' }, 'Invalid date: 2024-02-30'],
    [{ createdAt: { between: ['2024-01-01', 'later'] } }, 'Invalid date: later'],
  ])('refuses %j with "%s"', (where, message) => {
    const error = whereError(where);
    expect(error).toMatchObject({ statusCode: 400, name: 'Error', code: 'INVALID_FILTER', message });
  });

  it('reads a zone-less date-time as UTC, not as server time', () => {
    expect(parseWhere({ createdAt: '2024-01-01T10:00:00' }, userModel)).toMatchObject({
      value: new Date('2024-01-01T10:00:00.000Z'),
    });
  });
});

describe('parseWhere: only values the store can hold', () => {
  it.each([
    [{ id: 99_999_999_999 }, 'Invalid number: 99999999999 (whole numbers from -2147483648 to 2147483647)'],
    [{ id: '2147483648' }, 'Invalid number: 2147483648 (whole numbers from -2147483648 to 2147483647)'],
    [{ id: 1.5 }, 'Invalid number: 1.5 (whole numbers from -2147483648 to 2147483647)'],
    [
      { roleId: { inq: [1, 99_999_999_999] } },
      'Invalid number: 99999999999 (whole numbers from -2147483648 to 2147483647)',
    ],
    [
      { id: { between: [1, 1e300] } },
      'Invalid number: 1e+300 (whole numbers from -2147483648 to 2147483647)',
    ],
    [{ createdAt: '0001-01-01' }, 'Invalid date: 0001-01-01 (dates run from 1900-01-01 to 2199-12-31)'],
    [
      { createdAt: { gt: '0000-01-01' } },
      'Invalid date: 0000-01-01 (dates run from 1900-01-01 to 2199-12-31)',
    ],
    [
      { createdAt: { lt: '9999-12-31' } },
      'Invalid date: 9999-12-31 (dates run from 1900-01-01 to 2199-12-31)',
    ],
    [{ createdAt: '1899-12-31' }, 'Invalid date: 1899-12-31 (dates run from 1900-01-01 to 2199-12-31)'],
    [{ createdAt: '2200-01-01' }, 'Invalid date: 2200-01-01 (dates run from 1900-01-01 to 2199-12-31)'],
    [
      { createdAt: -5_000_000_000_000 },
      'Invalid date: -5000000000000 (dates run from 1900-01-01 to 2199-12-31)',
    ],
    [{ email: 'a\u0000b' }, 'Text in the query must not contain the NUL character (\\u0000)'],
    [
      { email: { like: 'ann\\' } },
      'The email property has invalid clause {"like":"ann\\\\"}: The pattern ends with the escape character \\',
    ],
    [{ email: { like: '%\u0000' } }, 'Text in the query must not contain the NUL character (\\u0000)'],
    [
      { email: '\ud800' },
      'Text in the query must be well-formed Unicode (a lone surrogate such as \\ud800 is not)',
    ],
    [{ ['e\u0000mail']: 'x' }, 'Text in the query must not contain the NUL character (\\u0000)'],
  ])('refuses %j with "%s"', (where, message) => {
    expect(whereError(where)).toMatchObject({
      statusCode: 400,
      name: 'Error',
      code: 'INVALID_FILTER',
      message,
    });
  });

  it('takes the edges of each range, and a bigint id beyond the integer range', () => {
    expect(parseWhere({ id: 2_147_483_647 }, userModel)).toMatchObject({ value: 2_147_483_647 });
    expect(parseWhere({ id: '-2147483648' }, userModel)).toMatchObject({ value: -2_147_483_648 });
    expect(
      parseWhere({ createdAt: { between: ['1900-01-01', '2199-12-31T23:59:59Z'] } }, userModel),
    ).toMatchObject({
      low: new Date('1900-01-01T00:00:00Z'),
      high: new Date('2199-12-31T23:59:59Z'),
    });
    expect(parseWhere({ id: 99_999_999_999 }, roleModel)).toMatchObject({ value: 99_999_999_999 });
    expect(parseWhere({ email: 'Zoë 👍' }, userModel)).toMatchObject({ value: 'Zoë 👍' });
  });
});

describe('parseWhere: refusals worded like the juggler', () => {
  it.each([
    [
      { email: { inq: '12' } },
      'The email property has invalid clause {"inq":"12"}: Error: Value is not an array or object with sequential numeric indices',
    ],
    [
      { email: { nin: { 0: 'a', 25: 'b' } } },
      'The email property has invalid clause {"nin":{"0":"a","25":"b"}}: Error: Value is not an array or object with sequential numeric indices',
    ],
    [
      { email: { between: ['12'] } },
      'The email property has invalid clause {"between":["12"]}: Expected precisely 2 values, received 1',
    ],
    [
      { email: { like: 123 } },
      'The email property has invalid clause {"like":123}: Expected a string or RegExp',
    ],
    [{ email: { regexp: 0 } }, 'Invalid argument, must be a string, regex literal, or RegExp object'],
    [
      { or: 'x' },
      'The or operator has invalid clauses "x": Value is not an array or object with sequential numeric indices',
    ],
    [{ and: [5] }, 'The where clause 5 is not an object'],
  ])('%j', (where, message) => {
    expect(whereError(where)).toMatchObject({
      statusCode: 400,
      name: 'Error',
      code: 'INVALID_FILTER',
      message,
    });
  });

  it.each([
    [{ nosuch: 'x' }, 'The where property "nosuch" is not a property of User'],
    [{ toString: 'x' }, 'The where property "toString" is not a property of User'],
    [
      { 'address.city': 'x' },
      'The where property "address.city" is a nested path; nested properties cannot be filtered on',
    ],
    [{ config: { a: 1 } }, 'The where property "config" cannot be filtered on'],
    [{ note: 'x' }, 'The where property "note" cannot be filtered on'],
    [
      { email: { exists: true } },
      'The email property has invalid clause {"exists":true}: Unknown operator "exists"',
    ],
    [
      { email: { near: [1, 2] } },
      'The email property has invalid clause {"near":[1,2]}: Unknown operator "near"',
    ],
    [{ email: {} }, 'The email property has invalid clause {}: Expected a value or an operator'],
    [{ email: ['a'] }, 'The email property has invalid clause ["a"]: Expected a scalar value'],
    [
      { id: { inq: [1, [2]] } },
      'The id property has invalid clause {"inq":[1,[2]]}: Expected a scalar value',
    ],
  ])('refuses %j instead of ignoring it', (where, message) => {
    expect(whereError(where)).toMatchObject({ statusCode: 400, code: 'INVALID_FILTER', message });
  });

  it('refuses a where that is not an object as a schema error', () => {
    for (const raw of [[], 'x', 5, null]) {
      expect(whereError(raw)).toMatchObject({
        name: 'BadRequestError',
        code: 'INVALID_PARAMETER_VALUE',
        details: [{ path: '', code: 'type', message: 'must be object', info: { type: 'object' } }],
      });
    }
  });
});

describe('parseWhere: hostile input', () => {
  it('refuses $ operators anywhere, listing them', () => {
    expect(whereError({ id: { $ne: null }, or: [{ $where: 'sleep(1)' }] })).toMatchObject({
      code: 'OPERATOR_NOT_ALLOWED_IN_QUERY',
      message: 'Operators "$ne, $where" are not allowed in query',
      details: { operators: ['$ne', '$where'] },
    });
    expect(whereError({ id: { inq: [1, { $gt: 0 }] } })).toMatchObject({
      code: 'OPERATOR_NOT_ALLOWED_IN_QUERY',
    });
  });

  it('refuses prototype keys at any depth', () => {
    const polluting = JSON.parse('{"and":[{"__proto__":{"isAdmin":true}}]}') as unknown;
    expect(whereError(polluting)).toMatchObject({
      code: 'INVALID_FILTER',
      message: 'The query object cannot contain the key "__proto__"',
    });
    expect(whereError({ constructor: { prototype: { isAdmin: true } } }).message).toContain('"constructor"');
    expect(({} as Record<string, unknown>)['isAdmin']).toBeUndefined();
  });

  it('counts depth like the juggler: the root is level 0 and every object or array adds 1', () => {
    // /count's where is the root: `{and:[…{id:1}]}` with n ands puts the value at level 2n + 1.
    expect(() => parseWhere(nestedAnd(15), userModel)).not.toThrow();
    expect(whereError(nestedAnd(16))).toMatchObject({
      statusCode: 400,
      name: 'Error',
      code: 'QUERY_OBJECT_TOO_DEEP',
      message: 'The query object exceeds maximum depth 32',
    });
  });

  it('stops a circular object at the depth limit instead of looping', () => {
    const circular: Record<string, unknown> = {};
    circular['and'] = [circular];
    expect(whereError(circular).code).toBe('QUERY_OBJECT_TOO_DEEP');
  });

  it('bounds inq length, and/or width and the number of conditions', () => {
    const limits = { maxInqLength: 3, maxLogicalWidth: 2, maxWhereNodes: 4 };
    const tooComplex = (raw: unknown) => () => parseWhere(raw, userModel, limits);
    expect(tooComplex({ id: { inq: [1, 2, 3, 4] } })).toThrow(
      'The id property lists 4 values in inq; at most 3 are allowed',
    );
    expect(tooComplex({ or: [{ id: 1 }, { id: 2 }, { id: 3 }] })).toThrow(
      'The or operator has 3 clauses; at most 2 are allowed',
    );
    expect(tooComplex({ id: 1, email: 'a', isActive: true, roleId: 1, createdAt: 0 })).toThrow(
      'The where clause has more than 4 conditions',
    );
    expect(tooComplex({ id: { inq: [1, 2, 3] }, or: [{ id: 1 }, { id: 2 }] })).not.toThrow();
  });
});
