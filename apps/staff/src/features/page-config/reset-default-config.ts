import { ApiError } from '@lendline/api-client';
import { confirm } from '../../components/confirm.tsx';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { showErrorToast } from '../../lib/toast.ts';
import { changePageConfig, withoutSavedViews } from './stored-page-config.ts';
import { RESET_NOTICE_FLAG } from './use-reset-notice.ts';

// Spec §9: the reset dialog's words.
export const RESET_DIALOG = {
  title: 'Reset Default Config',
  message: 'Are you sure you want to reset all filters and settings to their default values?',
  confirmLabel: 'Yes',
  cancelLabel: 'Cancel',
} as const;

/**
 * Reset Default Config (spec §4): after the confirm dialog, the saved filters, pagination and sort are
 * cleared on the server and the app reloads so every list opens on its defaults; the reloaded app then
 * says so once. A failure says whether the server refused (spec §8) and changes nothing.
 */
export async function resetDefaultConfig(userId: number): Promise<void> {
  if (!(await confirm(RESET_DIALOG))) return;
  try {
    await changePageConfig(userId, withoutSavedViews);
  } catch (error) {
    const message =
      error instanceof ApiError
        ? 'Failed to reset configuration. Server error.'
        : 'Failed to reset page configuration. Please try again.';
    showErrorToast('Error', message);
    return;
  }
  sessionStorage.setItem(STORAGE_KEYS.session.resetSuccess, RESET_NOTICE_FLAG);
  window.location.reload();
}
