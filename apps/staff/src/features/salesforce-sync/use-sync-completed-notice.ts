import { useEffect } from 'react';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { showSuccessToast } from '../../lib/toast.ts';

const { isSynced } = STORAGE_KEYS.local;

/** After the reload that ends a successful sync, says so once and forgets the flag. */
export function useSyncCompletedNotice() {
  useEffect(() => {
    if (localStorage.getItem(isSynced) === null) return;
    localStorage.removeItem(isSynced);
    showSuccessToast('Sync completed', 'Salesforce Sync completed successfully!');
  }, []);
}
