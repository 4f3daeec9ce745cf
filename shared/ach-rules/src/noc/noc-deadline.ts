import { addBankingDays } from '../calendar/banking-days.ts';
import { dayNumber } from '../calendar/iso-date.ts';

/** Banking days after receipt within which a NOC's correction must be made (Nacha 6.3.2). */
export const NOC_BANKING_DAYS = 6;

/**
 * The day by which a notification of change must be applied to the mandate: within six banking days of
 * receiving it, or before the next entry to the account is initiated, whichever is later (Nacha 6.3.2).
 * When `nextEntryDate` (the day that entry's file goes) is the later of the two, the correction must be in
 * place before that entry is made that day. With no entry planned, the sixth banking day.
 *
 * @example
 * nocApplyBy('2026-11-20', null); // '2026-12-01' (Thanksgiving skipped)
 * nocApplyBy('2026-11-20', '2026-12-15'); // '2026-12-15'
 */
export function nocApplyBy(receivedDate: string, nextEntryDate: string | null): string {
  const sixth = addBankingDays(receivedDate, NOC_BANKING_DAYS);
  return nextEntryDate !== null && dayNumber(nextEntryDate) > dayNumber(sixth) ? nextEntryDate : sixth;
}
