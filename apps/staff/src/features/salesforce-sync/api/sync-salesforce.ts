import { salesforceSyncRunRecord } from '@lendline/wire';
import * as v from 'valibot';
import { api } from '../../../lib/api.ts';

/** What the gear menu reads of the run (`@lendline/wire`'s SalesforceSyncRun): which one, and how it ended. */
const syncRun = v.pick(salesforceSyncRunRecord, ['id', 'status']);
export type SyncRun = v.InferOutput<typeof syncRun>;

/**
 * `POST /mdmApplication` (spec §7): pulls the latest Salesforce data into the back office. The server
 * waits for the sync job; a very long one answers while still `running` and carries on without us.
 */
export async function syncSalesforceRequest(): Promise<SyncRun> {
  return api.create('mdmApplication', {}, { schema: syncRun });
}
