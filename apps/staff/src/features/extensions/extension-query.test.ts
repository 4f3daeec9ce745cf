import { describe, expect, it } from 'vitest';
import type { ListSettings } from '../../components/data-table/list-settings.ts';
import {
  activeFilterCount,
  gpInvoicesFilter,
  GP_INVOICES_DEFAULTS,
  INVOICING_EXTENSIONS_DEFAULTS,
  INVOICING_SEARCH_FIELDS,
  invoicingExtensionsFilter,
  NEW_EXTENSION_SEARCH_FIELDS,
  NEW_EXTENSIONS_DEFAULTS,
  newExtensionsFilter,
  runBillingSource,
  searchTerms,
} from './extension-query.ts';

const withFilters = <F extends Record<string, string>>(
  defaults: ListSettings<F>,
  filters: Partial<F>,
): ListSettings<F> => ({
  ...defaults,
  filters: { ...defaults.filters, ...filters },
});

describe('the Extensions lists as LoopBack filters (product-spec §7)', () => {
  it('asks the first page soonest first, with the id breaking ties, and nothing else when nothing filters', () => {
    expect(newExtensionsFilter(NEW_EXTENSIONS_DEFAULTS)).toEqual({
      order: ['extFirstPaymentDate ASC', 'id ASC'],
      limit: 10,
      skip: 0,
    });
    expect(invoicingExtensionsFilter(INVOICING_EXTENSIONS_DEFAULTS).order).toEqual([
      'invoiceDate ASC',
      'id ASC',
    ]);
    expect(gpInvoicesFilter(GP_INVOICES_DEFAULTS)).toEqual({
      where: { and: [{ status: { inq: ['DRAFT', 'POST_FAILED'] } }] },
      order: ['invoiceDate DESC', 'id ASC'],
      limit: 10,
      skip: 0,
    });
  });

  it('sends the billing sources as an in-list, one choice as equality, and the date range on the view date', () => {
    const settings = {
      ...withFilters(NEW_EXTENSIONS_DEFAULTS, { billingSource: 'PORTFOLIO,FUNDER', paymentMethod: 'ACH' }),
      dateRange: ['2026-01-01', '2026-12-31'] as [string, string],
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'paymentAmount', direction: 'desc' as const },
    };
    expect(newExtensionsFilter(settings)).toEqual({
      where: {
        and: [
          { billingSource: { inq: ['PORTFOLIO', 'FUNDER'] } },
          { paymentMethod: 'ACH' },
          { maturityDate: { between: ['2026-01-01', '2026-12-31'] } },
        ],
      },
      order: ['paymentAmount DESC', 'id ASC'],
      limit: 25,
      skip: 50,
    });
    // One billing source is still the spec's in-list.
    const invoicing = invoicingExtensionsFilter({
      ...withFilters(INVOICING_EXTENSIONS_DEFAULTS, { billingSource: 'VENDOR', paymentType: 'RENTAL' }),
      dateRange: ['2026-12-01', '2026-12-31'],
    });
    expect(invoicing.where).toEqual({
      and: [
        { billingSource: { inq: ['VENDOR'] } },
        { paymentType: 'RENTAL' },
        { invoiceDate: { between: ['2026-12-01', '2026-12-31'] } },
      ],
    });
  });

  it("searches each word in an or over the spec's search fields, its own % and _ taken literally", () => {
    const where = newExtensionsFilter(withFilters(NEW_EXTENSIONS_DEFAULTS, { search: '  whit 10_% ' }))
      .where as {
      and: { or: Record<string, { ilike: string }>[] }[];
    };
    expect(where.and).toHaveLength(2);
    expect(where.and[0]!.or.map((term) => Object.keys(term)[0])).toEqual([...NEW_EXTENSION_SEARCH_FIELDS]);
    expect(where.and[0]!.or[0]).toEqual({ contractId: { ilike: '%whit%' } });
    expect(where.and[1]!.or[1]).toEqual({ customerName: { ilike: '%10\\_\\%%' } });
    expect(searchTerms('ach', INVOICING_SEARCH_FIELDS)[0]!.or).toHaveLength(8);
    expect(searchTerms('   ', INVOICING_SEARCH_FIELDS)).toEqual([]);
  });

  it('falls back to the default order for a column the view cannot sort by', () => {
    const filter = newExtensionsFilter({
      ...NEW_EXTENSIONS_DEFAULTS,
      sort: { field: 'sendTo', direction: 'desc' },
    });
    expect(filter.order).toEqual(['extFirstPaymentDate ASC', 'id ASC']);
  });

  it('counts the filters set beyond the search, and starts a run on the one billing source chosen', () => {
    expect(
      activeFilterCount(
        withFilters(NEW_EXTENSIONS_DEFAULTS, { search: 'x', billingSource: 'FUNDER' }),
        NEW_EXTENSIONS_DEFAULTS,
      ),
    ).toBe(1);
    expect(
      activeFilterCount(
        { ...GP_INVOICES_DEFAULTS, dateRange: ['2026-01-01', '2026-01-31'] },
        GP_INVOICES_DEFAULTS,
      ),
    ).toBe(1);
    // The GP list starts on what waits for GP: no filter set there; every status is one.
    expect(activeFilterCount(GP_INVOICES_DEFAULTS, GP_INVOICES_DEFAULTS)).toBe(0);
    expect(activeFilterCount(withFilters(GP_INVOICES_DEFAULTS, { status: '' }), GP_INVOICES_DEFAULTS)).toBe(
      1,
    );
    expect(runBillingSource('FUNDER')).toBe('FUNDER');
    expect(runBillingSource('FUNDER,VENDOR')).toBe('ALL');
    expect(runBillingSource('')).toBe('ALL');
  });
});
