import { describe, expect, it } from 'vitest';
import { formatAxisValue, formatReportValue } from './report-format.ts';

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
