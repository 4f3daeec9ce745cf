import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abaCheckDigit, isValidRouting } from './aba.ts';

describe('ABA check digit', () => {
  it.each([
    ['12104288', 2],
    ['23138010', 4],
    ['02600959', 3],
    ['99999998', 9],
    ['01160006', 2],
    ['00000000', 0],
  ])('weights %s 3-7-1 to %i', (first8, digit) => {
    expect(abaCheckDigit(first8)).toBe(digit);
    expect(isValidRouting(`${first8}${digit}`)).toBe(true);
  });

  it('accepts a full routing number and looks at its first eight digits only', () => {
    expect(abaCheckDigit('121042882')).toBe(2);
  });

  it.each(['1210428', 'A2104288', '', '1210 288'])('has no check digit for %j', (text) => {
    expect(abaCheckDigit(text)).toBeNull();
  });

  it.each(['121042883', '12104288', '1210428820', ' 12104288', '12104288X', '100067554'])(
    'rejects %j as a routing number',
    (text) => expect(isValidRouting(text)).toBe(false),
  );

  it('accepts exactly one digit in ten for any eight digits (property, 500 cases)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (number) => {
        const first8 = String(number).padStart(8, '0');
        const valid = [...'0123456789'].filter((digit) => isValidRouting(first8 + digit));
        expect(valid).toEqual([String(abaCheckDigit(first8))]);
      }),
      { numRuns: 500, seed: 71 },
    );
  });
});
