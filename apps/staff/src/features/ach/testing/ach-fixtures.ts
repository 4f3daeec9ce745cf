import type { AchBatchRecord, AchEntryRecord, AchReopenRequestRecord } from '@lendline/wire';
import type { AchFilePreview } from '../api/ach-api.ts';

// ACH rows for stories and component tests: users as the demo seed names them (tomas.herrera the
// operator who builds, grace.okafor the approver).

export const OPERATOR = { id: 21, name: 'Tomas Herrera' };
export const APPROVER = { id: 22, name: 'Grace Okafor' };

export function batchFixture(change: Partial<AchBatchRecord> = {}): AchBatchRecord {
  return {
    id: 7,
    batchName: 'ACH-20261123-01',
    purpose: 'COLLECTION',
    status: 'DRAFT',
    companyName: 'LENDLINE LEASING',
    companyId: '1234567890',
    secCode: 'CCD',
    serviceClass: 225,
    entryDescription: 'LEASE PMT',
    effectiveDate: '2026-11-23',
    sameDay: false,
    entryCount: 412,
    heldCount: 1,
    debitTotal: 1284331.2,
    creditTotal: 0,
    entryHash: '0012345678',
    createdBy: OPERATOR,
    createdAt: '2026-11-20T14:05:00.000Z',
    submittedBy: null,
    submittedAt: null,
    approvedBy: null,
    approvedAt: null,
    rejectedBy: null,
    rejectedAt: null,
    rejectReason: null,
    fileIdModifier: null,
    fileName: null,
    fileHash: null,
    fileId: null,
    generatedAt: null,
    transmittedAt: null,
    transmitMode: null,
    reversalOfBatchId: null,
    buildRunId: null,
    ...change,
  };
}

const submitted = { submittedBy: OPERATOR, submittedAt: '2026-11-20T14:30:00.000Z' };
const approved = { ...submitted, approvedBy: APPROVER, approvedAt: '2026-11-20T15:00:00.000Z' };
const generated = {
  ...approved,
  fileIdModifier: 'A',
  fileName: 'ACH-20261123-01.ach',
  fileHash: 'a3f1c2',
  fileId: 31,
  generatedAt: '2026-11-20T15:00:04.000Z',
};

/** The batch in each status, with what that status has filled in. */
export const BATCH_BY_STATUS: Record<AchBatchRecord['status'], AchBatchRecord> = {
  DRAFT: batchFixture(),
  PENDING_APPROVAL: batchFixture({ status: 'PENDING_APPROVAL', ...submitted }),
  REJECTED: batchFixture({
    status: 'REJECTED',
    ...submitted,
    rejectedBy: APPROVER,
    rejectedAt: '2026-11-20T15:00:00.000Z',
    rejectReason: 'Hold the Whitfield Dental debit until the dispute is settled',
  }),
  APPROVED: batchFixture({ status: 'APPROVED', ...approved }),
  FILE_GENERATED: batchFixture({ status: 'FILE_GENERATED', ...generated }),
  REOPEN_REQUESTED: batchFixture({ status: 'REOPEN_REQUESTED', ...generated }),
  TRANSMITTED: batchFixture({
    status: 'TRANSMITTED',
    ...generated,
    transmittedAt: '2026-11-20T16:00:00.000Z',
    transmitMode: 'DOWNLOAD',
  }),
  SETTLED: batchFixture({
    status: 'SETTLED',
    ...generated,
    transmittedAt: '2026-11-20T16:00:00.000Z',
    transmitMode: 'SFTP',
  }),
  CLOSED: batchFixture({ status: 'CLOSED', ...generated, transmittedAt: '2026-11-20T16:00:00.000Z' }),
};

const PURPOSES = ['COLLECTION', 'PRENOTE', 'COLLECTION', 'REINITIATION', 'REVERSAL'] as const;

