import { describe, expect, it } from 'vitest';
import { interimRent } from './interim-rent.ts';

describe('interimRent', () => {
  it('charges per diem on the 30/360 convention by default', () => {
    expect(interimRent({ payment: 1589.07, days: 17 })).toBe(900.47);
    expect(interimRent({ payment: 900, days: 0 })).toBe(0);
  });

  it('takes the actual days of the period when given', () => {
    expect(interimRent({ payment: 3100, days: 10, daysInPeriod: 31 })).toBe(1000);
  });

  it('gives NaN for negative days or an empty period', () => {
    expect(interimRent({ payment: 100, days: -1 })).toBeNaN();
    expect(interimRent({ payment: 100, days: 5, daysInPeriod: 0 })).toBeNaN();
    expect(interimRent({ payment: 100, days: Infinity })).toBeNaN();
  });
});
