import { processRunRow } from '@lendline/wire';
import { RUN_HISTORY_FIELDS, RUN_HISTORY_TABLES, runHistoryView } from '../../jobs/run-history.ts';
import { defineResource } from '../../resources/define-resource.ts';

/** The job types of Extensions › Process: start new extensions, bill them, send their invoices to GP. */
export const EXTENSION_RUN_TYPES = [
  'extension-process-new',
  'extension-process-invoicing',
  'extension-gp-posting',
] as const;

/** Extensions › Process › view: the page's history and the GP journal it shows. */
export const EXTENSIONS_PROCESS_VIEW = { module: 'extensions', menu: 'Process', action: 'view' } as const;

/**
 * `GET /extension-process-runs` (+ `/count`, `/{id}`): the history of Extensions › Process (domain.md
 * §2.18, CONTRACT.md "Process page"): every run of the module's three jobs, whoever ran it, newest first
 * when the filter names no order. Launching stays with the runs' own routes and their create rights.
 */
export const extensionProcessRunsResource = defineResource({
  name: 'ExtensionProcessRun',
  path: '/extension-process-runs',
  table: 'job_run',
  description:
    'Extensions › Process: the history of the extension runs (who, when, parameters, counts, totals, file)',
  wire: processRunRow,
  fields: RUN_HISTORY_FIELDS,
  view: { from: runHistoryView(EXTENSION_RUN_TYPES), tables: RUN_HISTORY_TABLES },
  access: { read: EXTENSIONS_PROCESS_VIEW },
});
