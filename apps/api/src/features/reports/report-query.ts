import type { ReportCard, ReportChart, ReportDrill, ReportPage, ReportRow } from '@lendline/wire';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReportChoice, ReportDeclaration, ReportFigure } from './declare-report.ts';
import { reportQuery, reportWhere, type ReportQuery } from './report-filter.ts';

type Row = Record<string, unknown>;

/** PostgreSQL answers numeric and bigint as text, PGlite a count as a number: both read as numbers here. */
const asNumber = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

const NUMERIC_FORMATS = new Set(['count', 'money', 'percent', 'days']);

const source = (report: ReportDeclaration, asOf: string, where: RawBuilder<unknown>) =>
  sql`(${report.rows({ asOf, where })}) as report_rows`;

const figureSql = (figure: ReportFigure) =>
  figure === 'count' ? sql`count(*)` : sql`coalesce(sum(${sql.ref(figure.sum)}), 0)`;

/** The choices of every choice filter, the data's ones read now (they are also what `where` may ask). */
export async function choicesOf(
  db: Kysely<Database>,
  report: ReportDeclaration,
  asOf: string,
  only?: ReadonlySet<string>,
): Promise<Map<string, readonly ReportChoice[]>> {
  const entries = await Promise.all(
    report.filters
      .filter((filter) => filter.kind === 'choice' && (!only || only.has(filter.key)))
      .map(async (filter) => {
        const choices =
          typeof filter.choices === 'function' ? await filter.choices(db, asOf) : (filter.choices ?? []);
        return [filter.key, choices] as const;
      }),
  );
  return new Map(entries);
}

/** The chart over every row `where` selects: the declared figure per label, in the declared order. */
async function chartOf(
  db: Kysely<Database>,
  report: ReportDeclaration,
  asOf: string,
  where: RawBuilder<unknown>,
): Promise<ReportChart | null> {
  const chart = report.chart;
  if (!chart) return null;
  const sortKey = chart.sortBy ? sql`min(${sql.ref(chart.sortBy)})` : sql`1`;
  const { rows } = await sql<{ label: string | null; value: unknown }>`
    select ${sql.ref(chart.label)}::text as label, ${figureSql(chart.value)} as value
    from ${source(report, asOf, where)} group by 1 order by ${sortKey}, 1`.execute(db);
  return {
    kind: chart.kind,
    valueFormat: chart.valueFormat,
    valueLabel: chart.valueLabel,
    points: rows.map((row) => ({ label: row.label ?? '(none)', value: Number(row.value) })),
    ...linesOf(report),
  };
}

const linesOf = (report: ReportDeclaration) =>
  report.chart?.lines ? { lines: report.chart.lines.map((line) => ({ ...line })) } : {};

/** A row of the rows' SQL as the wire shows it: the declared columns' values, and where it leads. */
export function reportRowOf(report: ReportDeclaration, read: Row): ReportRow {
  const row = report.derive ? { ...read, ...report.derive(read) } : read;
  const values: ReportRow['values'] = {};
  for (const column of report.columns) {
    const value = row[column.key];
    values[column.key] = NUMERIC_FORMATS.has(column.format)
      ? asNumber(value)
      : value instanceof Date
        ? // A day the driver read as a moment (PGlite does for a date): the day it is, in UTC.
          value.toISOString().slice(0, 10)
        : value === null || value === undefined
          ? null
          : String(value);
  }
  return { values, drill: drillOf(report, row) };
}
function drillOf(report: ReportDeclaration, row: Row): ReportDrill | null {
  const drill = report.drill;
  if (!drill) return null;
  if (drill.to === 'record') {
    const contractId = asNumber(row.contractId);
    const invoiceId = asNumber(row.invoiceId);
    if (contractId === null) return null;
    return { contractId, ...(invoiceId === null ? {} : { invoiceId }) };
  }
  const where: Record<string, string> = {};
  for (const [filterKey, columnKey] of Object.entries(drill.where)) {
    const value = row[columnKey];
    if (value !== null && value !== undefined) where[filterKey] = String(value);
  }
  return { report: drill.report, where };
}

/** The count and the `total` columns' sums over every row `where` selects, in one statement. */
async function totalsOf(
  db: Kysely<Database>,
  report: ReportDeclaration,
  asOf: string,
  where: RawBuilder<unknown>,
): Promise<{ count: number; totals: Record<string, number> }> {
  const summed = report.columns.filter((column) => column.total);
  const sums = summed.map(
    (column) => sql`, coalesce(sum(${sql.ref(column.key)}), 0) as ${sql.ref(column.key)}`,
  );
  const { rows } = await sql<Row>`select count(*) as "count" ${sql.join(sums, sql``)}
    from ${source(report, asOf, where)}`.execute(db);
  const row = rows[0] ?? {};
  const totals: Record<string, number> = {};
  for (const column of summed) totals[column.key] = Number(row[column.key] ?? 0);
  return { count: Number(row.count ?? 0), totals };
}

