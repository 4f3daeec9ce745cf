import { isBankingDay, nextBankingDay } from './banking-days.ts';
import { clockSeconds, zonedReading } from './zoned-clock.ts';

/** The bank's cut-off for the day's file: a wall-clock time in the bank's time zone. */
export interface BankCutoff {
  /** 'HH:MM', 24-hour; a file must reach the bank before this time (at the minute itself it is late). */
  time: string;
  /** An IANA zone, e.g. 'America/New_York'. */
  timeZone: string;
}

/** When the next file can go to the bank, and the earliest effective date its standard entries can carry. */
export interface NextFile {
  /** The banking day the bank processes the file: today before the cut-off, else the next banking day. */
  processingDate: string;
  /** At least the banking day after the processing day (standard, next-day ACH settlement). */
  earliestEffectiveDate: string;
}

/**
 * The earliest effective entry date a standard (not same-day) batch can carry if it is approved now. A file
 * reaching the bank before its cut-off on a banking day is processed that day; after the cut-off, or on a
 * weekend or Fed holiday, it waits for the next banking day. Standard entries settle at the earliest the
 * banking day after processing, so an earlier effective date would be stale and the ACH operator would
 * settle it late anyway.
 *
 * @example
 * // Friday 2026-11-27, 16:59 in New York (21:59 UTC): the file goes today and settles Monday.
 * nextFile(new Date('2026-11-27T21:59:00Z'), { time: '17:00', timeZone: 'America/New_York' });
 * // { processingDate: '2026-11-27', earliestEffectiveDate: '2026-11-30' }
 */
export function nextFile(now: Date, cutoff: BankCutoff): NextFile {
  const { date, secondsOfDay } = zonedReading(now, cutoff.timeZone);
  const onTime = isBankingDay(date) && secondsOfDay < clockSeconds(cutoff.time);
  const processingDate = onTime ? date : nextBankingDay(date);
  return { processingDate, earliestEffectiveDate: nextBankingDay(processingDate) };
}

/**
 * The earliest effective date for a standard ACH batch approved now: `nextFile(now, cutoff)`'s
 * `earliestEffectiveDate`.
 *
 * @example
 * earliestEffectiveDate(new Date('2026-11-27T22:00:00Z'), { time: '17:00', timeZone: 'America/New_York' });
 * // '2026-12-01' (after Friday's cut-off: processed Monday, settles Tuesday)
 */
export function earliestEffectiveDate(now: Date, cutoff: BankCutoff): string {
  return nextFile(now, cutoff).earliestEffectiveDate;
}
