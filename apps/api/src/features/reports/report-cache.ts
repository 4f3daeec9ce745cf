import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ResultCache } from '../../resources/result-cache.ts';
import type { ReportDeclaration } from './declare-report.ts';
import { debtSourceChoices, extensionInvoiceMonths } from './report-choices.ts';

/**
 * The filter choices read from data, and the tables each reads. A report whose filter takes its choices
 * from a function not listed here is never cached: nothing tells which tables it reads.
 */
const DATA_CHOICE_TABLES = new Map<unknown, readonly string[]>([
  [debtSourceChoices, ['debt_source']],
  [extensionInvoiceMonths, ['invoice']],
]);

const TABLE_AFTER_FROM_OR_JOIN = /\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/**
 * The tables a report reads (its rows' SQL and its data-read choices), or null when they cannot be told.
 * Worked out from the SQL itself rather than declared beside it, so a report that starts reading another
 * table cannot be served stale because its declaration was not updated; `report-cache.test.ts` checks
 * every report's list against the relations PostgreSQL's own plan reads. Extra names (a CTE's, a
 * set-returning function's) only make the cache forget more often.
 */
export function tablesReadBy(db: Kysely<Database>, report: ReportDeclaration): string[] | null {
  const text = report.rows({ asOf: '2000-01-01', where: sql`true` }).compile(db).sql;
  const tables = new Set(
    [...text.matchAll(TABLE_AFTER_FROM_OR_JOIN)].map((match) => match[1]!.toLowerCase()),
  );
  for (const filter of report.filters) {
    if (typeof filter.choices !== 'function') continue;
    const read = DATA_CHOICE_TABLES.get(filter.choices);
    if (!read) return null;
    for (const table of read) tables.add(table);
  }
  return [...tables].sort();
}

/**
 * A report's cards and pages from the app's result cache (the one the lists use), reused until a table
 * they read is written: a large book's asset cards aggregate every asset (about 1.2 s on 360,000), and
 * people open the Reports menu far more often than the register changes. Keyed by the report's day too,
 * since "due in 90 days" moves with it. Without a cache, or for a report whose tables are unknown, each
 * request computes its figures.
 */
export function reportResults(db: Kysely<Database>, cache: ResultCache | undefined) {
  const tablesOf = new Map<ReportDeclaration, string[] | null>();
  return async <T>(report: ReportDeclaration, key: string, produce: () => Promise<T>): Promise<T> => {
    if (!tablesOf.has(report)) tablesOf.set(report, tablesReadBy(db, report));
    const tables = tablesOf.get(report)!;
    if (!cache?.active || !tables) return produce();
    const json = await cache.load(tables, `report:${report.module}:${report.id}:${key}`, async () =>
      JSON.stringify(await produce()),
    );
    return JSON.parse(json) as T;
  };
}
