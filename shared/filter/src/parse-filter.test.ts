import { describe, expect, it } from 'vitest';
import { FilterError } from './filter-error.ts';
import { parseFilter, parseFilterExcludingWhere } from './parse-filter.ts';
import { nestedAnd, roleModel, userModel } from './test-support/models.ts';

const ALL_USER_FIELDS = ['id', 'email', 'isActive', 'roleId', 'createdAt', 'note', 'config'];

function filterError(raw: unknown, limits?: Parameters<typeof parseFilter>[2]): FilterError {
  try {
    parseFilter(raw, userModel, limits);
  } catch (error) {
    if (error instanceof FilterError) return error;
    throw error;
  }
  throw new Error('expected a FilterError');
}

describe('parseFilter: defaults and paging', () => {
  it('turns no filter into every field, id order and the clamped limit', () => {
    const expected = {
      where: undefined,
      fields: ALL_USER_FIELDS,
      order: [{ field: 'id', direction: 'ASC' }],
      limit: 100_000,
      skip: 0,
      include: [],
    };
    expect(parseFilter(undefined, userModel)).toEqual(expected);
    expect(parseFilter({}, userModel)).toEqual(expected);
  });

  it('coerces numeric strings from the bracket form', () => {
    expect(parseFilter({ limit: '5', skip: '10' }, userModel)).toMatchObject({ limit: 5, skip: 10 });
    expect(parseFilter({ offset: 2, limit: 3 }, userModel)).toMatchObject({ limit: 3, skip: 2 });
  });

  it('keeps the LoopBack quirk: skip without limit returns a page of 100', () => {
    expect(parseFilter({ skip: 1 }, userModel)).toMatchObject({ limit: 100, skip: 1 });
    expect(parseFilter({ skip: 0 }, userModel)).toMatchObject({ limit: 100_000, skip: 0 });
  });

  it('clamps a huge limit instead of refusing it', () => {
    expect(parseFilter({ limit: 100_000_000 }, userModel).limit).toBe(100_000);
    expect(parseFilter({ limit: 100_000_000 }, userModel, { maxLimit: 50 }).limit).toBe(50);
    expect(parseFilter({ skip: 5 }, userModel, { maxLimit: 50 }).limit).toBe(50);
  });

  it.each([
    [{ limit: -1 }, 'The limit parameter -1 is not valid'],
    [{ limit: 0 }, 'The limit parameter 0 is not valid'],
    [{ limit: 1.5 }, 'The limit parameter 1.5 is not valid'],
    [{ limit: '1.5' }, 'The limit parameter "1.5" is not valid'],
    [{ skip: -1, limit: 2 }, 'The offset/skip parameter -1 is not valid'],
    [{ offset: -3 }, 'The offset/skip parameter -3 is not valid'],
  ])('words a lone out-of-range paging number like the juggler: %j', (raw, message) => {
    expect(filterError(raw)).toMatchObject({
      statusCode: 400,
      name: 'Error',
      code: 'INVALID_FILTER',
      message,
    });
  });

  it.each([{ limit: 'abc' }, { limit: [] }, { limit: {} }, { limit: true }, { limit: null }, { skip: 'x' }])(
    'refuses a non-numeric paging value %j as a schema error',
    (raw) => {
      const key = Object.keys(raw)[0];
      expect(filterError(raw)).toMatchObject({
        name: 'BadRequestError',
        code: 'INVALID_PARAMETER_VALUE',
        message: `Invalid data ${JSON.stringify(raw)} for parameter "filter".`,
        details: [{ path: `/${key}`, code: 'type', message: 'must be integer', info: { type: 'integer' } }],
      });
    },
  );
});

