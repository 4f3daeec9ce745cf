import type { sql } from 'kysely';
import { expect } from 'vitest';
import { q, type TestApp } from '../support/test-app.ts';
import { auth } from '../portfolio/portfolio-support.ts';

/** The day the server computes its reports for (the request's UTC day). */
export const today = () => new Date().toISOString().slice(0, 10);

export const dayPlus = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Money to whole cents, so sums compare exactly. */
export const cents = (value: unknown) => Math.round(Number(value) * 100);

/** Rows of a SQL query written in the test (its own reading of the data, not the report's code). */
export async function rowsOf<T = Record<string, any>>(
  t: TestApp,
  query: ReturnType<typeof sql>,
): Promise<T[]> {
  return (await query.execute(t.database.db)).rows as T[];
}

export interface Page {
  count: number;
  totals: Record<string, number>;
  rows: { values: Record<string, string | number | null>; drill: any }[];
  chart: { points: { label: string; value: number }[] } | null;
  columns: { key: string; total: boolean }[];
  filters: { key: string; choices: { value: string }[] }[];
}

/** One page of a report as the admin sees it. */
export async function page(
  t: TestApp,
  token: string,
  module: string,
  id: string,
  filter: unknown = {},
): Promise<Page> {
  const answer = await t.json<Page>(`/api/reports/${module}/${id}?filter=${q(filter)}`, auth(token));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** Every row of a report under `where`, read page by page at the largest page size. */
export async function allRows(t: TestApp, token: string, module: string, id: string, where: unknown = {}) {
  const rows: Page['rows'] = [];
  for (let skip = 0; ; skip += 500) {
    const one = await page(t, token, module, id, { where, limit: 500, skip });
    rows.push(...one.rows);
    if (one.rows.length < 500) return rows;
  }
}

/** The totals a page reports equal the sum of its rows over every page, to the cent. */
export async function expectTotalsReconcile(
  t: TestApp,
  token: string,
  module: string,
  id: string,
  where: unknown = {},
) {
  const first = await page(t, token, module, id, { where });
  const rows = await allRows(t, token, module, id, where);
  expect(rows).toHaveLength(first.count);
  for (const column of first.columns.filter((one) => one.total)) {
    const summed = rows.reduce((sum, row) => sum + cents(row.values[column.key] ?? 0), 0);
    expect(summed, column.key).toBe(cents(first.totals[column.key]));
  }
  return { first, rows };
}
