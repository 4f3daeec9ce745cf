import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { declareReport, type ReportDeclaration } from './declare-report.ts';

const base: ReportDeclaration = {
  id: 'windows',
  module: 'assetManagement',
  menu: 'Reports',
  title: 'Windows',
  description: 'Rows by window.',
  filters: [],
  columns: [{ key: 'window', label: 'Window', format: 'text' }],
  rows: () => sql`select 'A' as "window"`,
  order: [['window', 'asc']],
  chart: { kind: 'bar', label: 'window', value: 'count', valueFormat: 'count', valueLabel: 'Rows' },
  card: { value: 'count', format: 'count', label: 'rows in A', chartPoint: 'A' },
  drill: null,
};

describe('declareReport', () => {
  it("takes a card whose headline is one of its chart's points", () => {
    expect(declareReport(base).card?.chartPoint).toBe('A');
  });

  it("refuses a chart point with another figure than the chart's, with a where, or with no chart", () => {
    const card = base.card!;
    expect(() => declareReport({ ...base, card: { ...card, value: { sum: 'window' } } })).toThrow(
      /chartPoint/,
    );
    expect(() => declareReport({ ...base, card: { ...card, where: { window: 'A' } } })).toThrow(/chartPoint/);
    expect(() => declareReport({ ...base, chart: null })).toThrow(/chartPoint/);
  });
});