describe('parseFilter: schema errors read like LoopBack REST', () => {
  it('refuses unknown top-level keys', () => {
    expect(filterError({ foo: 1, where: {} })).toMatchObject({
      details: [
        {
          path: '',
          code: 'additionalProperties',
          message: 'must NOT have additional properties',
          info: { additionalProperty: 'foo' },
        },
      ],
    });
  });

  it.each([[[]], ['x'], [5], [null]])('refuses a filter that is not an object: %j', (raw) => {
    expect(filterError(raw)).toMatchObject({
      name: 'BadRequestError',
      details: [{ path: '', code: 'type', message: 'must be object', info: { type: 'object' } }],
    });
  });

  it.each([
    [{ where: [] }, '/where', 'must be object'],
    [{ where: 'x' }, '/where', 'must be object'],
    [{ order: { id: 'DESC' } }, '/order', 'must be string or array'],
    [{ order: ['id', 5] }, '/order/1', 'must be string'],
    [{ fields: ['id', 5] }, '/fields/1', 'must be string'],
    [{ fields: { id: 'yes' } }, '/fields/id', 'must be boolean'],
    [{ include: { relation: 'permissions' } }, '/include', 'must be array'],
    [{ include: [5] }, '/include/0', 'must be object'],
  ])('refuses %j at %s', (raw, path, message) => {
    expect(filterError(raw)).toMatchObject({
      code: 'INVALID_PARAMETER_VALUE',
      details: [{ path, code: 'type', message }],
    });
  });

  it.each([
    [{ fields: 'id' }],
    [{ fields: 5 }],
    [{ include: [{ relation: 'permissions', scope: { fields: 'id' } }] }],
  ])('refuses %j as the LoopBack REST layer does: fields is an object or an array, not a string', (raw) => {
    const at = 'include' in raw ? '/include/0/scope/fields' : '/fields';
    expect(filterError(raw)).toMatchObject({
      name: 'BadRequestError',
      code: 'INVALID_PARAMETER_VALUE',
      message: `Invalid data ${JSON.stringify(raw)} for parameter "filter".`,
      details: [
        { path: at, code: 'type', message: 'must be object', info: { type: 'object' } },
        { path: at, code: 'type', message: 'must be array', info: { type: 'array' } },
        {
          path: at,
          code: 'oneOf',
          message: 'must match exactly one schema in oneOf',
          info: { passingSchemas: null },
        },
      ],
    });
  });

  it('reports a missing relation and unknown keys inside an include', () => {
    expect(filterError({ include: [{ scope: {} }] }).details).toEqual([
      {
        path: '/include/0',
        code: 'required',
        message: "must have required property 'relation'",
        info: { missingProperty: 'relation' },
      },
    ]);
    expect(filterError({ include: [{ relation: 'permissions', scope: { totalLimit: 1 } }] }).details).toEqual(
      [
        {
          path: '/include/0/scope',
          code: 'additionalProperties',
          message: 'must NOT have additional properties',
          info: { additionalProperty: 'totalLimit' },
        },
      ],
    );
  });

  it('refuses a where on GET /x/{id}', () => {
    expect(() => parseFilterExcludingWhere({ where: { id: 1 } }, userModel)).toThrow(
      expect.objectContaining({
        name: 'BadRequestError',
        details: [
          expect.objectContaining({ code: 'additionalProperties', info: { additionalProperty: 'where' } }),
        ],
      }),
    );
    expect(parseFilterExcludingWhere({ fields: ['id'] }, userModel).fields).toEqual(['id']);
  });
});

describe('parseFilter: fields', () => {
  it.each([
    [
      ['email', 'id'],
      ['id', 'email'],
    ],
    [[], ALL_USER_FIELDS],
    [{}, ALL_USER_FIELDS],
    [{ email: false, id: true }, ['id']],
    [{ email: 'true' }, ['email']],
    [{ email: false, config: false }, ['id', 'isActive', 'roleId', 'createdAt', 'note']],
    [{ notExist: false }, ALL_USER_FIELDS],
    [{ passwordHash: false, id: true }, ['id']],
  ])('%j selects %j', (fields, expected) => {
    expect(parseFilter({ fields }, userModel).fields).toEqual(expected);
  });

  it.each([
    [
      { fields: ['nosuch'] },
      {
        path: '/fields/0',
        code: 'enum',
        message: 'must be equal to one of the allowed values',
        info: { allowedValues: ALL_USER_FIELDS },
      },
    ],
    [
      { fields: ['passwordHash'] },
      {
        path: '/fields/0',
        code: 'enum',
        message: 'must be equal to one of the allowed values',
        info: { allowedValues: ALL_USER_FIELDS },
      },
    ],
    [
      { fields: ['id', 'email', 'id'] },
      {
        path: '/fields',
        code: 'uniqueItems',
        message: 'must NOT have duplicate items (items ## 2 and 0 are identical)',
        info: { i: 2, j: 0 },
      },
    ],
    [
      { fields: { 'id"; drop': true } },
      {
        path: '/fields',
        code: 'additionalProperties',
        message: 'must NOT have additional properties',
        info: { additionalProperty: 'id"; drop' },
      },
    ],
  ])('refuses %j', (raw, detail) => {
    expect(filterError(raw)).toMatchObject({
      name: 'BadRequestError',
      code: 'INVALID_PARAMETER_VALUE',
      details: [detail],
    });
  });
});

