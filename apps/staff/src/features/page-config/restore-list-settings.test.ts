import { describe, expect, it } from 'vitest';
import type { ListSettings } from '../../components/data-table/list-settings.ts';
import { restoreListSettings } from './restore-list-settings.ts';

const DEFAULTS: ListSettings<{ search: string; status: string }> = {
  filters: { search: '', status: '' },
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'name', direction: 'asc' },
  dateRange: null,
};

describe('restoring list settings from the stored page config', () => {
  it('takes every part that is well formed', () => {
    const stored = {
      filters: { search: 'del', status: 'inactive' },
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'email', direction: 'desc' },
      dateRange: ['2026-10-01', '2026-10-31'],
    };
    expect(restoreListSettings(stored, DEFAULTS)).toEqual(stored);
  });

  it('falls back part by part, so a cleared or older config never breaks the list', () => {
    expect(
      restoreListSettings(
        {
          filters: { search: 42, other: 'x' },
          pagination: { page: 0, perPage: 7 },
          sort: { field: 'email', direction: 'up' },
          dateRange: ['2026-10-31', '2026-10-01'],
        },
        DEFAULTS,
      ),
    ).toEqual(DEFAULTS);
  });

  it('keeps what Reset Default Config leaves (the date range) and defaults the rest', () => {
    expect(restoreListSettings({ dateRange: ['2026-01-01', '2026-01-31'] }, DEFAULTS)).toEqual({
      ...DEFAULTS,
      dateRange: ['2026-01-01', '2026-01-31'],
    });
  });

  it('reads nothing from a value that is not an object', () => {
    expect(restoreListSettings('{"filters":{}}', DEFAULTS)).toBe(DEFAULTS);
    expect(restoreListSettings(undefined, DEFAULTS)).toBe(DEFAULTS);
  });

  it("keeps the column chooser's choices, dropping anything that is not a yes or no", () => {
    expect(restoreListSettings({ columns: { notes: true, type: false, width: 200 } }, DEFAULTS)).toEqual({
      ...DEFAULTS,
      columns: { notes: true, type: false },
    });
    expect(restoreListSettings({ columns: ['notes'] }, DEFAULTS)).toEqual(DEFAULTS);
  });

  it('keeps the chosen column order as string keys, each once', () => {
    expect(
      restoreListSettings({ columns: { notes: true }, columnOrder: ['notes', 3, 'type', 'notes'] }, DEFAULTS),
    ).toEqual({ ...DEFAULTS, columns: { notes: true }, columnOrder: ['notes', 'type'] });
    expect(restoreListSettings({ columnOrder: 'notes,type' }, DEFAULTS)).toEqual(DEFAULTS);
    expect(restoreListSettings({ columnOrder: [] }, DEFAULTS)).toEqual(DEFAULTS);
  });

  it('reads choices saved before columns could move without an order (the default order applies)', () => {
    expect(restoreListSettings({ columns: { notes: false } }, DEFAULTS)).not.toHaveProperty('columnOrder');
  });
});
