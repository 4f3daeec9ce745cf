import { describe, expect, it } from 'vitest';
import { countdownParts, describeCountdown, formatCountdown } from './countdown.ts';

describe('countdown', () => {
  it.each([
    [0, '00:00:00'],
    [0.2, '00:00:01'],
    [59, '00:00:59'],
    [60, '00:01:00'],
    [3725, '01:02:05'],
    [36_000, '10:00:00'],
    [-3, '00:00:00'],
  ])('shows %s s as %s', (seconds, shown) => {
    expect(formatCountdown(seconds)).toBe(shown);
  });

  it('splits into hours, minutes and seconds and says them in words', () => {
    expect(countdownParts(3661)).toEqual({ hours: 1, minutes: 1, seconds: 1 });
    expect(describeCountdown(3725)).toBe('1 hour, 2 minutes, 5 seconds');
  });
});
