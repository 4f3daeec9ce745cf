import { describe, expect, it } from 'vitest';
import { withoutObjectionsTo } from './server-objections.ts';

describe('a server objection once its value changes', () => {
  const objections = {
    name: 'Taken.',
    assets: 'Add at least one asset.',
    'assets.0.make': 'Enter the make.',
    'assets.1.serialNumber': 'Serial number in use.',
    assetsNote: 'Too long.',
  };

  it('goes with the value itself and everything inside it', () => {
    expect(withoutObjectionsTo(objections, 'assets')).toEqual({ name: 'Taken.', assetsNote: 'Too long.' });
  });

  it('goes with the value holding it, and leaves the siblings', () => {
    expect(withoutObjectionsTo(objections, 'assets.1.serialNumber')).toEqual({
      name: 'Taken.',
      'assets.0.make': 'Enter the make.',
      assetsNote: 'Too long.',
    });
  });

  it('stays when an unrelated value changes', () => {
    expect(withoutObjectionsTo(objections, 'dueDay')).toEqual(objections);
  });
});
