import { api } from '../../../lib/api.ts';

export interface SyncRun {
  id: number;
  status: 'running' | 'succeeded' | 'failed';
}

/**
 * `POST /mdmApplication` (spec §7): pulls the latest Salesforce data into the back office. The server
 * waits for the sync job; a very long one answers while still `running` and carries on without us.
 */
export async function syncSalesforceRequest(): Promise<SyncRun> {
  return api.create<SyncRun>('mdmApplication', {});
}
