import { addBankingDays } from '../calendar/banking-days.ts';

/**
 * The first day live debits may be initiated to an account after its prenote: the third banking day after
 * the prenote's settlement date (Nacha 2.6.3), provided no return or NOC came back for the prenote. It is
 * the day the live entry is initiated (its file sent), so a batch whose file goes out on or after this day
 * may carry the account; its effective date then follows as usual (see `nextFile`).
 *
 * @example
 * firstLiveDebitDate('2026-11-23'); // '2026-11-27' (Mon settles; Thanksgiving Thu is skipped: Tue, Wed, Fri)
 */
export function firstLiveDebitDate(prenoteSettlementDate: string): string {
  return addBankingDays(prenoteSettlementDate, 3);
}
