import {
  ACH_ACCOUNT_TYPES,
  ACH_AUTH_METHODS,
  ACH_BATCH_PURPOSES,
  ACH_BATCH_STATUSES,
  ACH_ENTRY_STATUSES,
  ACH_PRENOTE_STATUSES,
  ACH_REOPEN_STATUSES,
  ACH_RETURN_FILE_SOURCES,
  ACH_RETURN_KINDS,
  ACH_SEC_CODES,
} from '@lendline/portfolio';
import * as v from 'valibot';
import { wireCode, wireCount, wireDay, wireId, wireMoment, wireMoney } from '../wire-values.ts';

// ACH (issue 24; apps/api/src/features/ach/CONTRACT.md). Account numbers never cross the wire: a mandate
// and an entry show the last 4 only (`accountLast4`); the whole number lives encrypted in the database and
// in the generated file, which only ACH download may read.

/** A user as the ACH screens name them: maker, approver, requester. */
const achUser = v.nullable(v.object({ id: wireId, name: v.string() }));

/** `GET /ach-batches`, `/ach-batches/{id}`: a batch, its totals (equal to its control record) and file. */
export const achBatchRecord = v.object({
  id: wireId,
  batchName: v.string(),
  purpose: wireCode(ACH_BATCH_PURPOSES),
  status: wireCode(ACH_BATCH_STATUSES),
  companyName: v.string(),
  companyId: v.string(),
  secCode: wireCode(ACH_SEC_CODES),
  serviceClass: v.picklist([200, 220, 225]),
  entryDescription: v.string(),
  effectiveDate: wireDay,
  sameDay: v.boolean(),
  /** Entries that go in the file (held ones excluded). */
  entryCount: wireCount,
  heldCount: wireCount,
  debitTotal: wireMoney,
  creditTotal: wireMoney,
  /** The control record's entry hash (sum of RDFI routing numbers' first 8 digits, last 10 digits). */
  entryHash: v.string(),
  createdBy: achUser,
  createdAt: wireMoment,
  submittedBy: achUser,
  submittedAt: v.nullable(wireMoment),
  approvedBy: achUser,
  approvedAt: v.nullable(wireMoment),
  rejectedBy: achUser,
  rejectedAt: v.nullable(wireMoment),
  rejectReason: v.nullable(v.string()),
  fileIdModifier: v.nullable(v.string()),
  fileName: v.nullable(v.string()),
  fileHash: v.nullable(v.string()),
  /** The file in Downloads (`/downloads/{fileId}/file`); null until generated or after a re-open. */
  fileId: v.nullable(wireId),
  generatedAt: v.nullable(wireMoment),
  transmittedAt: v.nullable(wireMoment),
  transmitMode: v.nullable(v.picklist(['SFTP', 'DOWNLOAD'])),
  reversalOfBatchId: v.nullable(wireId),
  /** The build job, while a draft is being built (progress on `/job-runs/{id}`). */
  buildRunId: v.nullable(wireId),
});
export type AchBatchRecord = v.InferOutput<typeof achBatchRecord>;

/** `GET /ach-batches/{id}/entries`: one entry of a batch. */
export const achEntryRecord = v.object({
  id: wireId,
  batchId: wireId,
  contractId: wireId,
  contractNumber: v.string(),
  invoiceId: v.nullable(wireId),
  invoiceNumber: v.nullable(v.string()),
  receiverName: v.string(),
  individualId: v.string(),
  routingNumber: v.string(),
  accountLast4: v.string(),
  accountType: wireCode(ACH_ACCOUNT_TYPES),
  transactionCode: v.number(),
  amount: wireMoney,
  status: wireCode(ACH_ENTRY_STATUSES),
  holdReason: v.nullable(v.string()),
  traceNumber: v.nullable(v.string()),
  presentment: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3)),
  returnCode: v.nullable(v.string()),
  returnDate: v.nullable(wireDay),
  returnReason: v.nullable(v.string()),
  nocCode: v.nullable(v.string()),
});
export type AchEntryRecord = v.InferOutput<typeof achEntryRecord>;

