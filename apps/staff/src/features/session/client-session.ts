import { readCookie, removeCookie, writeCookie } from '../../lib/cookies.ts';
import { AUTH_COOKIE_DAYS, STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { actsForAnother, grantsIdentity, type TokenGrant } from '../../lib/session-grant.ts';

const { cookies, local } = STORAGE_KEYS;

export interface Impersonation {
  originalUserId: number;
  originalUserName: string;
}

/** Who the cookies say is signed in; the startup request then asks the server what that user may do. */
export interface StoredIdentity {
  userId: number;
  userName: string;
  impersonation: Impersonation | null;
}

const readId = (name: string): number | undefined => {
  const id = Number(readCookie(name));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** The identity in the cookies, or undefined when there is no token or no usable user id. */
export function readStoredIdentity(): StoredIdentity | undefined {
  const userId = readId(cookies.id);
  if (!readCookie(cookies.token) || userId === undefined) return undefined;
  const userName = readCookie(cookies.userName) ?? '';
  const originalUserId = readId(cookies.originalUserId);
  const originalUserName = readCookie(cookies.originalUserName);
  // Spec §4: impersonation is active while the saved original name differs from the current one.
  const impersonating =
    originalUserId !== undefined && originalUserName !== undefined && originalUserName !== userName;
  return {
    userId,
    userName,
    impersonation: impersonating ? { originalUserId, originalUserName } : null,
  };
}

/**
 * Stores what the server granted. A grant that names a user replaces the identity cookies; the original
 * user of "Login as" is saved once, and forgotten when a grant names that user again ("Switch Back").
 */
export function storeGrant(grant: TokenGrant): void {
  writeCookie(cookies.token, grant.token, AUTH_COOKIE_DAYS);
  localStorage.setItem(local.token, grant.token);
  if (!grantsIdentity(grant)) return;
  writeCookie(cookies.id, String(grant.id), AUTH_COOKIE_DAYS);
  writeCookie(cookies.userName, grant.userName, AUTH_COOKIE_DAYS);
  writeCookie(cookies.role, grant.role ?? '', AUTH_COOKIE_DAYS);
  if (actsForAnother(grant)) {
    if (readId(cookies.originalUserId) === undefined) {
      writeCookie(cookies.originalUserId, String(grant.originalUserId), AUTH_COOKIE_DAYS);
      writeCookie(cookies.originalUserName, grant.originalUserName, AUTH_COOKIE_DAYS);
    }
  } else if (readId(cookies.originalUserId) === grant.id) {
    forgetOriginalUser();
  }
}

export function forgetOriginalUser(): void {
  removeCookie(cookies.originalUserId);
  removeCookie(cookies.originalUserName);
}

export function removeSessionCookies(): void {
  Object.values(cookies).forEach(removeCookie);
}

/** Wipes everything the app keeps in the browser (spec §8), which also signs out other open tabs. */
export function clearClientState(): void {
  removeSessionCookies();
  localStorage.clear();
  sessionStorage.clear();
}
