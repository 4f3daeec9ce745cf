/**
 * ACH under `/{module}/ach/` (spec §2: `ach/list`, `ach/manage/{batchId?}/{status?}`), as data for the
 * app's route table, and its reports at `ach/report/cards` and `ach/report/list`. The re-open approval `/ach/approve` is a standalone page outside the module area.
 */
export const achPages = {
  route: 'ach',
  accessDenied: 'access-denied',
  pages: {
    list: { path: 'list', title: 'ACH' },
    manage: { path: 'manage/:batchId?/:status?', title: 'Manage ACH Batch' },
    // ACH's reports (issue 24 item 9): the report catalogue's two screens, shaped as Extensions'
    // `report/cards` and `report/list`, inside the ACH section so ACH › view guards them.
    reportCards: { path: 'report/cards', title: 'ACH Reports' },
    reportList: { path: 'report/list', title: 'ACH Reports' },
  },
  sidebarLinks: [{ label: 'Reports', path: 'report/list' }],
} as const;
