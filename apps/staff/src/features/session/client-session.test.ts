import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from '../../lib/cookies.ts';
import { clearBrowserState } from '../../testing/browser-state.ts';
import { readStoredIdentity, storeGrant } from './client-session.ts';

afterEach(clearBrowserState);

const avery = { token: 't1', id: 7, userName: 'Avery Collins', role: 'Admin' };
const loginAsTomas = {
  token: 't2',
  id: 15,
  userName: 'Tomas Herrera',
  role: 'ACH Operator',
  originalUserId: 7,
  originalUserName: 'Avery Collins',
};

describe('client session storage', () => {
  it('reads no identity without a token or a usable id', () => {
    expect(readStoredIdentity()).toBeUndefined();
    document.cookie = 'id=7; path=/';
    expect(readStoredIdentity()).toBeUndefined();
    document.cookie = 'token=t; path=/';
    document.cookie = 'id=abc; path=/';
    expect(readStoredIdentity()).toBeUndefined();
  });

  it('saves the original user once and forgets them on switching back', () => {
    storeGrant(avery);
    storeGrant(loginAsTomas);
    expect(readStoredIdentity()).toEqual({
      userId: 15,
      userName: 'Tomas Herrera',
      impersonation: { originalUserId: 7, originalUserName: 'Avery Collins' },
    });

    storeGrant({ ...loginAsTomas, originalUserId: 99, originalUserName: 'Someone Else' });
    expect(readCookie('originalUserId')).toBe('7');

    storeGrant({ ...avery, token: 't3' });
    expect(readStoredIdentity()).toEqual({ userId: 7, userName: 'Avery Collins', impersonation: null });
    expect(readCookie('originalUserName')).toBeUndefined();
  });
});
