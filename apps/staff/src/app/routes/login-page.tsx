import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { useSession } from '../../features/session/session-context.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { paths } from '../paths.ts';
import { safeRedirect } from '../safe-redirect.ts';

const SIGN_IN_PATHS = [paths.login, paths.forgotPassword, paths.register, paths.resetPassword];
const { resetSuccess } = STORAGE_KEYS.session;

function noticeFor(fromSignOut: boolean, passwordWasReset: boolean): string | undefined {
  if (passwordWasReset) return 'Your password was updated! Sign in with your new password.';
  if (fromSignOut) return 'You have signed out.';
  return undefined;
}

/**
 * Sign-in. A signed-in user (just now, or still from an earlier visit) goes on to `redirectURL` when it
 * is an address in this app, else home.
 */
export function LoginPage() {
  const { status, signIn } = useSession();
  const [params] = useSearchParams();
  // The reset page leaves a one-time flag; read it once and drop it so a reload does not repeat the note.
  const [passwordWasReset] = useState(() => sessionStorage.getItem(resetSuccess) !== null);
  useEffect(() => sessionStorage.removeItem(resetSuccess), []);

  if (status === 'signed-in') {
    return <Navigate to={safeRedirect(params.get('redirectURL'), SIGN_IN_PATHS) ?? paths.home} replace />;
  }
  return (
    <AuthLayout title="Sign in" description="Use your company e-mail address.">
      <LoginForm
        onSubmit={signIn}
        notice={noticeFor(params.get('fromSignOut') === 'true', passwordWasReset)}
        forgotPasswordHref={paths.forgotPassword}
      />
    </AuthLayout>
  );
}
