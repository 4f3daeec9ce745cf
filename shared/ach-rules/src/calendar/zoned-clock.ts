// Cut-offs are wall-clock times in a bank's time zone ('17:00' in New York), while "now" is an instant.
// Intl converts the instant to that zone's calendar day and clock, daylight saving included, with no time
// zone library: the API server's and the browser's ICU data already know America/New_York.

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A wall-clock reading in one time zone. */
export interface ZonedReading {
  /** The calendar day there, 'YYYY-MM-DD'. */
  date: string;
  /** Seconds since that day's midnight there (0 … 86399). */
  secondsOfDay: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day and time of day an instant reads as in a time zone; throws a RangeError for a zone ICU
 * does not know.
 *
 * @example
 * zonedReading(new Date('2026-11-28T04:30:00Z'), 'America/New_York'); // { date: '2026-11-27', secondsOfDay: 84600 }
 */
export function zonedReading(instant: Date, timeZone: string): ZonedReading {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const part: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(instant)) part[type] = value;
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    secondsOfDay: Number(part.hour) * 3600 + Number(part.minute) * 60 + Number(part.second),
  };
}

/**
 * True for a 24-hour wall-clock time 'HH:MM', the form cut-off settings take.
 *
 * @example
 * isClockTime('17:00'); // true
 * isClockTime('5pm'); // false
 */
export function isClockTime(text: string): boolean {
  return CLOCK_TIME.test(text);
}

/**
 * Seconds since midnight of an 'HH:MM' time; throws a RangeError for anything else, since a cut-off is a
 * setting the server checks when it starts.
 *
 * @example
 * clockSeconds('16:45'); // 60300
 */
export function clockSeconds(time: string): number {
  const match = CLOCK_TIME.exec(time);
  if (!match) throw new RangeError(`Not an 'HH:MM' time: ${JSON.stringify(time)}`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60;
}