/** `GET /ach-mandates`: a contract's debit authorisation, the account masked to its last 4. */
export const achMandateRecord = v.object({
  id: wireId,
  contractId: wireId,
  contractNumber: v.string(),
  customerName: v.string(),
  accountHolderName: v.string(),
  routingNumber: v.string(),
  accountLast4: v.string(),
  accountType: wireCode(ACH_ACCOUNT_TYPES),
  secCode: wireCode(ACH_SEC_CODES),
  authorizedAt: wireDay,
  authMethod: wireCode(ACH_AUTH_METHODS),
  revokedAt: v.nullable(wireDay),
  revokedReason: v.nullable(v.string()),
  needsNewAuthorization: v.boolean(),
  prenoteStatus: wireCode(ACH_PRENOTE_STATUSES),
  prenoteSettledOn: v.nullable(wireDay),
  /** First day a live debit may be effective (3rd banking day after the prenote settled). */
  liveFrom: v.nullable(wireDay),
  lastNocCode: v.nullable(v.string()),
});
export type AchMandateRecord = v.InferOutput<typeof achMandateRecord>;

/** `GET /ach-reopen-requests`: a request to re-open a generated batch, for someone else to decide. */
export const achReopenRequestRecord = v.object({
  id: wireId,
  batchId: wireId,
  batchName: v.string(),
  entryCount: wireCount,
  debitTotal: wireMoney,
  creditTotal: wireMoney,
  effectiveDate: wireDay,
  requestedBy: achUser,
  requestedAt: wireMoment,
  reason: v.string(),
  status: wireCode(ACH_REOPEN_STATUSES),
  decidedBy: achUser,
  decidedAt: v.nullable(wireMoment),
  decisionNote: v.nullable(v.string()),
  voidedFileName: v.nullable(v.string()),
});
export type AchReopenRequestRecord = v.InferOutput<typeof achReopenRequestRecord>;

/** `GET /ach-return-files`: an imported bank return / NOC file and what it held. */
export const achReturnFileRecord = v.object({
  id: wireId,
  fileName: v.string(),
  fileHash: v.string(),
  source: wireCode(ACH_RETURN_FILE_SOURCES),
  importedBy: achUser,
  importedAt: wireMoment,
  returnCount: wireCount,
  nocCount: wireCount,
  unmatchedCount: wireCount,
  duplicateCount: wireCount,
});
export type AchReturnFileRecord = v.InferOutput<typeof achReturnFileRecord>;

/** `GET /ach-returns`: one return or NOC and what it did (invoice reopened, mandate revoked, corrected). */
export const achReturnRecord = v.object({
  id: wireId,
  returnFileId: wireId,
  entryId: v.nullable(wireId),
  contractId: v.nullable(wireId),
  contractNumber: v.nullable(v.string()),
  /** The invoice the returned entry collected (reopened by the return); null for a prenote or unmatched line. */
  invoiceId: v.nullable(wireId),
  invoiceNumber: v.nullable(v.string()),
  originalTrace: v.string(),
  kind: wireCode(ACH_RETURN_KINDS),
  code: v.string(),
  /** The code's meaning, as Nacha words it. */
  description: v.string(),
  amount: wireMoney,
  returnDate: wireDay,
  outcome: v.string(),
});
export type AchReturnRecord = v.InferOutput<typeof achReturnRecord>;

/** `POST /ach-return-files`: the import, or the earlier one of the same bytes (`duplicate`), and what it made. */
export const achReturnImportResult = v.object({
  duplicate: v.boolean(),
  file: achReturnFileRecord,
  /** Draft REINITIATION batches (by name) the R01/R09 returns went into, for submit and approval. */
  reinitiationBatches: v.array(v.string()),
  /** MISC invoices billing a return fee. */
  returnFeeInvoiceIds: v.array(wireId),
});
export type AchReturnImportResult = v.InferOutput<typeof achReturnImportResult>;

/** `POST /ach-batches/build`: build a draft from invoices due on ACH billing up to the effective date. */
export const achBuildRequest = v.object({
  effectiveDate: wireDay,
  /** Include invoices due up to this day (defaults to the effective date). */
  dueThrough: v.optional(wireDay),
  sameDay: v.optional(v.boolean()),
});
export type AchBuildRequest = v.InferOutput<typeof achBuildRequest>;

/** The body of reject, re-open request and decision calls: a reason a person reads. */
export const achReasonBody = v.object({
  reason: v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(500)),
});
export type AchReasonBody = v.InferOutput<typeof achReasonBody>;
