/**
 * The Process sections (spec §2): Extensions' `/{module}/process/` (sidebar id `ext-process`) and
 * Miscellaneous Invoices' `/{module}/miscprocess/` (`misc-process`), as data for the app's route table.
 * Each is the history and launcher of its module's end-of-period runs (domain.md §2.18): previewable,
 * idempotent, resumable, logged, with the run's file in Downloads.
 */
export const processPages = {
  route: 'process',
  accessDenied: 'access-denied',
  pages: { list: { path: 'list', title: 'Process' } },
} as const;

export const miscProcessPages = {
  route: 'miscprocess',
  accessDenied: 'access-denied',
  pages: { list: { path: 'list', title: 'Process' } },
} as const;
