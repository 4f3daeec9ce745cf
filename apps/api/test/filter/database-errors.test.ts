import { describe, expect, it } from 'vitest';
import { filterErrorFromDatabaseError } from '../../src/filter/index.ts';

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

  it.each(['2201B', '22P02', '22003', '22007', '22008', '22009', '22021', '22025'])(
    'turns SQLSTATE %s into a 400',
    (code) => {
      expect(filterErrorFromDatabaseError({ code, message: 'bad value' })).toMatchObject({ statusCode: 400 });
    },
  );

  it('leaves our own faults alone', () => {
    expect(
      filterErrorFromDatabaseError({ code: '42P01', message: 'relation "x" does not exist' }),
    ).toBeUndefined();
    expect(filterErrorFromDatabaseError(new Error('connection lost'))).toBeUndefined();
    expect(filterErrorFromDatabaseError('22P02')).toBeUndefined();
    expect(filterErrorFromDatabaseError(null)).toBeUndefined();
  });
});
