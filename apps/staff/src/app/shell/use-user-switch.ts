import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { startImpersonation, stopImpersonation } from '../../features/impersonation/api/impersonation.ts';
import { useSession } from '../../features/session/session-context.ts';
import { errorMessage } from '../../lib/error-message.ts';
import type { SessionGrant } from '../../lib/session-grant.ts';
import { showErrorToast } from '../../lib/toast.ts';
import { paths } from '../paths.ts';

// Spec §9: the Switching User screen shows for 2 s.
export const SWITCH_DELAY_MS = 2_000;
export const SWITCH_MESSAGE = 'Switching User';

// Set when a new session has been applied and the app should reload once that session has loaded. The
// reload waits because it would abort the new user's role request, and the session reads a failed
// startup request as a failed sign-in and wipes the cookies. Module state, as the shell remounts meanwhile.
let reloadWhenSignedIn = false;

/** Reloads the app once the session applied by a switch has loaded; the shell calls it on every mount. */
export function useReloadAfterSwitch() {
  const { status } = useSession();
  useEffect(() => {
    if (status !== 'signed-in' || !reloadWhenSignedIn) return;
    reloadWhenSignedIn = false;
    window.location.reload();
  }, [status]);
}

/**
 * "Login as" and "Switch Back" (spec §4 Impersonation): the Switching User screen runs for 2 s, then the
 * new session replaces the cookies, the app goes home and, once the new user's role has loaded, reloads.
 *
 * "Login as" asks the server first, so a refusal shows in its dialog; the signed-in session stays valid
 * meanwhile. "Switch Back" asks the server after the screen, because the server ends the impersonating
 * session at once, and no request may go out on its dead token.
 */
export function useUserSwitch() {
  const { applyToken } = useSession();
  const navigate = useNavigate();
  const [nextSession, setNextSession] = useState<(() => Promise<SessionGrant>) | null>(null);

  const loginAs = async (userId: number) => {
    const grant = await startImpersonation(userId);
    setNextSession(() => () => Promise.resolve(grant));
  };

  const switchBack = () => setNextSession(() => stopImpersonation);

  const finish = async () => {
    if (!nextSession) return;
    let grant: SessionGrant;
    try {
      grant = await nextSession();
    } catch (error) {
      setNextSession(null);
      showErrorToast('Switch Back failed', errorMessage(error, 'Could not switch back. Please try again.'));
      return;
    }
    // Home first, so the reload cannot land on a page of the previous user's.
    await navigate(paths.home, { replace: true });
    reloadWhenSignedIn = true;
    applyToken(grant);
  };

  return { switching: nextSession !== null, loginAs, switchBack, finish };
}
