import { describe, expect, it } from 'vitest';
import { firstLiveDebitDate } from './prenote-wait.ts';

describe('the wait after a prenote (Nacha 2.6.3)', () => {
  it.each([
    ['2026-11-16', '2026-11-19', 'Monday → Thursday'],
    ['2026-11-23', '2026-11-27', 'over Thanksgiving'],
    ['2026-11-25', '2026-12-01', 'over Thanksgiving and the weekend'],
    ['2026-07-01', '2026-07-06', 'Friday 2026-07-03 counts: the Fed is open'],
    ['2022-12-22', '2022-12-28', 'Monday 2022-12-26 does not: the Fed is closed'],
  ])('a prenote settling %s: live debits from %s (%s)', (settled, live) => {
    expect(firstLiveDebitDate(settled)).toBe(live);
  });
});
