import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react';
import { onUnauthorizedResponse } from '../../lib/api.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { showErrorToast } from '../../lib/toast.ts';
import { getSessionRole } from './api/get-session-role.ts';
import { signInRequest, type Credentials } from './api/sign-in.ts';
import { signOutRequest } from './api/sign-out.ts';
import { grantsIdentity, type TokenGrant } from '../../lib/session-grant.ts';
import {
  clearClientState,
  forgetOriginalUser,
  readStoredIdentity,
  removeSessionCookies,
  storeGrant,
  type StoredIdentity,
} from './client-session.ts';
import { SessionContext, type Session } from './session-context.ts';
import { signedIn, type SessionState } from './session-state.ts';

const STARTUP_FAILED = 'Error occurred while logging in!!';

function initialState(): SessionState {
  const identity = readStoredIdentity();
  return identity ? { status: 'loading', identity } : { status: 'signed-out', signedOutByUser: false };
}

function storedIdentityOrThrow(): StoredIdentity {
  const identity = readStoredIdentity();
  if (!identity) throw new Error('The browser refused the session cookies; allow cookies for this site.');
  return identity;
}

export interface SessionProviderProps {
  children: ReactNode;
  /** Whether a 401/403 answered on the current page leaves the session alone (spec §8 exceptions). */
  keepsSessionOnUnauthorized?: () => boolean;
}

/**
 * Owns the signed-in session: restores it from the cookies at startup and asks the server for the role
 * (spec §4), signs in and out, and ends the session on a 401/403 or when another tab wipes the storage.
 */
export function SessionProvider({ children, keepsSessionOnUnauthorized }: SessionProviderProps) {
  const [state, setState] = useState<SessionState>(initialState);
  const signingOut = useRef(false);
  const pendingRefresh = useRef<Promise<void> | null>(null);
  const identity = state.status === 'signed-out' ? null : state.identity;
  // A reload (F5, or the reload after "Login as") aborts the startup request; that is not a failed startup.
  const unloading = useRef(false);
  useEffect(() => {
    const mark = () => {
      unloading.current = true;
    };
    window.addEventListener('beforeunload', mark);
    window.addEventListener('pagehide', mark);
    return () => {
      window.removeEventListener('beforeunload', mark);
      window.removeEventListener('pagehide', mark);
    };
  }, []);

  useEffect(() => {
    if (state.status !== 'loading') return;
    let current = true;
    getSessionRole(state.identity.userId).then(
      (record) => current && setState(signedIn(state.identity, record)),
      (error: unknown) => {
        if (!current || unloading.current) return;
        clearClientState();
        setState({ status: 'signed-out', signedOutByUser: false });
        showErrorToast('Error', errorMessage(error, STARTUP_FAILED));
      },
    );
    return () => {
      current = false;
    };
  }, [state]);

  const endSessionOnUnauthorized = useEffectEvent(() => {
    // While starting or signing out, the caller reports the failure itself.
    if (state.status !== 'signed-in' || signingOut.current || keepsSessionOnUnauthorized?.()) return;
    clearClientState();
    window.location.reload();
  });
  useEffect(() => onUnauthorizedResponse(() => endSessionOnUnauthorized()), []);

  const endSessionWipedElsewhere = useEffectEvent((event: StorageEvent) => {
    if (state.status === 'signed-out' || event.storageArea === sessionStorage) return;
    const wiped = event.key === null || (event.key === STORAGE_KEYS.local.token && event.newValue === null);
    if (!wiped) return;
    removeSessionCookies();
    window.location.reload();
  });
  useEffect(() => {
    const listener = (event: StorageEvent) => endSessionWipedElsewhere(event);
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  }, []);

  const signIn = useCallback(async (credentials: Credentials) => {
    const grant = await signInRequest(credentials);
    forgetOriginalUser();
    storeGrant(grant);
    try {
      const signedInIdentity = storedIdentityOrThrow();
      setState(signedIn(signedInIdentity, await getSessionRole(signedInIdentity.userId)));
    } catch (error) {
      clearClientState();
      throw error;
    }
  }, []);

  const signOut = useCallback(async () => {
    signingOut.current = true;
    try {
      await signOutRequest();
    } catch {
      // The server may already have ended the session; this device forgets it either way.
    } finally {
      signingOut.current = false;
    }
    clearClientState();
    setState({ status: 'signed-out', signedOutByUser: true });
  }, []);

  const applyToken = useCallback((grant: TokenGrant) => {
    storeGrant(grant);
    if (grantsIdentity(grant)) setState({ status: 'loading', identity: storedIdentityOrThrow() });
  }, []);

  const refreshPermissions = useCallback(() => {
    if (!identity) return Promise.resolve();
    // Navigations in quick succession share one request.
    pendingRefresh.current ??= getSessionRole(identity.userId)
      // A sign-out or a switch of user while the request was out wins over its answer.
      .then((record) =>
        setState((latest) =>
          latest.status === 'signed-in' && latest.identity === identity ? signedIn(identity, record) : latest,
        ),
      )
      .finally(() => {
        pendingRefresh.current = null;
      });
    return pendingRefresh.current;
  }, [identity]);

  const session = useMemo<Session>(
    () => ({
      status: state.status,
      signedOutByUser: state.status === 'signed-out' && state.signedOutByUser,
      user: identity && { id: identity.userId, name: identity.userName },
      role: state.status === 'signed-in' ? state.role : null,
      permissions: state.status === 'signed-in' ? state.permissions : {},
      impersonation: identity?.impersonation ?? null,
      signIn,
      signOut,
      applyToken,
      refreshPermissions,
    }),
    [state, identity, signIn, signOut, applyToken, refreshPermissions],
  );

  return <SessionContext value={session}>{children}</SessionContext>;
}
