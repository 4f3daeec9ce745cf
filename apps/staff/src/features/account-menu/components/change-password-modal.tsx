import { Modal } from '@mantine/core';
import { MODAL_DEFAULTS } from '../../../components/modal-defaults.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/toast.ts';
import {
  changePasswordRequest,
  type ChangedPasswordToken,
  type PasswordChange,
} from '../api/change-password.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

export interface ChangePasswordModalProps {
  opened: boolean;
  onClose: () => void;
  /** Receives the new token; the old one stopped working with the change. */
  onChanged: (grant: ChangedPasswordToken) => void;
  /** The request; stories pass a stand-in so they need no server. */
  changePassword?: (change: PasswordChange) => Promise<ChangedPasswordToken>;
}

/** Change Password (spec §2 Modals) with the spec's toasts for success and failure (§8). */
export function ChangePasswordModal({
  opened,
  onClose,
  onChanged,
  changePassword = changePasswordRequest,
}: ChangePasswordModalProps) {
  const submit = async (change: PasswordChange) => {
    let grant: ChangedPasswordToken;
    try {
      grant = await changePassword(change);
    } catch (error) {
      showErrorToast('Failed to change', errorMessage(error, 'Failed to update password'));
      throw error;
    }
    onChanged(grant);
    showSuccessToast('Update password', 'Your password was updated!');
    onClose();
  };

  return (
    <Modal {...MODAL_DEFAULTS} opened={opened} onClose={onClose} title="Change Password" size="sm">
      <ChangePasswordForm onSubmit={submit} onCancel={onClose} />
    </Modal>
  );
}
