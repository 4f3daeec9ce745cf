import { describe, expect, it } from 'vitest';
import { filterErrorFromDatabaseError } from '../../src/filter-sql/index.ts';

describe('filterErrorFromDatabaseError', () => {
  it('turns a statement timeout into a clear 400', () => {
    expect(
      filterErrorFromDatabaseError({
        code: '57014',
        message: 'canceling statement due to statement timeout',
      }),
    ).toMatchObject({
      statusCode: 400,
      name: 'Error',
      code: 'QUERY_TIMEOUT',
      message: 'The query took too long; narrow the filter and try again',
    });
  });

  it.each([
    ['2201B', 'invalid regular expression: parentheses () not balanced'],
    ['22P02', 'invalid input syntax for type integer: "1.5"'],
    ['22003', 'value "99999999999" is out of range for type integer'],
    ['22007', 'invalid input syntax for type date: "x"'],
    ['22008', 'date/time field value out of range: "0000-01-01"'],
    ['22009', 'invalid value for parameter "TimeZone"'],
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00'],
    ['22P05', 'unsupported Unicode escape sequence'],
    ['22025', 'LIKE pattern must not end with escape character'],
  ])('turns SQLSTATE %s into a 400 in our own words, not "%s"', (code, message) => {
    const error = filterErrorFromDatabaseError({ code, message });
    expect(error).toMatchObject({ statusCode: 400, code: 'INVALID_FILTER' });
    expect(JSON.stringify(error?.toJSON())).not.toContain(message.slice(0, 12));
  });

  it('leaves our own faults alone', () => {
    expect(
      filterErrorFromDatabaseError({ code: '42P01', message: 'relation "x" does not exist' }),
    ).toBeUndefined();
    expect(filterErrorFromDatabaseError(new Error('connection lost'))).toBeUndefined();
    expect(filterErrorFromDatabaseError('22P02')).toBeUndefined();
    expect(filterErrorFromDatabaseError(null)).toBeUndefined();
  });
});
