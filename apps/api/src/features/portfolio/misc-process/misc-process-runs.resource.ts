import { processRunRow } from '@lendline/wire';
import { RUN_HISTORY_FIELDS, RUN_HISTORY_TABLES, runHistoryView } from '../../../jobs/run-history.ts';
import { defineResource } from '../../../resources/define-resource.ts';
import { LATE_FEE_RUN_TYPE, lateFeePreviewRoute, lateFeeRunRoute } from './late-fee-run.ts';

/**
 * `GET /misc-process-runs` (+ `/count`, `/{id}`): the history of Miscellaneous Invoices › Process (CONTRACT.md),
 * every late-fee run whoever ran it, behind the page's view right; the run's preview and start beside it,
 * behind Miscellaneous Invoices › Invoices › create.
 */
export const miscProcessRunsResource = defineResource({
  name: 'MiscProcessRun',
  path: '/misc-process-runs',
  table: 'job_run',
  description:
    'Miscellaneous Invoices › Process: the late-fee runs (who, when, parameters, counts, totals, file)',
  wire: processRunRow,
  fields: RUN_HISTORY_FIELDS,
  view: { from: runHistoryView([LATE_FEE_RUN_TYPE]), tables: RUN_HISTORY_TABLES },
  access: { read: { module: 'miscInvoice', menu: 'Process', action: 'view' } },
  declaredRoutes: [lateFeePreviewRoute, lateFeeRunRoute],
});
