import { describe, expect, it } from 'vitest';
import { nocApplyBy } from './noc-deadline.ts';

describe('when a NOC must be applied (Nacha 6.3.2)', () => {
  it.each<[string, string | null, string, string]>([
    ['2026-11-20', null, '2026-12-01', 'six banking days, Thanksgiving skipped'],
    ['2026-11-20', '2026-11-24', '2026-12-01', 'the sixth banking day is later than the next entry'],
    ['2026-11-20', '2026-12-01', '2026-12-01', 'both the same day'],
    ['2026-11-20', '2026-12-15', '2026-12-15', 'the next entry is later'],
    ['2026-06-30', null, '2026-07-08', 'Friday 2026-07-03 counts, the Fed is open'],
    ['2022-12-21', null, '2022-12-30', 'Monday 2022-12-26 does not'],
  ])('received %s, next entry %s → apply by %s (%s)', (received, next, applyBy) => {
    expect(nocApplyBy(received, next)).toBe(applyBy);
  });
});
