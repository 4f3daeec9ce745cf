/**
 * The Reports sections under `/{module}/report/` (Extensions' Reports, sidebar id `ext-report`) and
 * `/{module}/asset-report/` (Asset Management's), spec §2, as data for the app's route table. Both open
 * the report catalogue (issue 23 item 4): `cards` shows a card per report, `list` the reports as a list,
 * and `list?report={id}` one report's page (filters, chart, table, drill-down, export).
 */
export const reportPages = {
  route: 'report',
  accessDenied: 'access-denied',
  pages: {
    cards: { path: 'cards', title: 'Reports' },
    list: { path: 'list', title: 'Reports' },
  },
} as const;

export const assetReportPages = {
  route: 'asset-report',
  accessDenied: 'access-denied',
  pages: {
    cards: { path: 'cards', title: 'Asset Reports' },
    list: { path: 'list', title: 'Asset Reports' },
  },
} as const;
