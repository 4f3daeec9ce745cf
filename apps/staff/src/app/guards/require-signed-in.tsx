import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { useSession } from '../../features/session/session-context.ts';
import { loginHref } from '../paths.ts';

/**
 * Lets only a signed-in user through (spec §4): anyone else goes to sign-in with the wanted address in
 * `redirectURL`, except right after signing out, when the sign-in page says so instead.
 */
export function RequireSignedIn() {
  const { status, signedOutByUser } = useSession();
  const { pathname, search } = useLocation();

  if (status === 'loading') return <PageLoader label="Checking your session" />;
  if (status === 'signed-out') {
    const to = signedOutByUser
      ? loginHref({ fromSignOut: true })
      : loginHref({ redirectURL: `${pathname}${search}` });
    return <Navigate to={to} replace />;
  }
  return <Outlet />;
}
