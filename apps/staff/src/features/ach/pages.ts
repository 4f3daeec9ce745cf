/**
 * ACH under `/{module}/ach/` (spec §2: `ach/list`, `ach/manage/{batchId?}/{status?}`), as data for the
 * app's route table. The re-open approval `/ach/approve` is a standalone page outside the module area.
 */
export const achPages = {
  route: 'ach',
  accessDenied: 'access-denied',
  pages: {
    list: { path: 'list', title: 'ACH' },
    manage: { path: 'manage/:batchId?/:status?', title: 'Manage ACH Batch' },
  },
} as const;
