import { FilterError, parseFilter, parseWhere } from '@lendline/filter';
import { describe, expect, it } from 'vitest';
import { readQueryObject } from '../../src/filter-sql/index.ts';
import { createUserModelsWithoutTables } from './support/models-without-tables.ts';

const { userModel } = createUserModelsWithoutTables();

function readError(query: string): FilterError {
  try {
    readQueryObject(query, 'filter');
  } catch (error) {
    if (error instanceof FilterError) return error;
    throw error;
  }
  throw new Error('expected a FilterError');
}

describe('readQueryObject: JSON form', () => {
  it('parses ?filter={json}', () => {
    const filter = { where: { email: { ilike: '%a+b&c%' } }, order: 'id DESC', limit: 5 };
    expect(readQueryObject(`filter=${encodeURIComponent(JSON.stringify(filter))}&x=1`, 'filter')).toEqual(
      filter,
    );
    expect(readQueryObject(`where=${encodeURIComponent('{"isActive":true}')}`, 'where')).toEqual({
      isActive: true,
    });
  });

  it('treats an absent or empty parameter as no filter', () => {
    for (const query of ['', 'x=1', 'filter=', 'filter', 'where=1']) {
      expect(readQueryObject(query, 'filter')).toBeUndefined();
    }
  });

  it('refuses invalid JSON with LoopBack body and details', () => {
    const error = readError('filter=notjson');
    expect(error.toJSON()).toEqual({
      statusCode: 400,
      name: 'BadRequestError',
      message: 'Invalid data "notjson" for parameter "filter".',
      code: 'INVALID_PARAMETER_VALUE',
      details: { syntaxError: 'Unexpected token \'o\', "notjson" is not valid JSON' },
    });
  });

  it('refuses __proto__ and constructor.prototype keys at any depth', () => {
    const proto = readError(`filter=${encodeURIComponent('{"where":{"__proto__":{"isAdmin":true}}}')}`);
    expect(proto).toMatchObject({
      code: 'INVALID_PARAMETER_VALUE',
      details: { syntaxError: 'JSON string cannot contain "__proto__" key.' },
    });
    const constructor = readError(
      `filter=${encodeURIComponent('{"where":{"constructor":{"prototype":{"isAdmin":true}}}}')}`,
    );
    expect(constructor.details).toEqual({
      syntaxError: 'JSON string cannot contain "constructor.prototype" key.',
    });
    expect(({} as Record<string, unknown>)['isAdmin']).toBeUndefined();
  });
});

describe('readQueryObject: bracket form', () => {
  it('builds the filter object with string values that parseFilter coerces', () => {
    const raw = readQueryObject(
      'filter[where][isActive]=true&filter[order]=id%20DESC&filter[limit]=5&filter[where][or][0][firstName]=Ann&filter[where][or][1][roleId]=2&filter[fields][id]=true',
      'filter',
    );
    expect(raw).toEqual({
      where: { isActive: 'true', or: [{ firstName: 'Ann' }, { roleId: '2' }] },
      order: 'id DESC',
      limit: '5',
      fields: { id: 'true' },
    });
    expect(parseFilter(raw, userModel)).toMatchObject({
      where: { kind: 'and', conditions: [{ value: true }, { kind: 'or' }] },
      order: [{ field: 'id', direction: 'DESC' }],
      limit: 5,
      fields: ['id'],
    });
  });

  it('reads /count?where[isActive]=true', () => {
    expect(parseWhere(readQueryObject('where[isActive]=true', 'where'), userModel)).toEqual({
      kind: 'compare',
      field: 'isActive',
      operator: 'eq',
      value: true,
    });
  });

  it('turns repeated keys into an array, and refuses a single inq value with the juggler message', () => {
    expect(
      parseWhere(readQueryObject('where[roleId][inq]=1&where[roleId][inq]=3', 'where'), userModel),
    ).toMatchObject({
      kind: 'in',
      values: [1, 3],
    });
    expect(() => parseFilter(readQueryObject('filter[where][roleId][inq]=2', 'filter'), userModel)).toThrow(
      'The roleId property has invalid clause {"inq":"2"}: Error: Value is not an array or object with sequential numeric indices',
    );
    // Indices past qs's arrayLimit stay object keys; with a gap they are not a list.
    const sparse = readQueryObject(
      'filter[where][roleId][inq][0]=1&filter[where][roleId][inq][1500]=2',
      'filter',
    );
    expect(() => parseFilter(sparse, userModel)).toThrow(
      'Error: Value is not an array or object with sequential numeric indices',
    );
  });

  it('accepts lists longer than qs arrayLimit as sequentially keyed objects', () => {
    const query = Array.from({ length: 1500 }, (_, index) => `where[id][inq]=${index}`).join('&');
    const where = parseWhere(readQueryObject(query, 'where'), userModel);
    expect(where).toMatchObject({ kind: 'in' });
    expect(where?.kind === 'in' ? where.values : []).toHaveLength(1500);
  });

  it('drops prototype keys without polluting anything', () => {
    const raw = readQueryObject(
      'filter[where][__proto__][isAdmin]=1&filter[where][constructor][prototype][isAdmin]=1&filter[__proto__][isAdmin]=1&filter[limit]=2',
      'filter',
    );
    expect(raw).toEqual({ limit: '2' });
    expect(parseFilter(raw, userModel)).toMatchObject({ where: undefined, limit: 2 });
    expect(({} as Record<string, unknown>)['isAdmin']).toBeUndefined();
  });

  it('turns brackets deeper than 5 levels into a literal key, which the parser refuses', () => {
    const raw = readQueryObject('filter[where][or][0][and][0][email][like]=a%25', 'filter');
    expect(raw).toEqual({ where: { or: [{ and: [{ '[email][like]': 'a%' }] }] } });
    expect(() => parseFilter(raw, userModel)).toThrow(
      'The where property "[email][like]" is not a property of RgntsAppsUser',
    );
  });

  it('hands a mix of JSON and bracket forms to the parser, which refuses it', () => {
    expect(() => parseFilter(readQueryObject('filter={}&filter[limit]=1', 'filter'), userModel)).toThrow(
      FilterError,
    );
  });
});
