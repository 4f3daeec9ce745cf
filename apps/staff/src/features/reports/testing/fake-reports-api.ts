import type { PermissionMap } from '@lendline/permissions';
import { reportExportBody, type ReportCardSet, type ReportPage } from '@lendline/wire';
import * as v from 'valibot';
import { jobRun } from '../../../components/progress/testing/job-run-fixtures.ts';
import { filterOf, signedInUser } from '../../../testing/fake-api-handlers.ts';
import { apiError, invalidBody, json, type ApiCall, type ApiHandlers } from '../../../testing/mock-api.ts';
import { ASSET_CARDS, billingSourcePage, EXTENSION_CARDS, rosterPage } from './report-fixtures.ts';

const ALL = { view: true, create: true, download: true };

/** Reports with every action in both modules that have them, and the contracts and invoices drilled into. */
export const REPORTS_ADMIN: PermissionMap = {
  extensions: { Reports: ALL, Contracts: ALL, Invoices: ALL },
  assetManagement: { Reports: ALL, Contracts: ALL },
};

/** May read the Extensions reports but not export them. */
export const REPORTS_VIEW_ONLY: PermissionMap = { extensions: { Reports: { view: true } } };

export interface FakeReportsApiOptions {
  permissions?: PermissionMap;
  cards?: Record<string, ReportCardSet>;
  /** Each report's every row; the fake pages, filters by choice and sorts them as the server would. */
  reports?: Record<string, ReportPage>;
}

/** The report page requests made so far, with the filter each carried. */
export const reportPageCalls = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.method === 'GET' && /^\/api\/reports\/[^/]+\/[^/]+$/.test(call.path))
    .map((call) => ({ path: call.path, filter: filterOf(call) }));

/** What a page of `report` answers for the call's filter: its rows narrowed by choice, ordered, paged. */
function pageFor(report: ReportPage, call: ApiCall): ReportPage {
  const {
    where = {},
    order = [],
    limit = 25,
    skip = 0,
  } = filterOf(call) as {
    where?: Record<string, unknown>;
    order?: string[];
    limit?: number;
    skip?: number;
  };
  let rows = report.rows.filter((row) =>
    Object.entries(where).every(([key, value]) => typeof value !== 'string' || row.values[key] === value),
  );
  const [field, direction] = (order[0] ?? '').split(' ');
  if (field) {
    const sign = direction === 'DESC' ? -1 : 1;
    rows = [...rows].sort(
      (a, b) =>
        sign * String(a.values[field]).localeCompare(String(b.values[field]), 'en', { numeric: true }),
    );
  }
  const totals = Object.fromEntries(
    Object.keys(report.totals).map((key) => [
      key,
      rows.reduce((sum, row) => sum + Number(row.values[key] ?? 0), 0),
    ]),
  );
  return { ...report, rows: rows.slice(skip, skip + limit), count: rows.length, totals };
}

/**
 * The report catalogue of shared/wire/src/reports over fixtures: the cards of each module, each report's
 * pages, and the export that answers 202 with a queued job run (the job itself is the jobs feature's).
 */
export function fakeReportsApi({
  permissions = REPORTS_ADMIN,
  cards = { extensions: EXTENSION_CARDS, assetManagement: ASSET_CARDS },
  reports = {
    'extensions-by-billing-source': billingSourcePage(),
    'extension-roster': rosterPage(),
  },
}: FakeReportsApiOptions = {}): ApiHandlers {
  const unknownReport = (id: string) => apiError(404, `Unknown report: ${id}`, 'ENTITY_NOT_FOUND');
  return {
    ...signedInUser('Reports Desk', permissions),
    'GET /api/reports/:module': (_call, { module = '' }) =>
      cards[module]
        ? json(cards[module])
        : apiError(404, `Module ${module} has no reports`, 'ENTITY_NOT_FOUND'),
    'GET /api/reports/:module/:reportId': (call, { reportId = '' }) =>
      reports[reportId] ? json(pageFor(reports[reportId], call)) : unknownReport(reportId),
    'POST /api/reports/:module/:reportId/export': (call, { reportId = '' }) => {
      if (!reports[reportId]) return unknownReport(reportId);
      const body = v.safeParse(reportExportBody, JSON.parse(call.body || '{}'));
      if (!body.success) return invalidBody([{ path: '/format', message: 'must be csv or xlsx' }]);
      return json(
        {
          jobRun: jobRun({
            id: 77,
            type: 'report-export',
            module: 'extensions',
            title: `${reports[reportId].title} export (${body.output.format.toUpperCase()})`,
            status: 'queued',
            progressDone: 0,
            progressTotal: reports[reportId].count,
            phase: null,
            startedAt: null,
          }),
        },
        202,
      );
    },
  };
}
