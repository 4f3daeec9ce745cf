import { describe, expect, it } from 'vitest';
import { SAME_DAY_LIMIT_CENTS, sameDayAch } from './same-day.ts';

// 2026-11-27 is a Friday banking day in EST (UTC−5).
const at = (utc: string) => new Date(`2026-11-27T${utc}Z`);

describe('same-day ACH', () => {
  it.each([
    ['13:00:00', 1],
    ['15:29:59', 1],
    ['15:30:00', 2],
    ['19:44:59', 2],
    ['19:45:00', 3],
    ['21:44:59', 3],
  ])('at %s UTC the entry goes in window %i', (utc, number) => {
    const decision = sameDayAch(at(utc), 25_000);
    expect(decision).toMatchObject({ allowed: true, effectiveDate: '2026-11-27', window: { number } });
  });

  it('after the last deadline (16:45 ET) it cannot go same-day', () => {
    expect(sameDayAch(at('21:45:00'), 25_000)).toEqual({
      allowed: false,
      reason: "Today's last same-day window closed at 16:45 ET. Send it as a standard entry.",
    });
  });

  it('allows exactly $1,000,000.00 per entry and refuses a cent more', () => {
    expect(SAME_DAY_LIMIT_CENTS).toBe(100_000_000);
    expect(sameDayAch(at('14:00:00'), 100_000_000).allowed).toBe(true);
    expect(sameDayAch(at('14:00:00'), 100_000_001)).toEqual({
      allowed: false,
      reason:
        'Same-day ACH is limited to $1,000,000.00 per entry; this entry is $1,000,000.01. Send it as a standard entry.',
    });
  });

  it('nothing settles same-day on a Fed holiday or a weekend', () => {
    expect(sameDayAch(new Date('2026-11-26T15:00:00Z'), 100)).toEqual({
      allowed: false,
      reason:
        '2026-11-26 is not a banking day (weekend or Federal Reserve holiday), so nothing settles same-day.',
    });
    expect(sameDayAch(new Date('2026-11-28T15:00:00Z'), 100).allowed).toBe(false);
    // In July (EDT, UTC−4) the Fed is open on Friday 2026-07-03: 10:29 ET is window 1.
    expect(sameDayAch(new Date('2026-07-03T14:29:00Z'), 100)).toMatchObject({
      allowed: true,
      window: { number: 1 },
    });
  });

  it("takes a bank's own earlier windows", () => {
    const bank = [{ number: 1, submissionDeadline: '09:00', settlement: '13:00' }];
    expect(sameDayAch(at('14:30:00'), 100, bank).allowed).toBe(false);
    expect(sameDayAch(at('13:59:00'), 100, bank).allowed).toBe(true);
  });

  it('refuses an amount that is not whole cents', () => {
    expect(() => sameDayAch(at('14:00:00'), 12.5)).toThrow(RangeError);
    expect(() => sameDayAch(at('14:00:00'), -1)).toThrow(RangeError);
  });
});
