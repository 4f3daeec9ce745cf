import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { filterSchema, type FilterShape } from './filter-schema.ts';
import type { Filter, Where } from './wire-types.ts';

interface User {
  id: number;
  email: string;
  isActive: boolean;
  createdAt: Date;
}

describe('filterSchema (shared with the SPA)', () => {
  it('accepts what the SPA sends and coerces the bracket form', () => {
    expect(
      v.parse(filterSchema, {
        limit: '5',
        skip: '0',
        order: ['id DESC'],
        fields: { id: 'true' },
        include: ['permissions'],
      }),
    ).toEqual({
      limit: 5,
      skip: 0,
      order: ['id DESC'],
      fields: { id: true },
      include: [{ relation: 'permissions' }],
    });
  });

  it('rejects what LoopBack REST rejects', () => {
    for (const raw of [
      { limit: 0 },
      { skip: -1 },
      { order: { id: 'DESC' } },
      { include: { relation: 'x' } },
      { foo: 1 },
      { where: [] },
    ]) {
      expect(v.safeParse(filterSchema, raw).success).toBe(false);
    }
  });

  it('types filters by model', () => {
    const where: Where<User> = {
      and: [{ createdAt: { gte: '2024-01-01' } }, { isActive: true }],
      email: { ilike: '%a%' },
    };
    const filter: Filter<User> = { where, order: ['email DESC'], fields: { id: true }, limit: 10 };
    expectTypeOf(filter.where).toEqualTypeOf<Where<User> | undefined>();
    // @ts-expect-error an unknown property is a type error
    const wrong: Where<User> = { nosuch: 1 };
    expect(wrong).toBeDefined();
    expectTypeOf<v.InferOutput<typeof filterSchema>>().toEqualTypeOf<FilterShape>();
  });
});
