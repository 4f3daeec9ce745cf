import type { ReportChart, ReportColumn, ReportFilter, ReportFormat } from '@lendline/wire';
import { formatCount, formatMoney, formatPercent } from '../../components/data-table/format-number.ts';
import { formatDate } from '../../components/data-table/utc-dates.ts';

type Cell = string | number | null | undefined;

const dayCount = (days: number) => `${formatCount(days)} ${Math.abs(days) === 1 ? 'day' : 'days'}`;

/**
 * A report figure as staff read it, by the column's (or chart's) `format`: money as `$12,345.67`, counts
 * grouped, percents from a fraction (0.125 → 12.5%, as every rate on the wire is a fraction), a `day` as
 * MM/DD/YYYY, `days` as a number of days. Empty for a missing figure; a figure that is not a number where
 * one is expected shows as the server sent it, so nothing is hidden.
 *
 * @example formatReportValue(1234.5, 'money') // '$1,234.50'; formatReportValue(45, 'days') // '45 days'
 */
export function formatReportValue(value: Cell, format: ReportFormat): string {
  if (value === null || value === undefined || value === '') return '';
  if (format === 'text') return String(value);
  if (format === 'day') return formatDate(String(value)) || String(value);
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return String(value);
  switch (format) {
    case 'money':
      return formatMoney(number);
    case 'percent':
      return formatPercent(number, 2);
    case 'days':
      return dayCount(number);
    case 'count':
      return formatCount(number);
  }
}

/** The short form a chart's value axis ticks take: `$1.2M`, `12K`, `45%`, so ticks stay narrow. */
export function formatAxisValue(value: number, format: ReportFormat): string {
  if (format === 'percent') return formatPercent(value, 1);
  const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(
    value,
  );
  return format === 'money' ? `$${compact}`.replace('$-', '-$') : compact;
}

/** Whether a column's figures read right-aligned (numbers line up by their last digit). */
export const alignsRight = (format: ReportFormat): boolean =>
  format === 'money' || format === 'count' || format === 'percent' || format === 'days';

/** The label of each choice of each choice filter, by filter key and value. */
export type ChoiceLabels = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** The report's choice filters as labels: a column named as a filter shows the choice's words, not its code. */
export const choiceLabels = (filters: readonly ReportFilter[]): ChoiceLabels =>
  new Map(
    filters
      .filter((filter) => filter.kind === 'choice')
      .map((filter) => [filter.key, new Map(filter.choices.map((choice) => [choice.value, choice.label]))]),
  );

/**
 * A cell as shown: a text column that a choice filter shares its key with reads the choice's label
 * (`MONTH_TO_MONTH` → "Month to month"); any other cell by its format.
 *
 * @example displayValue('FUNDER', { key: 'billingSource', format: 'text', ... }, labels) // 'Funder'
 */
export function displayValue(
  value: string | number | null | undefined,
  column: Pick<ReportColumn, 'key' | 'format'>,
  labels: ChoiceLabels | undefined,
): string {
  if (column.format === 'text' && typeof value === 'string') {
    const label = labels?.get(column.key)?.get(value);
    if (label) return label;
  }
  return formatReportValue(value, column.format);
}

/**
 * A chart whose points are the codes of one choice filter (a breakdown by billing source) with those
 * codes read as the filter's labels, so chart and table name things alike; any other chart as it came.
 */
export function labelledChart(chart: ReportChart, labels: ChoiceLabels): ReportChart {
  for (const names of labels.values()) {
    if (chart.points.length > 0 && chart.points.every((point) => names.has(point.label))) {
      return {
        ...chart,
        points: chart.points.map((point) => ({ ...point, label: names.get(point.label)! })),
      };
    }
  }
  return chart;
}
