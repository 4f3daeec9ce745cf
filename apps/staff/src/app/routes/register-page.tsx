import { useSearchParams } from 'react-router';
import { activateAccount } from '../../features/auth/api/activate-account.ts';
import { AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { paths } from '../paths.ts';

/** Account activation from the invitation e-mail, whose link carries `?email=`. */
export function RegisterPage() {
  const [params] = useSearchParams();
  return (
    <AuthLayout
      title="Activate your account"
      description="Enter the code from your invitation and choose a password."
    >
      <RegisterForm
        initialEmail={params.get('email') ?? ''}
        onSubmit={activateAccount}
        signInHref={paths.login}
      />
    </AuthLayout>
  );
}
