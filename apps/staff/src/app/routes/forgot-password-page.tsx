import { requestPasswordReset } from '../../features/auth/api/request-password-reset.ts';
import { AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';
import { paths } from '../paths.ts';

export function ForgotPasswordPage() {
  return (
    <AuthLayout title="Forgot password" description="We will e-mail you a link to choose a new password.">
      <ForgotPasswordForm onSubmit={requestPasswordReset} signInHref={paths.login} />
    </AuthLayout>
  );
}
