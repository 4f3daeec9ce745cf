import { describe, expect, it } from 'vitest';
import { CUSTOMER_SHAPES } from './customer-shapes.ts';

describe("a lessee's identifiers", () => {
  it.each([
    ['fein', '74-1234567', '741234567'],
    ['naics', '621210', '62121'],
    ['state', 'TX', 'tx'],
    ['zip', '75201-1234', '7520'],
  ] as const)('%s takes %s and refuses %s', (shape, good, bad) => {
    expect(CUSTOMER_SHAPES[shape].test(good)).toBe(true);
    expect(CUSTOMER_SHAPES[shape].test(bad)).toBe(false);
  });
});
