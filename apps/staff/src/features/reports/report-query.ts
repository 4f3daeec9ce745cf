import type { ReportDrill } from '@lendline/wire';
import type { DateRange, Pagination, SortState } from '../../components/data-table/list-settings.ts';

// A report page keeps its whole state in the address (`list?report=…&where=…&order=…&page=…`), so a
// reload, a link sent to a colleague, a drill-down and the browser's Back all show the same figures.

/** A filter's value: a choice (`'ACH'`) or a day range (`['2026-01-01', '2026-03-31']`). */
export type ReportWhereValue = string | DateRange;
export type ReportWhere = Record<string, ReportWhereValue>;

export interface ReportQuery {
  /** The report shown; null lists the module's reports. */
  reportId: string | null;
  where: ReportWhere;
  sort: SortState | null;
  pagination: Pagination;
}

export const REPORT_PAGE_SIZES = [25, 50, 100] as const;
export const REPORT_PAGE_SIZE = REPORT_PAGE_SIZES[0];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isRange = (value: unknown): value is DateRange =>
  Array.isArray(value) &&
  value.length === 2 &&
  value.every((day) => typeof day === 'string' && DAY.test(day));

/** The `where` parameter read leniently: a hand-edited or stale address loses what it cannot read, not the page. */
function parseWhere(raw: string | null): ReportWhere {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const where: ReportWhere = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value === 'string' && value !== '') where[key] = value;
    else if (isRange(value)) where[key] = value;
    else if (typeof value === 'object' && value !== null && isRange((value as { between?: unknown }).between))
      where[key] = (value as { between: DateRange }).between;
  }
  return where;
}

function parseSort(raw: string | null): SortState | null {
  const match = raw ? /^([\w.]+) (ASC|DESC)$/i.exec(raw.trim()) : null;
  if (!match) return null;
  return { field: match[1]!, direction: match[2]!.toUpperCase() === 'DESC' ? 'desc' : 'asc' };
}

const positive = (raw: string | null, fallback: number): number => {
  const number = raw && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return number >= 1 ? number : fallback;
};

/** The report page's state from the address's query. */
export function readReportQuery(search: URLSearchParams): ReportQuery {
  const perPage = positive(search.get('perPage'), REPORT_PAGE_SIZE);
  return {
    reportId: search.get('report') || null,
    where: parseWhere(search.get('where')),
    sort: parseSort(search.get('order')),
    pagination: {
      page: positive(search.get('page'), 1),
      perPage: (REPORT_PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : REPORT_PAGE_SIZE,
    },
  };
}

/**
 * The address's query for a report page's state; defaults are left out, so a plain report reads
 * `?report=ext-by-billing-source`.
 */
export function reportSearch(query: ReportQuery): string {
  const search = new URLSearchParams();
  if (query.reportId) search.set('report', query.reportId);
  if (Object.keys(query.where).length > 0) search.set('where', JSON.stringify(query.where));
  if (query.sort) search.set('order', orderOf(query.sort));
  if (query.pagination.page > 1) search.set('page', String(query.pagination.page));
  if (query.pagination.perPage !== REPORT_PAGE_SIZE) search.set('perPage', String(query.pagination.perPage));
  const text = search.toString();
  return text ? `?${text}` : '';
}

const orderOf = (sort: SortState) => `${sort.field} ${sort.direction === 'desc' ? 'DESC' : 'ASC'}`;

/** The LoopBack filter of `GET /reports/{module}/{reportId}` for the page's state. */
export function reportFilter(query: ReportQuery) {
  return {
    where: reportWhere(query.where),
    ...(query.sort ? { order: [orderOf(query.sort)] } : {}),
    limit: query.pagination.perPage,
    skip: (query.pagination.page - 1) * query.pagination.perPage,
  };
}

/**
 * The wire's `where`: `{ key: value }` for a choice, `{ key: { between: [from, to] } }` for a day range.
 * Keys go as the address holds them: the server checks them against the report's declared filters and
 * says which one it does not know.
 */
export function reportWhere(where: ReportWhere): Record<string, string | { between: DateRange }> {
  return Object.fromEntries(
    Object.entries(where).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : { between: value },
    ]),
  );
}

/** Where a drill-down leads, as the app builds its addresses. */
export interface ReportLinks {
  /** The module's report cards. */
  cards: string;
  /** The module's reports as a list, or (with a query from `reportSearch`) one report. */
  list: string;
  /** A contract's details page in this module. */
  contract: (contractId: number) => string;
  /** An invoice of this module, or null where the module shows no invoices (then the contract is the way in). */
  invoice: ((invoiceId: number) => string) | null;
  /** The permission menu the module's reports answer to, when not `Reports` (ACH's are under `ACH`). */
  menu?: string;
}

/** A report of the module, opened on page 1 with `where` (none: the report's defaults). */
export const reportHref = (links: ReportLinks, reportId: string, where: ReportWhere = {}): string =>
  `${links.list}${reportSearch({ reportId, where, sort: null, pagination: { page: 1, perPage: REPORT_PAGE_SIZE } })}`;

export interface DrillTarget {
  label: string;
  href: string;
}

/**
 * Where a row leads, in the order a click on the row follows: the detail report behind an aggregate
 * row, else the invoice and the contract behind a detail row.
 */
export function drillTargets(drill: ReportDrill | null, links: ReportLinks): DrillTarget[] {
  if (!drill) return [];
  const targets: DrillTarget[] = [];
  if (drill.report)
    targets.push({ label: 'Details', href: reportHref(links, drill.report, drill.where ?? {}) });
  if (drill.invoiceId !== undefined && links.invoice)
    targets.push({ label: 'Invoice', href: links.invoice(drill.invoiceId) });
  if (drill.contractId !== undefined)
    targets.push({ label: 'Contract', href: links.contract(drill.contractId) });
  return targets;
}

/** How many of the report's filters are set, for the phone's Filters toggle. */
export const activeFilterCount = (where: ReportWhere): number => Object.keys(where).length;
