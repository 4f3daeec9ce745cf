import { describe, expect, it } from 'vitest';
import { earliestPickable, effectiveDateProblem, isPickableDay } from './effective-dates.ts';

describe('effective dates the build offers', () => {
  it('skips weekends and Fed holidays, keeping days the Fed is open', () => {
    expect(isPickableDay('2026-11-26')).toBe(false); // Thanksgiving
    expect(isPickableDay('2026-11-28')).toBe(false); // Saturday
    expect(isPickableDay('2026-07-03')).toBe(true); // Independence Day on Saturday: the Fed opens Friday
    expect(isPickableDay('2026-11-27')).toBe(true);
  });

  it('starts the day after the next file is processed', () => {
    // Before Friday's 4 pm New York cut-off: processed Friday, settles Monday.
    expect(earliestPickable(new Date('2026-11-27T20:59:00Z'))).toBe('2026-11-30');
    // After it: processed Monday, settles Tuesday.
    expect(earliestPickable(new Date('2026-11-27T21:00:00Z'))).toBe('2026-12-01');
  });

  it('says why a typed date cannot be used', () => {
    expect(effectiveDateProblem(null, '2026-11-30')).toBe('Choose the effective date');
    expect(effectiveDateProblem('2026-11-28', '2026-11-30')).toMatch(/banking day/);
    expect(effectiveDateProblem('2026-11-27', '2026-11-30')).toBe(
      'The earliest effective date now is 11/30/2026',
    );
    expect(effectiveDateProblem('2026-12-01', '2026-11-30')).toBeNull();
  });
});
