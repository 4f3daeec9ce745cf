import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  startImpersonation,
  stopImpersonation,
  type ImpersonationGrant,
} from '../../features/impersonation/api/impersonation.ts';
import { useSession } from '../../features/session/session-context.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { showErrorToast } from '../../lib/toast.ts';
import { paths } from '../paths.ts';

// Spec §9: the Switching User screen shows for 2 s.
export const SWITCH_DELAY_MS = 2_000;
export const SWITCH_MESSAGE = 'Switching User';

/**
 * "Login as" and "Switch Back" (spec §4 Impersonation): the Switching User screen runs for 2 s, then the
 * new session replaces the cookies and the app reloads at home.
 *
 * "Login as" asks the server first, so a refusal shows in its dialog; the signed-in session stays valid
 * meanwhile. "Switch Back" asks the server after the screen, because the server ends the impersonating
 * session at once, and no request may go out on its dead token.
 */
export function useUserSwitch() {
  const { applyToken } = useSession();
  const navigate = useNavigate();
  const [nextSession, setNextSession] = useState<(() => Promise<ImpersonationGrant>) | null>(null);

  const loginAs = async (userId: number) => {
    const grant = await startImpersonation(userId);
    setNextSession(() => () => Promise.resolve(grant));
  };

  const switchBack = () => setNextSession(() => stopImpersonation);

  const finish = async () => {
    if (!nextSession) return;
    let grant: ImpersonationGrant;
    try {
      grant = await nextSession();
    } catch (error) {
      setNextSession(null);
      showErrorToast('Switch Back failed', errorMessage(error, 'Could not switch back. Please try again.'));
      return;
    }
    applyToken(grant);
    await navigate(paths.home, { replace: true });
    window.location.reload();
  };

  return { switching: nextSession !== null, loginAs, switchBack, finish };
}
