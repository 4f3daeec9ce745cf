import { useEffect } from 'react';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { showSuccessToast } from '../../lib/toast.ts';

const { resetSuccess } = STORAGE_KEYS.session;

/**
 * The value the reset leaves in the spec's `resetSuccess` flag. The password-reset page uses the same key
 * for its note on the sign-in page, so the shell answers only to this value.
 */
export const RESET_NOTICE_FLAG = 'pageConfig';

/** After the reload that ends Reset Default Config, says so once and drops the flag. */
export function useResetNotice() {
  useEffect(() => {
    if (sessionStorage.getItem(resetSuccess) !== RESET_NOTICE_FLAG) return;
    sessionStorage.removeItem(resetSuccess);
    showSuccessToast('Success', 'Page configuration has been reset successfully.');
  }, []);
}
