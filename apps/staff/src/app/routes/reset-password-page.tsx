import { useNavigate, useSearchParams } from 'react-router';
import { resetPassword } from '../../features/auth/api/reset-password.ts';
import { AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { paths } from '../paths.ts';

/** A new password from the e-mailed link (`?token=`); afterwards the sign-in page says it worked. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();

  const reset = async (fields: { token: string; password: string; confirmPassword: string }) => {
    await resetPassword(fields);
    sessionStorage.setItem(STORAGE_KEYS.session.resetSuccess, 'true');
    await navigate(paths.login, { replace: true });
  };

  return (
    <AuthLayout title="Reset password" description="Choose a new password for your account.">
      <ResetPasswordForm
        token={params.get('token')}
        onSubmit={reset}
        forgotPasswordHref={paths.forgotPassword}
        signInHref={paths.login}
      />
    </AuthLayout>
  );
}
