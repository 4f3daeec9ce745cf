import { describe, expect, it } from 'vitest';
import { parseOrder } from './parse-order.ts';
import { userModel } from './test-support/models.ts';

describe('parseOrder', () => {
  it('defaults to the id, ascending', () => {
    expect(parseOrder(undefined, userModel)).toEqual([{ field: 'id', direction: 'ASC' }]);
    expect(parseOrder([], userModel)).toEqual([{ field: 'id', direction: 'ASC' }]);
    expect(parseOrder('', userModel)).toEqual([{ field: 'id', direction: 'ASC' }]);
  });

  it('splits comma-joined clauses, accepts any case and appends the id tiebreak', () => {
    expect(parseOrder(['email desc, createdAt', 'isActive Asc'], userModel)).toEqual([
      { field: 'email', direction: 'DESC' },
      { field: 'createdAt', direction: 'ASC' },
      { field: 'isActive', direction: 'ASC' },
      { field: 'id', direction: 'ASC' },
    ]);
  });

  it('keeps an explicit id direction and drops a repeated field', () => {
    expect(parseOrder('id DESC, email, id ASC, email DESC', userModel)).toEqual([
      { field: 'id', direction: 'DESC' },
      { field: 'email', direction: 'ASC' },
    ]);
  });

  it.each([
    ['seq ABC', 'The order "seq ABC" has invalid direction'],
    ['id; DROP TABLE x', 'The order "id; DROP TABLE x" has invalid direction'],
    ['id ASC NULLS FIRST', 'The order "id ASC NULLS FIRST" has invalid direction'],
    ['nosuch DESC', 'The order "nosuch DESC" refers to "nosuch", which is not a property of User'],
    ['toString', 'The order "toString" refers to "toString", which is not a property of User'],
    ['config', 'The order "config" refers to "config", which cannot be sorted on'],
    ['note DESC', 'The order "note DESC" refers to "note", which cannot be sorted on'],
  ])('refuses %j', (order, message) => {
    expect(() => parseOrder(order, userModel)).toThrow(
      expect.objectContaining({ statusCode: 400, name: 'Error', message }),
    );
  });
});
