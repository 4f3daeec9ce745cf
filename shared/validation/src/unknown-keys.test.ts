import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { unknownKeys } from './unknown-keys.ts';

const schema = v.object({
  name: v.string(),
  owner: v.optional(v.nullable(v.object({ first: v.string() }))),
  items: v.pipe(v.array(v.object({ cost: v.number() })), v.minLength(1)),
  tags: v.array(v.string()),
});

describe('unknownKeys', () => {
  it('lists the keys a schema does not declare, at any depth', () => {
    expect(
      unknownKeys(schema, {
        name: 'x',
        isAdmin: true,
        owner: { first: 'A', age: 40 },
        items: [{ cost: 1 }, { cost: 2, discount: 1 }],
        tags: ['a'],
      }),
    ).toEqual([
      { path: [], key: 'isAdmin' },
      { path: ['owner'], key: 'age' },
      { path: ['items', 1], key: 'discount' },
    ]);
  });

  it('finds none in a declared body, and leaves wrong types to the schema', () => {
    expect(unknownKeys(schema, { name: 'x', owner: null, items: [], tags: [] })).toEqual([]);
    expect(unknownKeys(schema, { name: 'x', owner: 'nobody', items: 'none' })).toEqual([]);
    expect(unknownKeys(schema, [1, 2])).toEqual([]);
  });
});
