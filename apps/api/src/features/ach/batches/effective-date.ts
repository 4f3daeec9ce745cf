import { earliestEffectiveDate, isBankingDay, sameDayAch } from '@lendline/ach-rules';
import type { ValidationDetail } from '../../../resources/body-schema.ts';
import type { AchSettings } from '../ach-settings.ts';

const detail = (path: string, code: string, message: string): ValidationDetail => ({
  path,
  code,
  message,
  info: {},
});

/**
 * Why an effective date cannot be used now, if it cannot: not a Fed banking day; for a standard batch,
 * before the earliest the bank can still settle (the banking day after the next processing day, which
 * moves past the cut-off); for a same-day batch, not today's same-day window.
 */
export function effectiveDateProblems(
  effectiveDate: string,
  sameDay: boolean,
  settings: AchSettings,
  now = new Date(),
): ValidationDetail[] {
  if (!isBankingDay(effectiveDate))
    return [
      detail(
        '/effectiveDate',
        'banking-day',
        `${effectiveDate} is not a banking day (weekend or Fed holiday)`,
      ),
    ];
  if (sameDay) {
    const window = sameDayAch(now, 0);
    if (!window.allowed) return [detail('/sameDay', 'same-day', window.reason)];
    if (window.effectiveDate !== effectiveDate)
      return [
        detail('/effectiveDate', 'same-day', `A same-day batch settles today, ${window.effectiveDate}`),
      ];
    return [];
  }
  const earliest = earliestEffectiveDate(now, settings.cutoff);
  if (effectiveDate < earliest)
    return [
      detail(
        '/effectiveDate',
        'too-early',
        `The earliest effective date the bank can settle now is ${earliest}`,
      ),
    ];
  return [];
}
