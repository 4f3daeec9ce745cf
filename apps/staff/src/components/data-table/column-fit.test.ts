import { describe, expect, it } from 'vitest';
import { fitColumns } from './column-fit.ts';

// A contract list's shape: the name, status and actions always show; the rest give way by priority.
const columns = [
  { key: 'contract', width: 140, priority: 1 },
  { key: 'customer', width: 200, priority: 1 },
  { key: 'type', width: 130, priority: 4 },
  { key: 'status', width: 170, priority: 1 },
  { key: 'commenced', width: 120, priority: 3 },
  { key: 'financed', width: 130, priority: 2 },
  { key: 'firstInvoice', width: 136, priority: 2 },
  { key: 'actions', width: 64, priority: 1 },
];

describe('fitting columns to the width', () => {
  it('shows every column when there is room, in the table order', () => {
    expect(fitColumns(columns, 2000)).toEqual(columns.map((column) => column.key));
  });

  it('gives up the least important columns first, never the name, the status or the actions', () => {
    // 574 px always show; then financed and first invoice (2), commenced (3); type (4) does not fit.
    expect(fitColumns(columns, 1000)).toEqual([
      'contract',
      'customer',
      'status',
      'commenced',
      'financed',
      'firstInvoice',
      'actions',
    ]);
    expect(fitColumns(columns, 700)).toEqual(['contract', 'customer', 'status', 'actions']);
    expect(fitColumns(columns, 100)).toEqual(['contract', 'customer', 'status', 'actions']);
  });

  it('never shows a less important column while a more important one is hidden', () => {
    // 574 + financed 130 = 704; first invoice (2) does not fit in 800, so commenced (3) stays hidden too.
    expect(fitColumns(columns, 800)).toEqual(['contract', 'customer', 'status', 'financed', 'actions']);
  });

  it("follows the user's choices first and fits the rest around them", () => {
    expect(fitColumns(columns, 1000, { type: true, financed: false })).toEqual([
      'contract',
      'customer',
      'type',
      'status',
      'commenced',
      'firstInvoice',
      'actions',
    ]);
  });

  it('keeps the columns that always show even when the user tries to hide them', () => {
    expect(fitColumns(columns, 2000, { status: false })).toContain('status');
  });
});
