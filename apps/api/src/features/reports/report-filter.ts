import { sql, type RawBuilder } from 'kysely';
import { badRequest } from '../../lib/http-error.ts';
import type { ReportChoice, ReportDeclaration } from './declare-report.ts';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

/** A report's filter once checked: the SQL condition, the order and the page. */
export interface ReportQuery {
  where: RawBuilder<unknown>;
  order: RawBuilder<unknown>;
  limit: number;
  skip: number;
}

interface Issue {
  path: string;
  code: string;
  message: string;
  info: Record<string, unknown>;
}

const FILTER_KEYS = new Set(['where', 'order', 'limit', 'skip']);
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A real calendar day written `YYYY-MM-DD` (2026-02-30 is not one). */
function isDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** A whole number from JSON or the bracket form's text (`limit=20`). */
function wholeNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : undefined;
}

const refuse = (issues: Issue[]) => badRequest('The report filter is not valid.', 'INVALID_FILTER', issues);

/**
 * The `where` of a report (its declared filters only) as one SQL condition. A choice must be one the
 * report offers, a day range two real days in order; anything else is refused with every issue listed,
 * and the values reach SQL as parameters. `path` prefixes the issues' paths (`/where`).
 */
export function reportWhere(
  report: ReportDeclaration,
  raw: unknown,
  choicesOf: ReadonlyMap<string, readonly ReportChoice[]>,
  path = '/where',
): RawBuilder<unknown> {
  if (raw === undefined || raw === null) return sql`true`;
  if (!isPlainObject(raw))
    throw refuse([{ path, code: 'type', message: 'must be an object', info: { type: 'object' } }]);
  const issues: Issue[] = [];
  const conditions: RawBuilder<unknown>[] = [];
  for (const key of Object.keys(raw)) {
    const value = raw[key];
    const filter = report.filters.find((one) => one.key === key);
    if (!filter) {
      issues.push({
        path: `${path}/${key}`,
        code: 'unknownFilter',
        message: `"${key}" is not a filter of this report`,
        info: { allowed: report.filters.map((one) => one.key) },
      });
      continue;
    }
    if (filter.kind === 'choice') {
      const choices = choicesOf.get(key) ?? [];
      if (typeof value !== 'string' || !choices.some((choice) => choice.value === value)) {
        issues.push({
          path: `${path}/${key}`,
          code: 'enum',
          message: `must be one of the report's choices for "${key}"`,
          info: { allowedValues: choices.map((choice) => choice.value) },
        });
        continue;
      }
      conditions.push(sql`(${filter.expr})::text = ${value}`);
      continue;
    }
    const between = isPlainObject(value) && Object.keys(value).length === 1 ? value.between : undefined;
    if (!Array.isArray(between) || between.length !== 2 || !isDay(between[0]) || !isDay(between[1])) {
      issues.push({
        path: `${path}/${key}`,
        code: 'dayRange',
        message: 'must be { "between": ["YYYY-MM-DD", "YYYY-MM-DD"] } with real days',
        info: {},
      });
      continue;
    }
    if (between[0] > between[1]) {
      issues.push({
        path: `${path}/${key}/between`,
        code: 'order',
        message: 'the first day must not be after the second',
        info: {},
      });
      continue;
    }
    conditions.push(sql`(${filter.expr}) between ${between[0]}::date and ${between[1]}::date`);
  }
  if (issues.length > 0) throw refuse(issues);
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

/** `order`: `"key ASC"` strings on the report's columns, then the report's own order to break ties. */
function reportOrder(report: ReportDeclaration, raw: unknown, issues: Issue[]): RawBuilder<unknown> {
  const asked = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const terms: (readonly [string, 'asc' | 'desc'])[] = [];
  asked.forEach((term, index) => {
    const match =
      typeof term === 'string' ? /^\s*([A-Za-z][A-Za-z0-9]*)(?:\s+(ASC|DESC))?\s*$/i.exec(term) : null;
    if (!match || !report.columns.some((column) => column.key === match[1])) {
      issues.push({
        path: `/order/${index}`,
        code: 'order',
        message: 'must be "<column> ASC" or "<column> DESC" on a column of this report',
        info: { allowed: report.columns.map((column) => column.key) },
      });
      return;
    }
    terms.push([match[1]!, (match[2] ?? 'ASC').toLowerCase() as 'asc' | 'desc']);
  });
  const all = [...terms, ...report.order.filter(([key]) => !terms.some(([asked]) => asked === key))];
  return sql.join(
    all.map(
      ([key, direction]) => sql`${sql.ref(key)} ${sql.raw(direction === 'asc' ? 'asc' : 'desc')} nulls last`,
    ),
  );
}

/**
 * A report's `?filter=` (LoopBack style: `where` on the report's filters, `order` on its columns,
 * `limit` 1–500, default 50, a larger one read as 500 as the other lists do, `skip`). Anything else is a
 * 400 `INVALID_FILTER` listing each issue, never a query.
 */
export function reportQuery(
  report: ReportDeclaration,
  raw: unknown,
  choicesOf: ReadonlyMap<string, readonly ReportChoice[]>,
): ReportQuery {
  if (raw === undefined) raw = {};
  if (!isPlainObject(raw))
    throw refuse([{ path: '', code: 'type', message: 'must be an object', info: { type: 'object' } }]);
  const issues: Issue[] = [];
  for (const key of Object.keys(raw))
    if (!FILTER_KEYS.has(key))
      issues.push({
        path: '',
        code: 'additionalProperties',
        message: 'must NOT have additional properties',
        info: { additionalProperty: key },
      });
  const limit = raw.limit === undefined ? DEFAULT_PAGE_SIZE : wholeNumber(raw.limit);
  if (limit === undefined || limit === 0)
    issues.push({ path: '/limit', code: 'minimum', message: 'must be a whole number from 1', info: {} });
  const skip = raw.skip === undefined ? 0 : wholeNumber(raw.skip);
  if (skip === undefined)
    issues.push({ path: '/skip', code: 'minimum', message: 'must be a whole number from 0', info: {} });
  const order = reportOrder(report, raw.order, issues);
  if (issues.length > 0) throw refuse(issues);
  return {
    where: reportWhere(report, raw.where, choicesOf),
    order,
    limit: Math.min(limit!, MAX_PAGE_SIZE),
    skip: skip!,
  };
}
