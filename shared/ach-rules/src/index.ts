export { isIsoDate } from './calendar/iso-date.ts';
export { fedHolidays } from './calendar/fed-holidays.ts';
export { addBankingDays, bankingDaysBetween, isBankingDay, nextBankingDay } from './calendar/banking-days.ts';
export { isClockTime } from './calendar/zoned-clock.ts';
export { earliestEffectiveDate, nextFile } from './calendar/effective-date.ts';
export type { BankCutoff, NextFile } from './calendar/effective-date.ts';
export {
  FED_SAME_DAY_WINDOWS,
  FED_TIME_ZONE,
  SAME_DAY_LIMIT_CENTS,
  sameDayAch,
} from './calendar/same-day.ts';
export type { SameDayDecision, SameDayWindow } from './calendar/same-day.ts';
export { firstLiveDebitDate } from './prenote/prenote-wait.ts';
export {
  ADMINISTRATIVE_RETURN_CODES,
  returnCategory,
  returnCodeInfo,
  UNAUTHORISED_RETURN_CODES,
} from './returns/return-codes.ts';
export type { ReturnCategory, ReturnCodeInfo } from './returns/return-codes.ts';
export { MAX_REINITIATIONS, REINITIATION_WINDOW_DAYS, reinitiationDecision } from './returns/reinitiation.ts';
export type { MandateAction, ReinitiationDecision, ReinitiationRequest } from './returns/reinitiation.ts';
export { RETURN_FEE_ENTRY_DESCRIPTION, returnFeeEligibility } from './returns/return-fee.ts';
export type { ReturnFeeDecision } from './returns/return-fee.ts';
export {
  RETURN_RATE_THRESHOLDS_BP,
  returnRates,
  WARN_AT_PERCENT_OF_THRESHOLD,
} from './returns/return-rates.ts';
export type { ReturnCounts, ReturnRate, ReturnRateGroup, ReturnRateLevel } from './returns/return-rates.ts';
export { maskAccount } from './entries/account-type.ts';
export type { AchAccountType, MandateBankFields } from './entries/account-type.ts';
export { secCodeFor, transactionCodeFor } from './entries/entry-codes.ts';
export type { AccountHolderKind, EntryKind, LeaseSecCode } from './entries/entry-codes.ts';
export { BANK_DETAIL_CHANGE_CODES, parseNoc } from './noc/parse-noc.ts';
export type { BankDetailChangeCode, NocCorrection, NocInput, NocParse } from './noc/parse-noc.ts';
export { applyCorrection } from './noc/apply-correction.ts';
export type { CorrectionResult } from './noc/apply-correction.ts';
export { NOC_BANKING_DAYS, nocApplyBy } from './noc/noc-deadline.ts';

/** The ABA routing number's check digit (Nacha's), for forms that take a routing number. */
export { isValidRouting } from '@lendline/nacha';
