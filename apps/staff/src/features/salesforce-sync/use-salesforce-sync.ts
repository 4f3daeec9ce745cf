import { useState } from 'react';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { showErrorToast, showInfoToast } from '../../lib/toast.ts';
import { syncSalesforceRequest } from './api/sync-salesforce.ts';

export const SYNC_MESSAGE = 'Please Wait Synchronizing Data With Salesforce';

/**
 * The Salesforce sync of spec §4: while it runs the whole window says so; on success the flag is set and
 * the app reloads to show fresh data (`useSyncCompletedNotice` then says so once); on failure the spec's
 * toast (§8) appears and the user carries on. A sync the server is still running after its wait (a very
 * large org) is said to continue in the background, without the reload.
 */
export function useSalesforceSync() {
  const [syncing, setSyncing] = useState(false);

  const start = async () => {
    setSyncing(true);
    let run;
    try {
      run = await syncSalesforceRequest();
    } catch {
      setSyncing(false);
      showErrorToast('Unable to process', 'Unable to process invoices in GP');
      return;
    }
    if (run.status === 'running') {
      // Reloading now would promise data that has not arrived; say where it stands instead.
      setSyncing(false);
      showInfoToast('Sync in progress', 'Salesforce Sync continues in the background.');
      return;
    }
    localStorage.setItem(STORAGE_KEYS.local.isSynced, 'true');
    window.location.reload();
  };

  return { syncing, start };
}
