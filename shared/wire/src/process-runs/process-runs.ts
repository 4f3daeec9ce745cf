import * as v from 'valibot';
import { JOB_STATUSES } from '../jobs/jobs.ts';
import { wireCount, wireDay, wireId, wireMoment, wireMoney } from '../wire-values.ts';

// The process pages (domain.md §2.18): Extensions › Process and Miscellaneous Invoices › Process list
// every run of their module's end-of-period work, whoever ran it, with what it did
// (apps/api/src/features/extensions/CONTRACT.md, apps/api/src/features/portfolio/misc-process/CONTRACT.md).

/**
 * A row of `GET /extension-process-runs` and `GET /misc-process-runs`: one run, who asked for it, with
 * which parameters, where it stands and what it did.
 */
export const processRunRow = v.object({
  id: wireId,
  /** The job type: `extension-process-new`, `extension-process-invoicing`, `extension-gp-posting`, `misc-late-fees`. */
  type: v.string(),
  title: v.string(),
  status: v.picklist(JOB_STATUSES),
  progressDone: wireCount,
  progressTotal: v.nullable(wireCount),
  phase: v.nullable(v.string()),
  requestedBy: wireId,
  /** "Priya Raman"; null when the user was deleted. */
  requestedByName: v.nullable(v.string()),
  /** The real person who asked (differs from `requestedBy` under impersonation). */
  actorId: wireId,
  actorName: v.nullable(v.string()),
  createdAt: wireMoment,
  startedAt: v.nullable(wireMoment),
  finishedAt: v.nullable(wireMoment),
  /** What the run did: `{ started: 12, skipped: 0 }`, `{ invoices: 30 }`, `{ charged: 9, skipped: 1 }`. */
  counts: v.record(v.string(), v.number()),
  /** Dollars to the cent as text, so no float rounds a run's total. */
  amountTotal: v.nullable(v.string()),
  /** The parameters it was asked with, without the list of row ids it took. */
  parameters: v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null()])),
  /** The parameters as one text (`ALL|2026-11-30`), so "has this been run already?" is one `where`. */
  parameterKey: v.string(),
  /** How many rows the confirmed preview held. */
  rowsAsked: wireCount,
  /** Its file in Downloads, when it left one (`GET /downloads/{fileId}/file`). */
  fileId: v.nullable(wireId),
  fileName: v.nullable(v.string()),
  failureReason: v.nullable(v.string()),
  attempts: wireCount,
});
export type ProcessRunRow = v.InferOutput<typeof processRunRow>;

/** A row of `GET /gp-journal`: a sales document the embedded GP holds, unposted in its batch. */
export const gpJournalRow = v.object({
  id: wireId,
  batchId: v.string(),
  documentNumber: v.string(),
  documentType: v.string(),
  customerNumber: v.string(),
  /** The lessee's name, when the document's invoice is known. */
  customerName: v.nullable(v.string()),
  documentDate: wireDay,
  dueDate: wireDay,
  subtotal: wireMoney,
  taxAmount: wireMoney,
  total: wireMoney,
  /** The Lendline invoice it was made from (its number and id), when known. */
  invoiceNumber: v.nullable(v.string()),
  invoiceId: v.nullable(wireId),
  contractId: v.nullable(v.string()),
  reference: v.nullable(v.string()),
  createdAt: wireMoment,
  /** The posting run that sent it, and who ran it. */
  jobRunId: v.nullable(wireId),
  postedByName: v.nullable(v.string()),
});
export type GpJournalRow = v.InferOutput<typeof gpJournalRow>;

/** What a late-fee run is asked: the day it assesses and the days of grace after a due date. */
export const miscLateFeeRequest = v.strictObject({
  asOfDate: wireDay,
  graceDays: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(90)),
});
export type MiscLateFeeRequest = v.InferOutput<typeof miscLateFeeRequest>;

/** The same, with the preview's token: starts the run. */
export const miscLateFeeConfirm = v.strictObject({
  ...miscLateFeeRequest.entries,
  confirm: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/)),
});
export type MiscLateFeeConfirm = v.InferOutput<typeof miscLateFeeConfirm>;

/** A past-due installment the run would charge a late fee on. */
export const miscLateFeeRow = v.object({
  /** The installment invoice's id. */
  id: wireId,
  invoiceNumber: v.string(),
  contractId: v.string(),
  customerName: v.string(),
  dueDate: wireDay,
  daysLate: wireCount,
  balance: wireMoney,
  /** The late fee: the greater of $25 or 5% of the installment. */
  amount: wireMoney,
});
export type MiscLateFeeRow = v.InferOutput<typeof miscLateFeeRow>;

/** A run of the same parameters that already succeeded: the launcher says so instead of running again. */
export const previousProcessRun = v.object({
  id: wireId,
  finishedAt: v.nullable(wireMoment),
  requestedByName: v.nullable(v.string()),
  counts: v.record(v.string(), v.number()),
  amountTotal: v.nullable(v.string()),
  fileId: v.nullable(wireId),
});
export type PreviousProcessRun = v.InferOutput<typeof previousProcessRun>;

/** `POST /misc-process-runs/late-fees/preview`: what the run would charge, and its token. */
export const miscLateFeePreview = v.object({
  asOfDate: wireDay,
  graceDays: wireCount,
  count: wireCount,
  total: wireMoney,
  /** The first 100 rows, in invoice id order. */
  rows: v.array(miscLateFeeRow),
  /** Send back as `confirm` to run exactly this; a token from before the rows changed answers 409. */
  confirm: v.string(),
  /** The last run of these parameters that succeeded, if any. */
  previousRun: v.nullable(previousProcessRun),
});
export type MiscLateFeePreview = v.InferOutput<typeof miscLateFeePreview>;
