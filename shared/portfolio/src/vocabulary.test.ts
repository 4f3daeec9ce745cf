import { describe, expect, it } from 'vitest';
import { CONTRACT_TYPES, needsResidual } from './vocabulary.ts';

describe('needsResidual', () => {
  it('holds for the types priced on a booked residual, FMV and TRAC, and no other', () => {
    expect(CONTRACT_TYPES.filter(needsResidual)).toEqual(['FMV', 'TRAC']);
    expect(needsResidual('')).toBe(false);
  });
});
