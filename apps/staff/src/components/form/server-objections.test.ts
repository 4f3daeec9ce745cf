import { describe, expect, it } from 'vitest';
import { standingObjections } from './server-objections.ts';

describe('a server objection once its value changes', () => {
  const refused = {
    name: 'Acme',
    dueDay: 1,
    assets: [{ make: 'Cat' }, { make: 'Deere', serialNumber: 'X1' }],
  };
  const objections = {
    fields: {
      name: 'Taken.',
      assets: 'Add at most one asset.',
      'assets.0.make': 'Enter the make.',
      'assets.1.serialNumber': 'Serial number in use.',
    },
    values: refused,
  };

  it('all stand while nothing changed', () => {
    expect(standingObjections(objections, structuredClone(refused))).toEqual(objections.fields);
  });

  it('goes with the value itself and the value holding it, and leaves the siblings', () => {
    const values = { ...refused, assets: [refused.assets[0], { make: 'Deere', serialNumber: 'X2' }] };
    expect(standingObjections(objections, values)).toEqual({
      name: 'Taken.',
      'assets.0.make': 'Enter the make.',
    });
  });

  it('goes with everything inside a value that changed', () => {
    expect(standingObjections(objections, { ...refused, assets: [] })).toEqual({ name: 'Taken.' });
  });

  it('stays when an unrelated value changes', () => {
    expect(standingObjections(objections, { ...refused, dueDay: 2 })).toEqual(objections.fields);
  });
});
