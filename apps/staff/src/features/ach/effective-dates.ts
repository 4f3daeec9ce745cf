import { earliestEffectiveDate, isBankingDay, type BankCutoff } from '@lendline/ach-rules';

/**
 * The cut-off the date picker assumes: the bank's is a server setting the staff app does not read, so the
 * picker offers what a 4 pm New York cut-off (the demo's ACH_CUTOFF_TIME) allows and the server (with the real setting) has the last
 * word; a date it refuses comes back as the build's error.
 */
export const PICKER_CUTOFF: BankCutoff = { time: '16:00', timeZone: 'America/New_York' };

/** The earliest effective date the picker offers for a standard batch built now. */
export const earliestPickable = (now: Date): string => earliestEffectiveDate(now, PICKER_CUTOFF);

/** Weekends and Fed holidays are not offered (Fed calendar: `@lendline/ach-rules`). */
export const isPickableDay = (day: string): boolean => isBankingDay(day.slice(0, 10));

/** Why a typed effective date cannot be used, or null. */
export function effectiveDateProblem(day: string | null, earliest: string): string | null {
  if (!day) return 'Choose the effective date';
  if (!isPickableDay(day)) return 'The effective date must be a banking day (not a weekend or Fed holiday)';
  if (day < earliest)
    return `The earliest effective date now is ${earliest.slice(5, 7)}/${earliest.slice(8, 10)}/${earliest.slice(0, 4)}`;
  return null;
}
