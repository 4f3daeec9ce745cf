import { describe, expect, it } from 'vitest';
import { allowedTransitions } from './contract-transitions.ts';
import { CLOSED_CONTRACT_STATUSES, CONTRACT_STATUSES } from './vocabulary.ts';

describe('allowedTransitions', () => {
  it('moves only between known statuses, never to the same one', () => {
    for (const from of CONTRACT_STATUSES) {
      for (const to of allowedTransitions(from)) {
        expect(CONTRACT_STATUSES).toContain(to);
        expect(to).not.toBe(from);
      }
    }
  });

  it('leaves only closed statuses final, and reopens a closed one only to ACTIVE', () => {
    const final = CONTRACT_STATUSES.filter((status) => allowedTransitions(status).length === 0);
    expect(final.sort()).toEqual(['CHARGED_OFF', 'PURCHASED', 'RETURNED']);
    for (const status of final) expect(CLOSED_CONTRACT_STATUSES).toContain(status);
    for (const closed of CLOSED_CONTRACT_STATUSES) {
      for (const to of allowedTransitions(closed)) expect(to).toBe('ACTIVE');
    }
    expect(allowedTransitions('PENDING_BOOKING')).toEqual(['ACTIVE', 'TERMINATED']);
  });
});
