export interface CountdownParts {
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole hours, minutes and seconds in a number of seconds; fractions round up, so 0 shows only at the end. */
export function countdownParts(totalSeconds: number): CountdownParts {
  const whole = Math.max(0, Math.ceil(totalSeconds));
  return { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60), seconds: whole % 60 };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The progress countdown's display (spec §4: hours, minutes and seconds).
 *
 * @example formatCountdown(3725) // '01:02:05'
 */
export function formatCountdown(totalSeconds: number): string {
  const { hours, minutes, seconds } = countdownParts(totalSeconds);
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}`;
}

const unit = (value: number, name: string) => `${value} ${name}${value === 1 ? '' : 's'}`;

/** The same time in words, for screen readers: `1 hour, 2 minutes, 5 seconds`. */
export function describeCountdown(totalSeconds: number): string {
  const { hours, minutes, seconds } = countdownParts(totalSeconds);
  return [unit(hours, 'hour'), unit(minutes, 'minute'), unit(seconds, 'second')].join(', ');
}
