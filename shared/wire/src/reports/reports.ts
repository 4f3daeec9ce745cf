import * as v from 'valibot';
import { wireCount, wireMoment } from '../wire-values.ts';

// The report catalogue (issue 23 item 4; domain.md §2.5, §2.12, §2.18): every module's Reports menu
// opens the same two screens, cards (a headline number and a small chart per report) and the report page
// (filters, a chart, the table with totals, drill-down, export). A module adds a report by declaring it
// in the API's catalogue; the staff app renders whatever the catalogue answers, so no screen is written
// per report. Calls (under `/api`, permissions from each report's module and menu):
//   GET  /reports/{module}                        -> reportCardSet (the cards this caller may open)
//   GET  /reports/{module}/{reportId}?filter=...  -> reportPage (LoopBack-style filter: where on the
//        report's declared filters, order, limit, skip)
//   POST /reports/{module}/{reportId}/export      -> a job run (CSV or XLSX in Downloads)

/** How a figure reads: the staff app formats by it, the export writes numbers as numbers. */
export const REPORT_FORMATS = ['count', 'money', 'percent', 'day', 'days', 'text'] as const;
export const reportFormat = v.picklist(REPORT_FORMATS);
export type ReportFormat = v.InferOutput<typeof reportFormat>;

/** Which picture suits the figures: bars for a breakdown, a line for a trend over time, a donut for shares. */
export const REPORT_CHART_KINDS = ['bar', 'line', 'donut'] as const;

/** One point of a chart: a label on the category axis (a month, a billing source) and its value. */
export const reportPoint = v.object({ label: v.string(), value: v.pipe(v.number(), v.finite()) });
export type ReportPoint = v.InferOutput<typeof reportPoint>;

export const reportChart = v.object({
  kind: v.picklist(REPORT_CHART_KINDS),
  /** What the value axis counts, so the chart labels its axis and tooltips in the table's format. */
  valueFormat: reportFormat,
  valueLabel: v.string(),
  points: v.array(reportPoint),
  /** Reference lines across the value axis (a threshold and where it starts warning), in the value's format. */
  lines: v.optional(v.array(v.object({ value: v.pipe(v.number(), v.finite()), label: v.string() }))),
});
export type ReportChart = v.InferOutput<typeof reportChart>;

/** A card of `GET /reports/{module}`: the headline figure and a small chart; opening it opens the report. */
export const reportCard = v.object({
  id: v.string(),
  title: v.string(),
  description: v.string(),
  headline: v.object({ value: v.pipe(v.number(), v.finite()), format: reportFormat, label: v.string() }),
  chart: v.nullable(reportChart),
});
export type ReportCard = v.InferOutput<typeof reportCard>;

export const reportCardSet = v.object({
  module: v.string(),
  /** When the figures were computed (the start of the request), shown as "as of". */
  asOf: wireMoment,
  cards: v.array(reportCard),
});
export type ReportCardSet = v.InferOutput<typeof reportCardSet>;

/** A filter the report accepts in `where`: a choice (`{ key: value }`) or a day range (`{ key: { between: [from, to] } }`). */
export const reportFilter = v.object({
  key: v.string(),
  label: v.string(),
  kind: v.picklist(['choice', 'dayRange']),
  choices: v.array(v.object({ value: v.string(), label: v.string() })),
});
export type ReportFilter = v.InferOutput<typeof reportFilter>;

export const reportColumn = v.object({
  key: v.string(),
  label: v.string(),
  format: reportFormat,
  /** Whether the totals row sums this column (money and counts that add up; never rates or dates). */
  total: v.boolean(),
});
export type ReportColumn = v.InferOutput<typeof reportColumn>;

/**
 * Where a row leads: an aggregate row to the detail report with its filter (`report` + `where`), a detail
 * row to the contract behind it (`contractId`, the numeric id), or to its invoice as well (`invoiceId`).
 */
export const reportDrill = v.object({
  report: v.optional(v.string()),
  where: v.optional(v.record(v.string(), v.string())),
  contractId: v.optional(v.number()),
  invoiceId: v.optional(v.number()),
});
export type ReportDrill = v.InferOutput<typeof reportDrill>;

export const reportCell = v.union([v.string(), v.number(), v.null()]);
export const reportRow = v.object({
  values: v.record(v.string(), reportCell),
  drill: v.nullable(reportDrill),
});
export type ReportRow = v.InferOutput<typeof reportRow>;

/** `GET /reports/{module}/{reportId}`: one page of the report's rows, their count and the totals of all of them. */
export const reportPage = v.object({
  id: v.string(),
  module: v.string(),
  title: v.string(),
  description: v.string(),
  asOf: wireMoment,
  filters: v.array(reportFilter),
  columns: v.array(reportColumn),
  /** The chart over every matching row (not only this page); null where a table says it better. */
  chart: v.nullable(reportChart),
  rows: v.array(reportRow),
  /** How many rows match the filter, over all pages. */
  count: wireCount,
  /** The sums of the `total` columns over every matching row. */
  totals: v.record(v.string(), v.number()),
});
export type ReportPage = v.InferOutput<typeof reportPage>;

/** `POST /reports/{module}/{reportId}/export`'s body. */
export const reportExportBody = v.object({
  format: v.picklist(['csv', 'xlsx']),
  where: v.optional(v.record(v.string(), v.unknown())),
});
export type ReportExportBody = v.InferOutput<typeof reportExportBody>;
