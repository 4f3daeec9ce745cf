import { can, type Action } from '@lendline/permissions';
import { jobStarted, reportCardSet, reportExportBody, reportPage as reportPageSchema } from '@lendline/wire';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { readQueryObject } from '../../filter-sql/index.ts';
import { jobRunJson } from '../../jobs/job-run-json.ts';
import type { JobRunner } from '../../jobs/job-types.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { entityNotFound, forbidden } from '../../lib/http-error.ts';
import { rawQuery } from '../../lib/raw-query.ts';
import { requirePrincipal } from '../../lib/require-principal.ts';
import { declareAppRoute, mountDeclaredRoutes, type AppRoute } from '../../resources/declare-route.ts';
import type { ResultCache } from '../../resources/result-cache.ts';
import type { ReportDeclaration } from './declare-report.ts';
import { reportResults } from './report-cache.ts';
import { reportsOf } from './report-catalogue.ts';
import { defineReportExport, REPORT_EXPORT_JOB, type ReportExportParams } from './report-export.ts';
import { reportWhere } from './report-filter.ts';
import { choicesOf, reportCard, reportPage } from './report-query.ts';

export interface ReportRouteDeps {
  db: Kysely<Database>;
  jobs: JobRunner;
  /** The app's result cache: cards and pages are reused until a table they read is written. */
  cache?: ResultCache | undefined;
}

const TAG = 'Reports';
const RIGHT = "the report's module › menu (`extensions › Reports`, `assetManagement › Reports`)";

/**
 * The module's reports the caller may open with `action`: a module without reports is 404, one whose
 * reports the caller may not open is 403 (LoopBack envelope), as a resource's routes answer.
 */
function reportsFor(c: Context<AppEnv>, module: string, action: Action): readonly ReportDeclaration[] {
  const principal = requirePrincipal(c.get('principal'));
  const all = reportsOf(module);
  if (all.length === 0) throw entityNotFound('ReportModule', module);
  const open = all.filter((report) => can(principal.permissions, report.module, report.menu, action));
  if (open.length === 0) throw forbidden();
  return open;
}

/** The report the path names, when the caller may `action` it. */
function reportFor(c: Context<AppEnv>, action: Action): ReportDeclaration {
  const module = c.req.param('module')!;
  const id = c.req.param('reportId')!;
  const open = reportsFor(c, module, 'view');
  const report = reportsOf(module).find((one) => one.id === id);
  if (!report) throw entityNotFound('Report', id);
  const principal = requirePrincipal(c.get('principal'));
  if (!open.includes(report) || !can(principal.permissions, report.module, report.menu, action))
    throw forbidden();
  return report;
}

/**
 * `/reports/{module}` (features/reports/CONTRACT.md): the report catalogue's cards, report pages and
 * exports, for every module's Reports menu. Declared here, mounted by the app with the other routes.
 */
export function reportRoutes(deps: ReportRouteDeps): { routes: Hono<AppEnv>; declared: AppRoute[] } {
  defineReportExport(deps.jobs);
  const cached = reportResults(deps.db, deps.cache);
  const declared: AppRoute<any>[] = [
    declareAppRoute({
      method: 'get',
      path: '/reports/:module',
      tag: TAG,
      summary: "The cards of a module's reports: a headline figure and a small chart each",
      description: `Only the reports the caller may open (view on ${RIGHT}). Figures as of the request.`,
      access: 'signed-in',
      response: { status: 200, description: 'The card set', schema: reportCardSet },
      errors: { 403: 'No report of this module may be opened', 404: 'No reports in this module' },
      handle: async (c) => {
        const module = c.req.param('module')!;
        const asOf = new Date();
        const reports = reportsFor(c, module, 'view').filter((report) => report.card);
        const day = asOf.toISOString().slice(0, 10);
        const cards = await Promise.all(
          reports.map((report) => cached(report, `card:${day}`, () => reportCard(deps.db, report, asOf))),
        );
        return c.json({ module, asOf: asOf.toISOString(), cards });
      },
    }),
    declareAppRoute({
      method: 'get',
      path: '/reports/:module/:reportId',
      tag: TAG,
      summary: 'One report: a page of its rows, their count and totals, its chart and filters',
      description:
        'LoopBack-style `filter`: `where` on the report\'s filters only (a choice `{ key: "value" }`, a day ' +
        'range `{ key: { between: ["YYYY-MM-DD", "YYYY-MM-DD"] } }`), `order` on its columns ("key ASC"), ' +
        `\`limit\` (default 50, at most 500), \`skip\`. Needs view on ${RIGHT}.`,
      access: 'signed-in',
      response: { status: 200, description: 'The report page', schema: reportPageSchema },
      errors: { 400: 'Invalid filter', 403: 'Not allowed to open this report', 404: 'No such report' },
      handle: async (c) => {
        const report = reportFor(c, 'view');
        const filter = readQueryObject(rawQuery(c), 'filter');
        const asOf = new Date();
        const key = `page:${asOf.toISOString().slice(0, 10)}:${JSON.stringify(filter ?? null)}`;
        return c.json(await cached(report, key, () => reportPage(deps.db, report, filter, asOf)));
      },
    }),
    declareAppRoute({
      method: 'post',
      path: '/reports/:module/:reportId/export',
      tag: TAG,
      summary: "Export a report's rows (every page) as CSV or XLSX, as a job whose file lands in Downloads",
      description: `Body \`{ format, where? }\` (where as in the report page's filter). Needs download on ${RIGHT}.`,
      access: 'signed-in',
      body: reportExportBody,
      response: { status: 202, description: '`{ jobRun }`: the export job', schema: jobStarted },
      errors: { 400: 'Invalid where', 403: 'Not allowed to download this report', 404: 'No such report' },
      handle: async (c, { body }) => {
        const report = reportFor(c, 'download');
        const day = new Date().toISOString().slice(0, 10);
        // Refused now rather than as a failed run: the same check the job makes.
        reportWhere(report, body.where, await choicesOf(deps.db, report, day));
        const principal = requirePrincipal(c.get('principal'));
        const params: ReportExportParams = {
          module: report.module,
          reportId: report.id,
          format: body.format,
          ...(body.where ? { where: body.where } : {}),
        };
        const run = await deps.jobs.start({
          type: REPORT_EXPORT_JOB,
          module: report.module,
          title: `${report.title} export (${body.format.toUpperCase()})`,
          params,
          requestedBy: principal.userId,
          actorId: principal.actor?.userId ?? principal.userId,
        });
        return c.json({ jobRun: await jobRunJson(deps.db, deps.jobs, principal, run.id) }, 202);
      },
    }),
  ];
  const routes = new Hono<AppEnv>();
  mountDeclaredRoutes(routes, declared);
  return { routes, declared };
}
