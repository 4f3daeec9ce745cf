import { confirm } from '../../components/confirm.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { showErrorToast, showSuccessToast } from '../../lib/toast.ts';
import { deleteUser } from './api/delete-user.ts';
import { resendInvitation } from './api/resend-invitation.ts';
import { updateUser } from './api/save-user.ts';
import { fullName, useRefreshUsers, type UserRecord } from './api/users-resource.ts';

type Subject = Pick<UserRecord, 'id' | 'firstName' | 'lastName' | 'email'>;
/** A success toast's title and message. */
type Done = [title: string, message: string];

const named = (user: Subject) => (
  <>
    <strong>{fullName(user)}</strong> ({user.email})
  </>
);

/**
 * The actions on one user, from the list and the update form: each asks for confirmation, naming the
 * user, where it locks someone out or destroys data; shows the server's message when refused; toasts on
 * success and reloads the user data on screen.
 */
export function useUserActions() {
  const refresh = useRefreshUsers();

  async function run(action: () => Promise<Done>, failed: string): Promise<boolean> {
    try {
      showSuccessToast(...(await action()));
      // Not awaited: a caller leaving the page (after a delete) should not wait for lists it will not show.
      void refresh();
      return true;
    } catch (failure) {
      showErrorToast('Error', errorMessage(failure, failed));
      return false;
    }
  }

  return {
    activate: (user: Subject) =>
      run(async () => {
        await updateUser(user.id, { isActive: true });
        return ['User activated', `${fullName(user)} can sign in again.`];
      }, 'The user could not be activated.'),

    deactivate: async (user: Subject) => {
      const message = (
        <>Deactivate {named(user)}? They are signed out at once and cannot sign in until activated again.</>
      );
      if (!(await confirm({ message, danger: true }))) return false;
      return run(async () => {
        await updateUser(user.id, { isActive: false });
        return ['User deactivated', `${fullName(user)} can no longer sign in.`];
      }, 'The user could not be deactivated.');
    },

    remove: async (user: Subject) => {
      const message = <>Delete {named(user)}? The account is removed for good.</>;
      if (!(await confirm({ message, danger: true }))) return false;
      return run(async () => {
        await deleteUser(user.id);
        return ['User deleted', `${fullName(user)} was deleted.`];
      }, 'The user could not be deleted.');
    },

    resendInvitation: (user: Subject) =>
      run(
        async () => ['Invitation sent', await resendInvitation(user.id)],
        'The invitation could not be sent.',
      ),
  };
}
