import { api } from '../../../lib/api.ts';

/** `POST /mdmApplication` (spec §7): pulls the latest Salesforce data into the back office. */
export async function syncSalesforceRequest(): Promise<void> {
  await api.create('mdmApplication', {});
}
