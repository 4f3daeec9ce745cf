import {
  jobRunRecord,
  jobStarted,
  reportCard,
  reportCardSet,
  reportChart,
  reportColumn,
  reportFilter,
  reportPage,
  reportRow,
} from '@lendline/wire';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectExactKeys, openContractHarness, rawJson, type ContractHarness } from './contract-client.ts';

// Issue 23 item 4: the report catalogue's three calls (shared/wire/src/reports/reports.ts) answered by the
// real server as the staff screens (apps/staff/src/features/reports/api/reports-api.ts) read them, keys
// exact at every level.

let harness: ContractHarness;
beforeAll(async () => {
  harness = await openContractHarness();
}, 180_000);
afterAll(() => harness.close());

// ACH's return-rate trend draws its threshold lines, the chart's one optional key.
const MODULES = ['extensions', 'assetManagement', 'ach'] as const;

describe('Reports (apps/staff/src/features/reports/api/reports-api.ts)', () => {
  it.each(MODULES)("GET /reports/%s is the wire's card set, keys exact", async (module) => {
    const set = await harness.api.get(`reports/${module}`, undefined, { schema: reportCardSet });
    expect(set.module).toBe(module);
    expect(set.cards.length).toBeGreaterThan(0);
    const raw = (await rawJson(harness, `/api/reports/${module}`)) as { cards: Record<string, any>[] };
    expectExactKeys(reportCardSet, [raw]);
    expectExactKeys(reportCard, raw.cards);
    const charts = raw.cards.map((card) => card.chart).filter(Boolean);
    expectExactKeys(reportChart, charts);
    if (module === 'ach') expect(charts.some((chart) => chart.lines?.length > 0)).toBe(true);
  });

  it.each([
    ['extensions', 'extensions-by-billing-source'],
    ['extensions', 'extension-gp-failures'],
    ['assetManagement', 'asset-register'],
    ['assetManagement', 'ucc-lapse-calendar'],
  ])("GET /reports/%s/%s is the wire's report page, keys exact", async (module, id) => {
    const filter = JSON.stringify({ limit: 5 });
    const report = await harness.api.get(`reports/${module}/${id}`, { filter }, { schema: reportPage });
    expect(report.id).toBe(id);
    expect(report.rows.length).toBeGreaterThan(0);
    const raw = (await rawJson(
      harness,
      `/api/reports/${module}/${id}?filter=${encodeURIComponent(filter)}`,
    )) as Record<string, any>;
    expectExactKeys(reportPage, [raw]);
    expectExactKeys(reportFilter, raw.filters);
    expectExactKeys(reportColumn, raw.columns);
    expectExactKeys(reportRow, raw.rows);
    // Every row has a value for every column, and no other.
    for (const row of raw.rows)
      expect(Object.keys(row.values).sort()).toEqual(
        raw.columns.map((column: { key: string }) => column.key).sort(),
      );
  });

  it("POST /reports/{module}/{reportId}/export answers the wire's job run", async () => {
    const { api, app } = harness;
    const body = await api.create(
      'reports/extensions/extension-gp-failures/export',
      { format: 'csv' },
      { schema: jobStarted },
    );
    expect(body.jobRun.type).toBe('report-export');
    expect(await app.jobs.finished(body.jobRun.id, 60_000)).toBe('succeeded');
    const run = await api.findById('job-runs', body.jobRun.id, undefined, { schema: jobRunRecord });
    expect(run.fileId).not.toBeNull();
    const raw = await app.request('/api/reports/extensions/extension-gp-failures/export', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ format: 'xlsx' }),
    });
    expect(raw.status).toBe(202);
    const started = (await raw.json()) as Record<string, object>;
    v.parse(jobStarted, started);
    expectExactKeys(jobStarted, [started]);
    expectExactKeys(jobRunRecord, [started.jobRun!]);
    // The run ends before the app closes under it.
    expect(await app.jobs.finished(v.parse(jobStarted, started).jobRun.id, 60_000)).toBe('succeeded');
  });
});