/** A list's worth of batches in every status. */
export const BATCH_LIST: AchBatchRecord[] = Object.values(BATCH_BY_STATUS).flatMap((batch, index) => [
  {
    ...batch,
    id: 100 + index,
    batchName: `ACH-202611${String(10 + index).padStart(2, '0')}-01`,
    effectiveDate: `2026-11-${String(10 + index).padStart(2, '0')}`,
    purpose: PURPOSES[index % PURPOSES.length]!,
    secCode: index % 3 === 0 ? 'PPD' : 'CCD',
    entryCount: 40 + index * 7,
    debitTotal: 52000 + index * 1234.56,
    creditTotal: index === 4 ? 1234.5 : 0,
  },
]);

export function entryFixture(index: number, change: Partial<AchEntryRecord> = {}): AchEntryRecord {
  return {
    id: 500 + index,
    batchId: 7,
    contractId: 900 + index,
    contractNumber: `LL-2026-${String(1000 + index)}`,
    invoiceId: 3000 + index,
    invoiceNumber: `INV-${String(70000 + index)}`,
    receiverName: ['Whitfield Dental', 'Harbor Freight Co', 'Orchard Farms LLC', 'Summit Imaging'][
      index % 4
    ]!,
    individualId: `C${String(900 + index)}`,
    routingNumber: '021000021',
    accountLast4: String(1234 + index).slice(-4),
    accountType: index % 5 === 0 ? 'SAVINGS' : 'CHECKING',
    transactionCode: index % 5 === 0 ? 37 : 27,
    amount: 1250 + index * 17.35,
    status: 'SCHEDULED',
    holdReason: null,
    traceNumber: null,
    presentment: 1,
    returnCode: null,
    returnDate: null,
    returnReason: null,
    nocCode: null,
    ...change,
  };
}

export const ENTRY_FIXTURES: AchEntryRecord[] = [
  entryFixture(0),
  entryFixture(1, { status: 'HELD', holdReason: 'Customer disputes the November invoice' }),
  entryFixture(2),
  entryFixture(3),
  entryFixture(4),
];

/** Entries of a transmitted batch: traced, one returned. */
export const SENT_ENTRIES: AchEntryRecord[] = ENTRY_FIXTURES.map((entry, index) => ({
  ...entry,
  status: index === 2 ? 'RETURNED' : 'SENT',
  holdReason: null,
  traceNumber: `02100002${String(1000001 + index)}`,
  ...(index === 2 ? { returnCode: 'R01', returnDate: '2026-11-25', returnReason: 'Insufficient funds' } : {}),
}));

export const FILE_PREVIEW: AchFilePreview = {
  lines: [
    '101 021000021 1234567892611201500A094101FIRST NATIONAL BANK    LENDLINE LEASING       ',
    '5225LENDLINE LEASING                    1234567890CCDLEASE PMT       261123   1021000020000001',
    '627021000021••••1234        0000125000C900           WHITFIELD DENTAL        0021000020000001',
    '627021000021••••1237        0000130205C903           SUMMIT IMAGING          0021000020000002',
    '822500000200042000000000000000000000255205123456789                          021000020000001',
    '9000001000001000000020004200000000000000000000255205                                       ',
  ],
  totals: { entryCount: 412, debitTotal: 1284331.2, creditTotal: 0, entryHash: '0012345678' },
  problems: [],
};

export function reopenFixture(change: Partial<AchReopenRequestRecord> = {}): AchReopenRequestRecord {
  return {
    id: 12,
    batchId: 7,
    batchName: 'ACH-20261123-01',
    entryCount: 412,
    debitTotal: 1284331.2,
    creditTotal: 0,
    effectiveDate: '2026-11-23',
    requestedBy: OPERATOR,
    requestedAt: '2026-11-20T15:20:00.000Z',
    reason: 'Two customers paid by wire this morning; their debits must come out',
    status: 'PENDING',
    decidedBy: null,
    decidedAt: null,
    decisionNote: null,
    voidedFileName: null,
    ...change,
  };
}
