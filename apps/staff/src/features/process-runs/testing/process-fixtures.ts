import type { GpJournalDocument, ProcessRun, RunPreview } from '../api/process-api.ts';

// Runs and GP documents as the server answers them (@lendline/wire processRunRow, gpJournalRow).

const run = (over: Partial<ProcessRun> & Pick<ProcessRun, 'id' | 'type' | 'title'>): ProcessRun => ({
  status: 'succeeded',
  progressDone: 0,
  progressTotal: null,
  phase: null,
  requestedBy: 12,
  requestedByName: 'Priya Raman',
  actorId: 12,
  actorName: 'Priya Raman',
  createdAt: '2026-11-20T15:02:11.000Z',
  startedAt: '2026-11-20T15:02:12.000Z',
  finishedAt: '2026-11-20T15:02:19.000Z',
  counts: {},
  amountTotal: null,
  parameters: {},
  parameterKey: '',
  rowsAsked: 0,
  fileId: null,
  fileName: null,
  failureReason: null,
  attempts: 1,
  ...over,
});

export const EXTENSION_RUNS: ProcessRun[] = [
  run({
    id: 318,
    type: 'extension-process-invoicing',
    title: 'Bill extensions (all billing sources, every payment method, through 2026-12-31)',
    status: 'running',
    progressDone: 120,
    progressTotal: 310,
    phase: 'Creating invoices',
    finishedAt: null,
    createdAt: '2026-11-27T14:10:00.000Z',
    startedAt: '2026-11-27T14:10:01.000Z',
    parameters: { billingSource: 'ALL', throughDate: '2026-12-31', paymentMethod: 'ALL' },
    parameterKey: 'ALL|2026-12-31|ALL',
    rowsAsked: 310,
  }),
  run({
    id: 305,
    type: 'extension-process-new',
    title: 'Start extensions (FUNDER, through 2026-12-31)',
    requestedBy: 9,
    requestedByName: 'Marcus Delgado',
    actorId: 9,
    actorName: 'Marcus Delgado',
    createdAt: '2026-11-25T09:30:00.000Z',
    startedAt: '2026-11-25T09:30:01.000Z',
    finishedAt: '2026-11-25T09:30:04.000Z',
    counts: { started: 14, skipped: 0 },
    amountTotal: '18240.50',
    parameters: { billingSource: 'FUNDER', throughDate: '2026-12-31' },
    parameterKey: 'FUNDER|2026-12-31',
    rowsAsked: 14,
    fileId: 77,
    fileName: 'extensions-started-funder-2026-12-31.csv',
  }),
  run({
    id: 301,
    type: 'extension-gp-posting',
    title: 'Send 30 extension invoices to GP',
    status: 'failed',
    counts: {},
    failureReason: 'You no longer hold Extensions › Invoices › create.',
    rowsAsked: 30,
  }),
  run({
    id: 290,
    type: 'extension-process-invoicing',
    title: 'Bill extensions (PORTFOLIO, ACH, through 2026-11-30)',
    counts: { invoices: 30, skipped: 0 },
    amountTotal: '41877.12',
    parameters: { billingSource: 'PORTFOLIO', throughDate: '2026-11-30', paymentMethod: 'ACH' },
    parameterKey: 'PORTFOLIO|2026-11-30|ACH',
    rowsAsked: 30,
    fileId: 71,
    fileName: 'extension-invoices-portfolio-ach-2026-11-30.csv',
  }),
];

export const MISC_RUNS: ProcessRun[] = [
  run({
    id: 330,
    type: 'misc-late-fees',
    title: "Late fees as of 2026-11-27 (10 days' grace), 41 installments",
    counts: { charged: 41, skipped: 0 },
    amountTotal: '2316.85',
    parameters: { asOfDate: '2026-11-27', graceDays: 10 },
    parameterKey: '2026-11-27|10',
    rowsAsked: 41,
    fileId: 80,
    fileName: 'late-fees-2026-11-27-grace-10.csv',
  }),
];

export const GP_DOCUMENTS: GpJournalDocument[] = [1, 2, 3, 4].map((n) => ({
  id: n,
  batchId: 'EXT-20261127',
  documentNumber: `EXT-INV-000${4100 + n}`,
  documentType: 'SOP_INVOICE',
  customerNumber: `WHIT000${n}`,
  customerName: [
    'Whitfield Family Dental PLLC',
    'Bellini Excavation LLC',
    'Cobalt Freight Inc.',
    'Delta Imaging LLC',
  ][n - 1]!,
  documentDate: '2026-11-27',
  dueDate: '2026-12-12',
  subtotal: 1200 + n * 10,
  taxAmount: 84 + n,
  total: 1284 + n * 11,
  invoiceNumber: `INV-000${4100 + n}`,
  invoiceId: 4100 + n,
  contractId: `EL-2023-00${4200 + n}`,
  reference: `Lendline EL-2023-00${4200 + n}`,
  createdAt: '2026-11-27T14:20:00.000Z',
  jobRunId: 301,
  postedByName: 'Marcus Delgado',
}));

export const LATE_FEE_PREVIEW: RunPreview = {
  count: 12,
  total: 482.35,
  confirm: 'a'.repeat(32),
  previousRun: null,
  rows: Array.from({ length: 12 }, (_, index) => ({
    id: 9000 + index,
    reference: `INV-000${9000 + index} · EL-2024-00${4300 + index}`,
    customerName: ['Whitfield Family Dental PLLC', 'Bellini Excavation LLC', 'Cobalt Freight Inc.'][
      index % 3
    ]!,
    day: '2026-10-15',
    amount: index === 0 ? 57.35 : 25 + index,
  })),
};

export const ALREADY_RUN_PREVIEW: RunPreview = {
  count: 0,
  total: 0,
  confirm: 'b'.repeat(32),
  rows: [],
  previousRun: {
    id: 330,
    finishedAt: '2026-11-27T09:12:00.000Z',
    requestedByName: 'Priya Raman',
    counts: { charged: 41, skipped: 0 },
    amountTotal: '2316.85',
    fileId: 80,
  },
};
