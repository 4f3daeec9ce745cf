import { describe, expect, it } from 'vitest';
import { returnCategory, returnCodeInfo } from './return-codes.ts';

describe('return codes', () => {
  it.each([
    ...['R05', 'R07', 'R10', 'R11', 'R29', 'R51'].map((code) => [code, 'unauthorised']),
    ...['R02', 'R03', 'R04'].map((code) => [code, 'administrative']),
    ...['R01', 'R06', 'R08', 'R09', 'R16', 'R20', 'R31'].map((code) => [code, 'other']),
  ])('%s counts as %s', (code, category) => {
    expect(returnCategory(code)).toBe(category);
    expect(returnCodeInfo(code)?.category).toBe(category);
  });

  it("takes nacha's wording and knows no private codes", () => {
    expect(returnCodeInfo('R03')).toEqual({
      code: 'R03',
      description: 'No account or unable to locate account',
      category: 'administrative',
    });
    expect(returnCodeInfo('R97')).toBeNull();
    expect(returnCodeInfo('C01')).toBeNull();
  });
});
