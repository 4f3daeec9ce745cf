import { allForYear } from '@18f/us-federal-holidays';

// The Federal Reserve closes on the eleven federal holidays, but does not follow the federal-employee rule
// that moves a Saturday holiday to the Friday before: the Fed stays open that Friday (2026-07-03,
// 2027-12-24). A Sunday holiday does close it the Monday after (2022-12-26). `shiftSaturdayHolidays: false`
// asks the library for exactly that: Saturday holidays stay on the Saturday, a day the Fed is closed
// anyway, and Sunday ones still move to Monday (`shiftSundayHolidays` defaults to true).
const FED_SHIFT = { shiftSaturdayHolidays: false } as const;

const byYear = new Map<number, ReadonlySet<string>>();

/**
 * The days the Federal Reserve is closed for a holiday in a year, as 'YYYY-MM-DD' (a Saturday holiday is
 * listed on its Saturday). Computed once per year.
 *
 * @example
 * fedHolidays(2027).has('2027-12-25'); // true (a Saturday: Friday 2027-12-24 is a banking day)
 * fedHolidays(2022).has('2022-12-26'); // true (Christmas on a Sunday, observed Monday)
 */
export function fedHolidays(year: number): ReadonlySet<string> {
  let days = byYear.get(year);
  if (!days) {
    // `dateString` is formatted from the same local calendar day the library computed, so the
    // machine's time zone cannot move it (its `date` field is a local-midnight Date).
    days = new Set(allForYear(year, FED_SHIFT).map((holiday) => holiday.dateString));
    byYear.set(year, days);
  }
  return days;
}
