import { useState } from 'react';
import { confirm } from '../../components/confirm.tsx';
import { ChangePasswordModal } from '../../features/account-menu/components/change-password-modal.tsx';
import { useAccountProfile } from '../../features/profile/api/get-account-profile.ts';
import { signOutEverywhereRequest } from '../../features/profile/api/sign-out-everywhere.ts';
import { ProfileView } from '../../features/profile/components/profile-view.tsx';
import { useSession } from '../../features/session/session-context.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { showErrorToast, showSuccessToast } from '../../lib/toast.ts';

/**
 * `/profile` (spec §2): the profile view over the caller's own account, with the top bar's Change Password
 * dialog and "Sign out everywhere". Both store the new token the server answers, as this session is
 * replaced along with the others.
 */
export function ProfilePage() {
  const { impersonation, applyToken } = useSession();
  const profile = useAccountProfile();
  const [changingPassword, setChangingPassword] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  const signOutEverywhere = async () => {
    const others = profile.data?.sessions.filter((session) => !session.current).length ?? 0;
    const confirmed = await confirm({
      title: 'Sign out everywhere',
      message: `End your ${others} other session${others === 1 ? '' : 's'}? Every other device must sign in again; this one stays signed in.`,
      confirmLabel: 'Sign out everywhere',
      danger: true,
    });
    if (!confirmed) return;
    setSigningOut(true);
    try {
      const answer = await signOutEverywhereRequest();
      applyToken({ token: answer.token });
      showSuccessToast('Signed out everywhere', answer.message);
      await profile.mutate();
    } catch (error) {
      showErrorToast('Sign out everywhere failed', errorMessage(error, 'The sessions could not be ended.'));
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <>
      <ProfileView
        profile={profile.data}
        error={
          profile.error ? errorMessage(profile.error, 'The server did not answer. Try again.') : undefined
        }
        onRetry={() => void profile.mutate()}
        onChangePassword={() => setChangingPassword(true)}
        onSignOutEverywhere={() => void signOutEverywhere()}
        signingOut={signingOut}
        ownActionsUnavailable={impersonation ? 'Switch back to manage your own account.' : undefined}
      />
      <ChangePasswordModal
        opened={changingPassword}
        onClose={() => setChangingPassword(false)}
        onChanged={(grant) => {
          applyToken(grant);
          // The password change ended every other session; the list shows it.
          void profile.mutate();
        }}
      />
    </>
  );
}
