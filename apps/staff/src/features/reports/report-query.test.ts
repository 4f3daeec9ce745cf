import { describe, expect, it } from 'vitest';
import {
  drillTargets,
  readReportQuery,
  reportFilter,
  reportHref,
  reportSearch,
  type ReportLinks,
} from './report-query.ts';

const links: ReportLinks = {
  cards: '/extensions/report/cards',
  list: '/extensions/report/list',
  contract: (id) => `/extensions/contract/detail/module-wise/${id}`,
  invoice: (id) => `/extensions/invoice/list?invoice=${id}`,
};

const read = (query: string) => readReportQuery(new URLSearchParams(query));

describe('the report page state in the address', () => {
  it('reads the report, its filters, order and page, and asks the server for exactly them', () => {
    const query = read(
      `report=extension-roster&where=${encodeURIComponent(
        JSON.stringify({ billingSource: 'ACH', extMaturityDate: ['2027-01-01', '2027-03-31'] }),
      )}&order=paymentAmount%20DESC&page=3&perPage=50`,
    );
    expect(query).toEqual({
      reportId: 'extension-roster',
      where: { billingSource: 'ACH', extMaturityDate: ['2027-01-01', '2027-03-31'] },
      sort: { field: 'paymentAmount', direction: 'desc' },
      pagination: { page: 3, perPage: 50 },
    });
    expect(reportFilter(query)).toEqual({
      where: { billingSource: 'ACH', extMaturityDate: { between: ['2027-01-01', '2027-03-31'] } },
      order: ['paymentAmount DESC'],
      limit: 50,
      skip: 100,
    });
  });

  it('writes back what it reads, leaving the defaults out', () => {
    const address =
      '?report=extension-roster&where=%7B%22billingSource%22%3A%22ACH%22%7D&order=customerName+ASC&page=2';
    const query = read(address.slice(1));
    expect(reportSearch(query)).toBe(address);
    expect(reportSearch({ ...query, where: {}, sort: null, pagination: { page: 1, perPage: 25 } })).toBe(
      '?report=extension-roster',
    );
  });

  it('drops what a hand-edited address holds that it cannot read, and keeps the page usable', () => {
    expect(read('report=r&where=not-json&order=drop%20table&page=-2&perPage=7')).toEqual({
      reportId: 'r',
      where: {},
      sort: null,
      pagination: { page: 1, perPage: 25 },
    });
    // A drill-down's `where` in the wire's own shape reads as well, and an empty choice is no filter.
    expect(
      read(`where=${JSON.stringify({ d: { between: ['2026-01-01', '2026-01-31'] }, e: '', n: 4 })}`).where,
    ).toEqual({
      d: ['2026-01-01', '2026-01-31'],
    });
  });

  it('asks for the list of reports when no report is named', () => {
    expect(read('').reportId).toBeNull();
    expect(reportFilter(read(''))).toEqual({ where: {}, limit: 25, skip: 0 });
  });
});

describe('drill-down', () => {
  it('leads an aggregate row to the detail report with its filter, on page 1', () => {
    const [target] = drillTargets(
      { report: 'extension-roster', where: { billingSource: 'Credit card' } },
      links,
    );
    expect(target).toEqual({
      label: 'Details',
      href: '/extensions/report/list?report=extension-roster&where=%7B%22billingSource%22%3A%22Credit+card%22%7D',
    });
    expect(read(target!.href.split('?')[1]!).where).toEqual({ billingSource: 'Credit card' });
  });

  it('leads a detail row to its invoice and its contract, and to the contract alone where the module has no invoices', () => {
    expect(drillTargets({ contractId: 4200, invoiceId: 91000 }, links)).toEqual([
      { label: 'Invoice', href: '/extensions/invoice/list?invoice=91000' },
      { label: 'Contract', href: '/extensions/contract/detail/module-wise/4200' },
    ]);
    expect(drillTargets({ contractId: 4200, invoiceId: 91000 }, { ...links, invoice: null })).toEqual([
      { label: 'Contract', href: '/extensions/contract/detail/module-wise/4200' },
    ]);
    expect(drillTargets(null, links)).toEqual([]);
  });

  it('opens a report with no filter as its plain address', () => {
    expect(reportHref(links, 'month-to-month-roster')).toBe(
      '/extensions/report/list?report=month-to-month-roster',
    );
  });
});
