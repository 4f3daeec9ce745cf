import { dollars } from '@lendline/nacha';
import { isBankingDay } from './banking-days.ts';
import { clockSeconds, zonedReading } from './zoned-clock.ts';

/** One of the Fed's same-day ACH processing windows, in New York time. */
export interface SameDayWindow {
  /** 1, 2 or 3. */
  number: number;
  /** The last moment (exclusive) the ODFI's file reaches the Fed for this window, 'HH:MM'. */
  submissionDeadline: string;
  /** When the window's entries settle that day, 'HH:MM'. */
  settlement: string;
}

/** The Fed's three same-day windows (FedACH): submit by 10:30, 14:45 or 16:45 ET; settle 13:00, 17:00, 18:00. */
export const FED_SAME_DAY_WINDOWS: readonly SameDayWindow[] = [
  { number: 1, submissionDeadline: '10:30', settlement: '13:00' },
  { number: 2, submissionDeadline: '14:45', settlement: '17:00' },
  { number: 3, submissionDeadline: '16:45', settlement: '18:00' },
];

/** The Fed's windows are in New York time whatever the bank's own zone. */
export const FED_TIME_ZONE = 'America/New_York';

/** Nacha's same-day limit per entry: $1,000,000.00, in cents. An entry of exactly this amount may go. */
export const SAME_DAY_LIMIT_CENTS = 100_000_000;

export type SameDayDecision =
  { allowed: true; effectiveDate: string; window: SameDayWindow } | { allowed: false; reason: string };

/**
 * Whether an entry of `amountCents` can still go same-day ACH at `now`, in which window, or why not: over
 * the $1,000,000 per-entry limit, not a banking day in New York, or past the last window's deadline. The
 * windows default to the Fed's; pass a bank's own earlier deadlines instead when it needs the file sooner.
 *
 * @example
 * sameDayAch(new Date('2026-11-27T15:00:00Z'), 250_00);
 * // { allowed: true, effectiveDate: '2026-11-27', window: { number: 1, submissionDeadline: '10:30', ... } }
 * sameDayAch(new Date('2026-11-27T15:00:00Z'), 100_000_001).allowed; // false
 */
export function sameDayAch(
  now: Date,
  amountCents: number,
  windows: readonly SameDayWindow[] = FED_SAME_DAY_WINDOWS,
): SameDayDecision {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0)
    throw new RangeError(`An amount is whole cents, not ${amountCents}`);
  if (amountCents > SAME_DAY_LIMIT_CENTS)
    return {
      allowed: false,
      reason: `Same-day ACH is limited to ${dollars(SAME_DAY_LIMIT_CENTS)} per entry; this entry is ${dollars(amountCents)}. Send it as a standard entry.`,
    };
  const { date, secondsOfDay } = zonedReading(now, FED_TIME_ZONE);
  if (!isBankingDay(date))
    return {
      allowed: false,
      reason: `${date} is not a banking day (weekend or Federal Reserve holiday), so nothing settles same-day.`,
    };
  const window = windows.find((w) => secondsOfDay < clockSeconds(w.submissionDeadline));
  if (!window) {
    const last = windows[windows.length - 1];
    return {
      allowed: false,
      reason: `Today's last same-day window closed at ${last?.submissionDeadline ?? '—'} ET. Send it as a standard entry.`,
    };
  }
  return { allowed: true, effectiveDate: date, window };
}
