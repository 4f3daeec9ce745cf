import { describe, expect, it } from 'vitest';
import {
  choiceLabels,
  displayValue,
  formatAxisValue,
  formatReportValue,
  labelledChart,
} from './report-format.ts';

describe('formatReportValue', () => {
  it.each([
    [1234.5, 'money', '$1,234.50'],
    [-80.125, 'money', '-$80.13'],
    ['56312.35', 'money', '$56,312.35'],
    [12400, 'count', '12,400'],
    [0.125, 'percent', '12.5%'],
    [0.0899, 'percent', '8.99%'],
    [45, 'days', '45 days'],
    [1, 'days', '1 day'],
    ['2027-03-01', 'day', '03/01/2027'],
    ['ACH', 'text', 'ACH'],
    [0, 'money', '$0.00'],
  ] as const)('%s as %s reads %s', (value, format, expected) => {
    expect(formatReportValue(value, format)).toBe(expected);
  });

  it('shows nothing for a missing figure, and an unreadable one as the server sent it', () => {
    expect(formatReportValue(null, 'money')).toBe('');
    expect(formatReportValue('n/a', 'count')).toBe('n/a');
  });
});

describe('formatAxisValue', () => {
  it('keeps ticks short', () => {
    expect(formatAxisValue(1_250_000, 'money')).toBe('$1.3M');
    expect(formatAxisValue(-2_000, 'money')).toBe('-$2K');
    expect(formatAxisValue(12_000, 'count')).toBe('12K');
    expect(formatAxisValue(0.25, 'percent')).toBe('25%');
  });
});

describe('codes read as the report names them', () => {
  const labels = choiceLabels([
    {
      key: 'billingSource',
      label: 'Billing source',
      kind: 'choice',
      choices: [
        { value: 'FUNDER', label: 'Funder' },
        { value: 'PORTFOLIO', label: 'Portfolio' },
      ],
    },
    { key: 'invoiceDate', label: 'Invoice date', kind: 'dayRange', choices: [] },
  ]);

  it('shows a choice column by its label, and anything else by its format', () => {
    expect(displayValue('FUNDER', { key: 'billingSource', format: 'text' }, labels)).toBe('Funder');
    expect(displayValue('ELSEWHERE', { key: 'billingSource', format: 'text' }, labels)).toBe('ELSEWHERE');
    expect(displayValue('FUNDER', { key: 'lessee', format: 'text' }, labels)).toBe('FUNDER');
    expect(displayValue(12.5, { key: 'billingSource', format: 'money' }, labels)).toBe('$12.50');
  });

  it('labels a breakdown chart whose points are all codes of one filter, and leaves other charts alone', () => {
    const chart = {
      kind: 'donut' as const,
      valueFormat: 'count' as const,
      valueLabel: 'Extensions',
      points: [
        { label: 'FUNDER', value: 23 },
        { label: 'PORTFOLIO', value: 93 },
      ],
    };
    expect(labelledChart(chart, labels).points.map((point) => point.label)).toEqual(['Funder', 'Portfolio']);
    const months = {
      ...chart,
      points: [
        { label: '2026-10', value: 1 },
        { label: 'FUNDER', value: 2 },
      ],
    };
    expect(labelledChart(months, labels)).toBe(months);
  });
});
