import { salesforceSyncRunRecord } from '@lendline/wire';
import { defineResource } from '../../resources/define-resource.ts';

const count = (description: string) => ({ type: 'number', readOnly: true, description }) as const;

/** The sync history (domain.md §2.15 report): one row per run, written only by the sync job. */
export const salesforceSyncRunsResource = defineResource({
  name: 'SalesforceSyncRun',
  path: '/salesforce-sync-runs',
  table: 'salesforce_sync_run',
  description: 'Salesforce sync runs: status, counts and the reason for a failure',
  wire: salesforceSyncRunRecord,
  fields: {
    id: { type: 'number', readOnly: true },
    source: { type: 'string', readOnly: true, description: 'salesforce, or demo when no org is configured' },
    status: { type: 'string', readOnly: true, description: 'running, succeeded or failed' },
    startedBy: { type: 'number', readOnly: true, nullable: true },
    startedAt: { type: 'date', readOnly: true },
    heartbeatAt: { type: 'date', readOnly: true, description: 'Last page committed' },
    finishedAt: { type: 'date', readOnly: true, nullable: true },
    fetched: count('Records read from Salesforce'),
    created: count('Records new to the mirror'),
    updated: count('Records that changed'),
    rejected: count('Records that could not be mirrored'),
    counts: {
      type: 'json',
      readOnly: true,
      description: 'Per object counts and samples of rejected records',
    },
    error: { type: 'string', readOnly: true, nullable: true, description: 'Why the run failed' },
  },
  access: {
    read: { module: 'setupModule', menu: 'Salesforce Sync', action: 'view' },
  },
});
