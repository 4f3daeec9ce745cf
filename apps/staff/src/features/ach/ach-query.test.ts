import { describe, expect, it } from 'vitest';
import {
  ACH_BATCH_LIST_DEFAULTS,
  achBatchListFilter,
  achBatchWhere,
  activeAchBatchFilterCount,
  type AchBatchFilters,
} from './ach-query.ts';
import type { ListSettings } from '../../components/data-table/list-settings.ts';

const withFilters = (
  filters: Partial<AchBatchFilters>,
  more: Partial<ListSettings<AchBatchFilters>> = {},
): ListSettings<AchBatchFilters> => ({
  ...ACH_BATCH_LIST_DEFAULTS,
  ...more,
  filters: { ...ACH_BATCH_LIST_DEFAULTS.filters, ...filters },
});

describe('ACH batch list query', () => {
  it('asks nothing narrower than every batch by default, newest effective date first', () => {
    const filter = achBatchListFilter(ACH_BATCH_LIST_DEFAULTS);
    expect(filter.where).toBeUndefined();
    expect(filter.order).toEqual(['effectiveDate DESC']);
    expect(filter).toMatchObject({ limit: 10, skip: 0 });
    expect(filter.fields).toContain('debitTotal');
    expect(activeAchBatchFilterCount(ACH_BATCH_LIST_DEFAULTS)).toBe(0);
  });

  it('matches each search word in name, company or description, literally', () => {
    expect(achBatchWhere(withFilters({ search: ' 100% ach ' }))).toEqual({
      and: [
        {
          or: [
            { batchName: { ilike: '%100\\%%' } },
            { companyName: { ilike: '%100\\%%' } },
            { entryDescription: { ilike: '%100\\%%' } },
          ],
        },
        {
          or: [
            { batchName: { ilike: '%ach%' } },
            { companyName: { ilike: '%ach%' } },
            { entryDescription: { ilike: '%ach%' } },
          ],
        },
      ],
    });
  });

  it('narrows by statuses, purpose, SEC code and effective dates, ignoring stale codes', () => {
    const settings = withFilters(
      { status: 'DRAFT,BOGUS,REJECTED', purpose: 'PRENOTE', secCode: 'WEB' },
      { dateRange: ['2026-11-01', '2026-11-30'] },
    );
    expect(achBatchWhere(settings)).toEqual({
      and: [
        { status: { inq: ['DRAFT', 'REJECTED'] } },
        { purpose: 'PRENOTE' },
        { effectiveDate: { between: ['2026-11-01', '2026-11-30'] } },
      ],
    });
    expect(activeAchBatchFilterCount(settings)).toBe(4);
  });

  it('sorts by a known column and pages by skip, falling back to the default sort', () => {
    const sorted = achBatchListFilter(
      withFilters(
        {},
        { sort: { field: 'debitTotal', direction: 'asc' }, pagination: { page: 3, perPage: 25 } },
      ),
    );
    expect(sorted).toMatchObject({ order: ['debitTotal ASC'], limit: 25, skip: 50 });
    const unknown = achBatchListFilter(withFilters({}, { sort: { field: 'nope', direction: 'asc' } }));
    expect(unknown.order).toEqual(['effectiveDate DESC']);
  });
});
