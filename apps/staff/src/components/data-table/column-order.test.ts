import { describe, expect, it } from 'vitest';
import { anchoredKeys, movedColumnOrder, orderColumns } from './column-order.ts';

const columns = [
  { key: 'name', priority: 1 },
  { key: 'status', priority: 1 },
  { key: 'amount' },
  { key: 'notes', priority: 3 },
  { key: 'actions', priority: 1 },
];
const anchored = anchoredKeys(columns, true);
const keys = (list: readonly { key: string }[]) => list.map((column) => column.key);

describe('the order of the columns', () => {
  it('anchors an always-shown first column and a pinned last one only', () => {
    expect([...anchored]).toEqual(['name', 'actions']);
    expect([...anchoredKeys(columns, false)]).toEqual(['name']);
    expect([...anchoredKeys([{ key: 'amount' }, { key: 'name', priority: 1 }], false)]).toEqual([]);
  });

  it('is the default order without a saved one', () => {
    expect(keys(orderColumns(columns, undefined, anchored))).toEqual(keys(columns));
    expect(keys(orderColumns(columns, [], anchored))).toEqual(keys(columns));
  });

  it('follows the saved order, keeping the anchored columns in place whatever it says', () => {
    expect(keys(orderColumns(columns, ['actions', 'notes', 'amount', 'status', 'name'], anchored))).toEqual([
      'name',
      'notes',
      'amount',
      'status',
      'actions',
    ]);
  });

  it('ignores unknown and repeated keys and puts new columns after their default neighbour', () => {
    // 'amount' is new: it follows 'status', as by default. A new first column goes first.
    expect(keys(orderColumns(columns, ['notes', 'gone', 'notes', 'status'], anchored))).toEqual([
      'name',
      'notes',
      'status',
      'amount',
      'actions',
    ]);
    expect(keys(orderColumns(columns, ['notes', 'amount'], anchored))).toEqual([
      'name',
      'status',
      'notes',
      'amount',
      'actions',
    ]);
  });

  it('moves a column one place among the movable ones and saves every movable key', () => {
    expect(movedColumnOrder(columns, anchored, 'amount', -1)).toEqual(['amount', 'status', 'notes']);
    expect(movedColumnOrder(columns, anchored, 'amount', 1)).toEqual(['status', 'notes', 'amount']);
    // At either end, and for an anchored column, nothing moves.
    expect(movedColumnOrder(columns, anchored, 'status', -1)).toEqual(['status', 'amount', 'notes']);
    expect(movedColumnOrder(columns, anchored, 'notes', 1)).toEqual(['status', 'amount', 'notes']);
    expect(movedColumnOrder(columns, anchored, 'name', 1)).toEqual(['status', 'amount', 'notes']);
  });
});
