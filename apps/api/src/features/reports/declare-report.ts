import type { ReportFormat } from '@lendline/wire';
import type { Kysely, RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A choice of a `choice` filter: the value sent in `where`, and what the screen shows. */
export interface ReportChoice {
  value: string;
  label: string;
}

/**
 * A filter the report accepts in `where`. `expr` is the SQL it narrows, inside the report's own query
 * (so an aggregate report filters the rows before it groups them): a choice compares it as text with
 * one of `choices` (a value outside them is refused, so no value the report did not offer reaches SQL
 * even as a parameter), a day range with `between` two days.
 */
export interface ReportFilterDeclaration {
  key: string;
  label: string;
  kind: 'choice' | 'dayRange';
  expr: RawBuilder<unknown>;
  /** A fixed list, or read from the data when the page is asked for (the debt sources, the months billed). */
  choices?: readonly ReportChoice[] | ((db: Kysely<Database>, asOf: string) => Promise<ReportChoice[]>);
}

export interface ReportColumnDeclaration {
  key: string;
  label: string;
  format: ReportFormat;
  /** Summed over every matching row into the totals (money and counts only). */
  total?: boolean;
}

/** A number of the report: a column's sum over the matching rows, or how many rows match. */
export type ReportFigure = { sum: string } | 'count';

/**
 * Where a row leads. A detail row to its contract (`contractId` column) and invoice (`invoiceId`); an
 * aggregate row to the detail report behind it, its filter built from the row: `where` maps the detail
 * report's filter key to the column of this row holding the value (hidden columns may serve).
 */
export type ReportDrillDeclaration =
  { to: 'record' } | { to: 'report'; report: string; where: Record<string, string> };

export interface ReportDeclaration {
  /** Unique within the module, in the URL: `matured-not-extended`. */
  id: string;
  /** The permission catalog's module and menu whose `view` opens it (`download` exports it). */
  module: string;
  menu: string;
  title: string;
  description: string;
  filters: readonly ReportFilterDeclaration[];
  columns: readonly ReportColumnDeclaration[];
  /**
   * The report's rows as one SELECT: every column key as an output column (quoted camelCase), plus what
   * drill-downs read (`contractId`, `invoiceId`, hidden keys). `where` is the filters' condition (`true`
   * without any) and must be placed where it narrows the rows; `asOf` is the day the report is for.
   * Values reach SQL as parameters only (Kysely's `sql` template).
   */
  rows(input: { asOf: string; where: RawBuilder<unknown> }): RawBuilder<unknown>;
  /**
   * Values worked out in TypeScript from a row the SQL read, replacing those columns for the page and the
   * export (a rule a shared package owns, such as a return rate's level from @lendline/ach-rules). The SQL
   * still outputs each replaced column with a value that sorts the same way (order, totals and charts stay
   * in SQL), e.g. a rate's share of its threshold under the level it decides.
   */
  derive?: (row: Readonly<Record<string, unknown>>) => Record<string, unknown>;
  /** The order when none is asked, and the tie-break after one that is: it must identify a row. */
  order: readonly (readonly [key: string, direction: 'asc' | 'desc'])[];
  /** The chart over every matching row: a column's values grouped by another (`label`), or null. */
  chart: {
    kind: 'bar' | 'line' | 'donut';
    label: string;
    value: ReportFigure;
    valueFormat: ReportFormat;
    valueLabel: string;
    /** A column whose smallest value per label orders the points (aging buckets); by label otherwise. */
    sortBy?: string;
    /** Reference lines across the value axis (a threshold, its warning level), in the value's format. */
    lines?: readonly { value: number; label: string }[];
  } | null;
  /**
   * Its card on `GET /reports/{module}`: the headline figure, over every row, over the rows `where`
   * selects (a `where` in the filter language of the page, on this report's own filters), or, with
   * `chartPoint`, the chart's value at that label (the card's `value` must then be the chart's). A
   * headline that is one of the chart's bars costs one pass over the rows instead of two, which is what
   * a card over a large book's assets needs. Null: reached only by drilling.
   */
  card: {
    value: ReportFigure;
    format: ReportFormat;
    label: string;
    where?: Record<string, unknown> | ((asOf: string) => Record<string, unknown>);
    chartPoint?: string;
  } | null;
  drill: ReportDrillDeclaration | null;
}

/**
 * A report of the catalogue, one declaration per file (`extensions/*.report.ts`); adding it to
 * `report-catalogue.ts` puts it on its module's cards and behind its routes.
 *
 * @example
 * export const monthToMonthRoster = declareReport({ id: 'month-to-month-roster', module: 'extensions',
 *   menu: 'Reports', title: 'Month-to-month roster', ..., rows: ({ where }) => sql`select ... where ${where}` });
 */
export function declareReport(report: ReportDeclaration): ReportDeclaration {
  const point = report.card?.chartPoint;
  // A headline read off the chart must be the chart's own figure, over every row.
  if (
    point !== undefined &&
    (!report.chart ||
      report.card!.where !== undefined ||
      JSON.stringify(report.card!.value) !== JSON.stringify(report.chart.value))
  )
    throw new Error(`Report ${report.id}: a card's chartPoint needs the chart's figure and no where`);
  return report;
}
