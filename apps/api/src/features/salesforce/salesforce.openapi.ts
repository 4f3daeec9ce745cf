import { salesforceSyncRunRecord } from '@lendline/wire';
import type { ApiOperation } from '../../lib/openapi-operation.ts';

/** The sync endpoint for the OpenAPI document; the run history is the `/salesforce-sync-runs` resource. */
export const salesforceOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/mdmApplication',
    tag: 'Salesforce',
    summary: 'Sync master data from Salesforce (setupModule › Salesforce Sync › view)',
    description:
      'Starts the sync job, or joins the run already going, and waits for it. Without a configured org ' +
      'the built-in demo org is read. The run, its counts and any failure reason are in /salesforce-sync-runs.',
    auth: true,
    // Not a route of the /salesforce-sync-runs resource (spec §7 names it), so it stays an operation; its
    // answer is still the wire's run.
    response: { status: 200, schema: salesforceSyncRunRecord },
    responses: {
      200: 'The finished run, as `/salesforce-sync-runs` lists it',
      202: 'Still running after the wait; the run so far',
      403: 'Needs setupModule › Salesforce Sync › view',
      502: 'Salesforce failed or refused; the run records why',
    },
  },
];
