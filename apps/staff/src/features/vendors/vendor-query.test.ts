import { describe, expect, it } from 'vitest';
import { activeFilterCount, VENDOR_LIST_DEFAULTS, vendorListFilter, vendorWhere } from './vendor-query.ts';

const withFilters = (filters: Partial<typeof VENDOR_LIST_DEFAULTS.filters>) => ({
  ...VENDOR_LIST_DEFAULTS,
  filters: { ...VENDOR_LIST_DEFAULTS.filters, ...filters },
});

describe('vendor list query', () => {
  it('asks for 10 by name with the active keys when nothing filters', () => {
    expect(vendorWhere(VENDOR_LIST_DEFAULTS)).toBeUndefined();
    expect(vendorListFilter(VENDOR_LIST_DEFAULTS)).toMatchObject({
      include: [{ relation: 'apiKeys', scope: { where: { status: 'active' }, fields: ['id'] } }],
      order: ['name ASC'],
      limit: 10,
      skip: 0,
    });
  });

  it('reads the enrolment filter as the quoteEnabled flag and ignores values it does not know', () => {
    expect(vendorWhere(withFilters({ enrolled: 'no', status: 'active', state: 'CA' }))).toEqual({
      and: [{ status: 'active' }, { quoteEnabled: false }, { state: 'CA' }],
    });
    expect(vendorWhere(withFilters({ enrolled: 'maybe', status: 'archived', state: 'XX' }))).toBeUndefined();
  });

  it('falls back to the default order for a sort it does not know, and counts the filters set', () => {
    const settings = {
      ...withFilters({ state: 'TX' }),
      sort: { field: 'salesRep', direction: 'desc' as const },
    };
    expect(vendorListFilter(settings).order).toEqual(['name ASC']);
    expect(activeFilterCount(settings)).toBe(1);
  });
});
