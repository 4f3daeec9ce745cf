import { CONTRACT_SORT_FIELDS } from '@lendline/portfolio';
import { describe, expect, it } from 'vitest';
import { ORDER_FIELDS } from './contract-query.ts';

describe('the contract list sort', () => {
  it('orders only by the fields the server keeps an index for, and by all of them', () => {
    expect(Object.values(ORDER_FIELDS).sort()).toEqual([...CONTRACT_SORT_FIELDS].sort());
  });
});
