import { describe, expect, it } from 'vitest';
import { findTextFaults, fitsIntegerColumn, textFault } from './storable-values.ts';

describe('values the database can store', () => {
  it('knows the whole numbers of each integer column type', () => {
    expect(fitsIntegerColumn(2_147_483_647, 'integer')).toBe(true);
    expect(fitsIntegerColumn(2_147_483_648, 'integer')).toBe(false);
    expect(fitsIntegerColumn(-2_147_483_648, 'integer')).toBe(true);
    expect(fitsIntegerColumn(1.5, 'integer')).toBe(false);
    expect(fitsIntegerColumn(99_999_999_999, 'bigint')).toBe(true);
    expect(fitsIntegerColumn(2 ** 53, 'bigint')).toBe(false);
    expect(fitsIntegerColumn(Number.NaN, 'bigint')).toBe(false);
  });

  it('finds NUL characters and lone surrogates, not paired ones', () => {
    expect(textFault('Ann\u0000')).toBe('nul');
    expect(textFault('\ud800')).toBe('lone-surrogate');
    expect(textFault('a\udc00b')).toBe('lone-surrogate');
    expect(textFault('Zoë 👍 \u{1F600}')).toBeUndefined();
    expect(textFault('')).toBeUndefined();
  });

  it('points at every faulty text of a JSON value, keys included', () => {
    expect(
      findTextFaults({
        name: 'ok',
        config: { 'a/b': ['fine', 'x\u0000'], ['k\ud800']: 1 },
        list: [{ note: '\udfff' }],
      }),
    ).toEqual([
      { path: '/config/k\ud800', fault: 'lone-surrogate' },
      { path: '/config/a~1b/1', fault: 'nul' },
      { path: '/list/0/note', fault: 'lone-surrogate' },
    ]);
    expect(findTextFaults('\u0000')).toEqual([{ path: '', fault: 'nul' }]);
    expect(findTextFaults({ a: 1, b: [true, null] })).toEqual([]);
  });

  it('walks a value nested deeper than the call stack, and stops at the limit', () => {
    let deep: unknown = 'end\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(findTextFaults(deep)).toHaveLength(1);
    expect(
      findTextFaults(
        Array.from({ length: 50 }, () => '\u0000'),
        5,
      ),
    ).toHaveLength(5);
  });
});
