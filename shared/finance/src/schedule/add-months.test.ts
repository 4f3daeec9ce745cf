import { describe, expect, it } from 'vitest';
import { addMonths, parseIsoDate } from './add-months.ts';

describe('parseIsoDate', () => {
  it('reads real calendar days only', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeUndefined();
    expect(parseIsoDate('2024-13-01')).toBeUndefined();
    expect(parseIsoDate('2024-1-01')).toBeUndefined();
    expect(parseIsoDate('2024-01-01T00:00:00Z')).toBeUndefined();
  });
});

describe('addMonths', () => {
  const jan31 = { year: 2023, month: 1, day: 31 };

  it('clamps to the last day of shorter months without drifting', () => {
    expect(addMonths(jan31, 1)).toBe('2023-02-28');
    expect(addMonths(jan31, 2)).toBe('2023-03-31');
    expect(addMonths(jan31, 13)).toBe('2024-02-29');
  });

  it('crosses years both ways', () => {
    expect(addMonths({ year: 2024, month: 11, day: 15 }, 3)).toBe('2025-02-15');
    expect(addMonths({ year: 2024, month: 1, day: 15 }, 0)).toBe('2024-01-15');
    expect(addMonths({ year: 2100, month: 1, day: 29 }, 1)).toBe('2100-02-28');
  });
});