/** One page of rows in the query's order. */
export async function pageRows(
  db: Kysely<Database>,
  report: ReportDeclaration,
  asOf: string,
  query: Pick<ReportQuery, 'where' | 'order' | 'limit' | 'skip'>,
): Promise<Row[]> {
  const { rows } = await sql<Row>`select * from ${source(report, asOf, query.where)}
    order by ${query.order} limit ${query.limit} offset ${query.skip}`.execute(db);
  return rows;
}

/** `GET /reports/{module}/{reportId}`: the page of rows, with the count, totals and chart of all of them. */
export async function reportPage(
  db: Kysely<Database>,
  report: ReportDeclaration,
  rawFilter: unknown,
  asOf: Date,
): Promise<ReportPage> {
  const day = asOf.toISOString().slice(0, 10);
  const choices = await choicesOf(db, report, day);
  const query = reportQuery(report, rawFilter, choices);
  const [rows, summary, chart] = await Promise.all([
    pageRows(db, report, day, query),
    totalsOf(db, report, day, query.where),
    chartOf(db, report, day, query.where),
  ]);
  return {
    id: report.id,
    module: report.module,
    title: report.title,
    description: report.description,
    asOf: asOf.toISOString(),
    filters: report.filters.map((filter) => ({
      key: filter.key,
      label: filter.label,
      kind: filter.kind,
      choices: [...(choices.get(filter.key) ?? [])],
    })),
    columns: report.columns.map((column) => ({
      key: column.key,
      label: column.label,
      format: column.format,
      total: column.total ?? false,
    })),
    chart,
    rows: rows.map((row) => reportRowOf(report, row)),
    count: summary.count,
    totals: summary.totals,
  };
}

/** The report's card: its headline over the rows the card's `where` selects, and its chart over all. */
export async function reportCard(
  db: Kysely<Database>,
  report: ReportDeclaration,
  asOf: Date,
): Promise<ReportCard> {
  const card = report.card!;
  const day = asOf.toISOString().slice(0, 10);
  const cardWhere = typeof card.where === 'function' ? card.where(day) : card.where;
  const keys = new Set(Object.keys(cardWhere ?? {}));
  const where = cardWhere
    ? reportWhere(report, cardWhere, await choicesOf(db, report, day, keys))
    : sql`true`;
  if (!cardWhere && report.chart)
    return { ...cardOf(report), ...(await headlineWithChart(db, report, day, card.chartPoint)) };
  const [headline, chart] = await Promise.all([
    sql<{ value: unknown }>`select ${figureSql(card.value)} as value from ${source(report, day, where)}`
      .execute(db)
      .then(({ rows }) => Number(rows[0]?.value ?? 0)),
    chartOf(db, report, day, sql`true`),
  ]);
  return { ...cardOf(report), headline: { value: headline, format: card.format, label: card.label }, chart };
}

const cardOf = (report: ReportDeclaration) => ({
  id: report.id,
  title: report.title,
  description: report.description,
});

/**
 * A card whose headline is over every row, or is one of its chart's points: the headline and the
 * chart's points from one pass over the rows (grouping sets: one group per label, and the whole), since
 * reading a large book twice is what made a card set slow.
 */
async function headlineWithChart(
  db: Kysely<Database>,
  report: ReportDeclaration,
  day: string,
  chartPoint: string | undefined,
): Promise<Pick<ReportCard, 'headline' | 'chart'>> {
  const card = report.card!;
  const chart = report.chart!;
  const label = sql.ref(chart.label);
  const sortKey = chart.sortBy ? sql`min(${sql.ref(chart.sortBy)})` : sql`1`;
  const { rows } = await sql<{ whole: unknown; label: string | null; value: unknown; headline: unknown }>`
    select grouping(${label}) as whole, ${label}::text as label, ${figureSql(chart.value)} as value,
      ${figureSql(card.value)} as headline
    from ${source(report, day, sql`true`)}
    group by grouping sets ((${label}), ())
    order by grouping(${label}), ${sortKey}, 2`.execute(db);
  const headlineRow =
    chartPoint === undefined
      ? rows.find((row) => Number(row.whole) === 1)
      : rows.find((row) => Number(row.whole) === 0 && row.label === chartPoint);
  return {
    headline: { value: Number(headlineRow?.headline ?? 0), format: card.format, label: card.label },
    chart: {
      kind: chart.kind,
      valueFormat: chart.valueFormat,
      valueLabel: chart.valueLabel,
      points: rows
        .filter((row) => Number(row.whole) === 0)
        .map((row) => ({ label: row.label ?? '(none)', value: Number(row.value) })),
      ...linesOf(report),
    },
  };
}
