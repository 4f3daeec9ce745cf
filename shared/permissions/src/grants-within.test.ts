import { describe, expect, it } from 'vitest';
import { grantsWithin } from './grants-within.ts';

describe('grantsWithin', () => {
  const viewAch = { ach: { ACH: { view: true } } };
  const runAch = { ach: { ACH: { view: true, create: true } } };
  const users = { setupModule: { Users: { view: true, create: true } } };

  it('holds for fewer or equal rights, in any spelling of the keys', () => {
    expect(grantsWithin(viewAch, runAch)).toBe(true);
    expect(grantsWithin(runAch, runAch)).toBe(true);
    expect(grantsWithin({ ACH: { ach: { VIEW: true } } } as never, runAch)).toBe(true);
    expect(grantsWithin({}, {})).toBe(true);
  });

  it('fails for one action more, and between roles that differ both ways', () => {
    expect(grantsWithin(runAch, viewAch)).toBe(false);
    expect(grantsWithin(users, runAch)).toBe(false);
    expect(grantsWithin(runAch, users)).toBe(false);
  });

  it('ignores flags that grant nothing', () => {
    expect(grantsWithin({ ach: { ACH: { view: true, create: false } } }, viewAch)).toBe(true);
  });
});