describe('parseFilter: include', () => {
  it('accepts names, {relation} and {relation, scope}, parsing the scope against the target model', () => {
    const ast = parseFilter(
      {
        include: [
          {
            relation: 'permissions',
            scope: {
              fields: ['name'],
              where: { name: 'Admin' },
              include: [{ relation: 'users', scope: { limit: 2 } }],
            },
          },
        ],
      },
      userModel,
    );
    expect(ast.include).toEqual([
      {
        relation: 'permissions',
        scope: {
          where: { kind: 'compare', field: 'name', operator: 'eq', value: 'Admin' },
          fields: ['name'],
          order: [{ field: 'id', direction: 'ASC' }],
          limit: 100_000,
          skip: 0,
          include: [
            { relation: 'users', scope: expect.objectContaining({ limit: 2, fields: ALL_USER_FIELDS }) },
          ],
        },
      },
    ]);
    expect(parseFilter({ include: ['permissions'] }, userModel).include).toEqual([
      expect.objectContaining({ relation: 'permissions' }),
    ]);
  });

  it('refuses an unknown relation, at any depth, with the allowed names', () => {
    expect(filterError({ include: ['nosuch'] }).details).toEqual([
      {
        path: '/include/0/relation',
        code: 'enum',
        message: 'must be equal to one of the allowed values',
        info: { allowedValues: ['permissions'] },
      },
    ]);
    expect(
      filterError({ include: [{ relation: 'permissions', scope: { include: ['toString'] } }] }).details,
    ).toEqual([
      expect.objectContaining({
        path: '/include/0/scope/include/0/relation',
        info: { allowedValues: ['users'] },
      }),
    ]);
  });

  it('refuses a repeated relation, too many entries and too deep a nesting', () => {
    expect(filterError({ include: ['permissions', { relation: 'permissions' }] })).toMatchObject({
      code: 'INVALID_INCLUSION_FILTER',
      message: 'Invalid "filter.include" entries: the relation "permissions" is included more than once',
    });
    // user -> permissions (role) -> users -> permissions ..., `levels` includes deep.
    const deep = (levels: number, from = 0): Record<string, unknown> => {
      if (levels === from) return {};
      const relation = from % 2 === 0 ? 'permissions' : 'users';
      return { include: [{ relation, scope: deep(levels, from + 1) }] };
    };
    expect(() => parseFilter(deep(3), userModel)).not.toThrow();
    expect(filterError(deep(4))).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      message: 'Includes may be nested at most 3 levels deep',
    });
    expect(filterError(deep(3), { maxIncludeEntries: 2 })).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      message: 'A filter may include at most 2 relations',
    });
  });
});

describe('parseFilter: the whole filter is scanned first', () => {
  it('counts depth from the filter root, so the vector "edge too-deep where" fails and 10 levels pass', () => {
    expect(() => parseFilter({ where: nestedAnd(10) }, userModel)).not.toThrow();
    expect(() => parseFilter({ where: nestedAnd(15) }, userModel)).not.toThrow();
    expect(() => parseFilter({ where: nestedAnd(16) }, userModel)).toThrow(
      'The query object exceeds maximum depth 32',
    );
    expect(filterError({ where: nestedAnd(21) })).toMatchObject({ code: 'QUERY_OBJECT_TOO_DEEP' });
  });

  it('refuses $ operators and prototype keys inside include scopes too', () => {
    expect(
      filterError({ include: [{ relation: 'permissions', scope: { where: { id: { $gt: 1 } } } }] }).code,
    ).toBe('OPERATOR_NOT_ALLOWED_IN_QUERY');
    expect(filterError(JSON.parse('{"fields":{"__proto__":true}}')).message).toBe(
      'The query object cannot contain the key "__proto__"',
    );
  });

  it('serialises to the LoopBack error envelope body', () => {
    expect(filterError({ order: 'seq ABC' }).toJSON()).toEqual({
      statusCode: 400,
      name: 'Error',
      message: 'The order "seq ABC" has invalid direction',
      code: 'INVALID_FILTER',
    });
    expect(filterError({ foo: 1 }).toJSON()).toHaveProperty('details');
  });

  it('parses a role filter against the role model', () => {
    expect(parseFilter({ where: { name: { ilike: '%adm%' } } }, roleModel).where).toMatchObject({
      kind: 'like',
    });
  });
});
