import { describe, expect, it } from 'vitest';
import { isUsStateCode, US_STATE_CODES, US_STATES } from './index.ts';

describe('US states', () => {
  it('lists the 50 states, DC and 5 territories once each, by two-letter postal code', () => {
    expect(US_STATES).toHaveLength(56);
    expect(new Set(US_STATE_CODES).size).toBe(56);
    expect(US_STATE_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(US_STATES).toContainEqual({ code: 'DC', name: 'District of Columbia' });
    expect(US_STATE_CODES.slice(-5)).toEqual(['AS', 'GU', 'MP', 'PR', 'VI']);
  });

  it('knows a code only as written', () => {
    expect(isUsStateCode('TX')).toBe(true);
    expect(isUsStateCode('PR')).toBe(true);
    expect(isUsStateCode('tx')).toBe(false);
    expect(isUsStateCode('XX')).toBe(false);
    expect(isUsStateCode('')).toBe(false);
  });
});
