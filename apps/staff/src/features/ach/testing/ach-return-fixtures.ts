import type {
  AchEntryRecord,
  AchMandateRecord,
  AchReturnFileRecord,
  AchReturnImportResult,
  AchReturnRecord,
} from '@lendline/wire';
import { entryFixture, OPERATOR } from './ach-fixtures.ts';

// Return files, returns and NOCs, and mandates for stories and component tests, worded as the server
// words them (apps/api/src/features/ach/returns/post-return-file.ts, ach-rules' reinitiation reasons).

export function returnFileFixture(change: Partial<AchReturnFileRecord> = {}): AchReturnFileRecord {
  return {
    id: 41,
    fileName: 'RETURNS-20261124.ach',
    fileHash: '9f2c61d0',
    source: 'UPLOAD',
    importedBy: OPERATOR,
    importedAt: '2026-11-24T14:12:00.000Z',
    returnCount: 4,
    nocCount: 2,
    unmatchedCount: 1,
    duplicateCount: 0,
    ...change,
  };
}

export const RETURN_FILES: AchReturnFileRecord[] = [
  returnFileFixture(),
  returnFileFixture({
    id: 40,
    fileName: 'RETURNS-20261014.ach',
    source: 'SFTP',
    importedBy: null,
    importedAt: '2026-10-14T15:00:00.000Z',
    returnCount: 6,
    unmatchedCount: 0,
  }),
];

export function returnFixture(change: Partial<AchReturnRecord> = {}): AchReturnRecord {
  return {
    id: 801,
    returnFileId: 41,
    entryId: 501,
    contractId: 901,
    contractNumber: 'LL-2026-1001',
    invoiceId: 3001,
    invoiceNumber: 'INV-70001',
    originalTrace: '091000010002909',
    kind: 'RETURN',
    code: 'R01',
    description: 'Insufficient funds',
    amount: 491.27,
    returnDate: '2026-11-23',
    outcome:
      'Invoice INV-70001 reopened: the ACH payment of $491.27 reversed, balance up by $491.27, reason R01 (Insufficient funds). No return fee: R01 (Insufficient funds): no return fee, because the lessee was not told of it before the debit. Reinitiation 1 of 2 allowed: a "RETRY PMT" entry is in draft batch ACH-20261201-01, for approval.',
    ...change,
  };
}

/** One file's lines: reinitiated, refused (R02, R07 revoking), NOC applied and refused, an unmatched trace. */
export const RETURN_LINES: AchReturnRecord[] = [
  returnFixture(),
  returnFixture({
    id: 802,
    entryId: 502,
    contractId: 902,
    contractNumber: 'LL-2026-1002',
    invoiceId: 3002,
    invoiceNumber: 'INV-70002',
    originalTrace: '091000010002910',
    code: 'R02',
    description: 'Account closed',
    amount: 389.41,
    outcome:
      'Invoice INV-70002 reopened: the ACH payment of $389.41 reversed, balance up by $389.41, reason R02 (Account closed). Not reinitiated: R02 (Account closed): the debit may be presented again only after the cause of the return is corrected.',
  }),
  returnFixture({
    id: 803,
    entryId: 503,
    contractId: 903,
    contractNumber: 'LL-2026-1003',
    invoiceId: 3003,
    invoiceNumber: 'INV-70003',
    originalTrace: '091000010002911',
    code: 'R07',
    description: 'Authorization revoked by customer',
    amount: 1733.67,
    outcome:
      'Invoice INV-70003 reopened: the ACH payment of $1733.67 reversed, balance up by $1733.67, reason R07 (Authorization revoked by customer). Not reinitiated: R07 (Authorization revoked by customer): the customer revoked the authorisation; never present it again. Mandate revoked.',
  }),
  returnFixture({
    id: 804,
    entryId: 504,
    contractId: 904,
    contractNumber: 'LL-2026-1004',
    invoiceId: 3004,
    invoiceNumber: 'INV-70004',
    originalTrace: '091000010002912',
    kind: 'NOC',
    code: 'C01',
    description: 'Incorrect bank account number',
    amount: 0,
    outcome: 'Account number corrected to ••••7889 on the mandate of LL-2026-1004; apply before 12/02/2026.',
  }),
  returnFixture({
    id: 805,
    entryId: 505,
    contractId: 905,
    contractNumber: 'LL-2026-1005',
    invoiceId: 3005,
    invoiceNumber: 'INV-70005',
    originalTrace: '091000010002913',
    kind: 'NOC',
    code: 'C01',
    description: 'Incorrect bank account number',
    amount: 0,
    outcome: 'Refused: the NOC names account ••••1222, not the mandate’s ••••4455.',
  }),
  returnFixture({
    id: 806,
    entryId: null,
    contractId: null,
    contractNumber: null,
    invoiceId: null,
    invoiceNumber: null,
    originalTrace: '091000019999999',
    amount: 100,
    outcome: 'No sent or settled entry has trace 091000019999999; nothing changed.',
  }),
];

export function importFixture(change: Partial<AchReturnImportResult> = {}): AchReturnImportResult {
  return {
    duplicate: false,
    file: returnFileFixture(),
    reinitiationBatches: ['ACH-20261201-01'],
    returnFeeInvoiceIds: [],
    ...change,
  };
}

/** An invoice's debits: the first presentment returned R01, the reinitiation scheduled. */
export const INVOICE_ENTRIES: AchEntryRecord[] = [
  entryFixture(1, {
    status: 'RETURNED',
    traceNumber: '091000010002909',
    amount: 491.27,
    returnCode: 'R01',
    returnDate: '2026-11-23',
    returnReason: 'INSUFFICIENT FUNDS',
  }),
  entryFixture(1, { id: 3669, batchId: 9, amount: 491.27, presentment: 2 }),
];

export function mandateFixture(change: Partial<AchMandateRecord> = {}): AchMandateRecord {
  return {
    id: 61,
    contractId: 901,
    contractNumber: 'LL-2026-1001',
    customerName: 'Whitfield Dental Group',
    accountHolderName: 'WHITFIELD DENTAL GROUP',
    routingNumber: '021000021',
    accountLast4: '7265',
    accountType: 'CHECKING',
    secCode: 'CCD',
    authorizedAt: '2026-01-12',
    authMethod: 'WRITTEN',
    revokedAt: null,
    revokedReason: null,
    needsNewAuthorization: false,
    prenoteStatus: 'VERIFIED',
    prenoteSettledOn: '2026-01-20',
    liveFrom: '2026-01-23',
    lastNocCode: null,
    ...change,
  };
}

export const MANDATES: AchMandateRecord[] = [
  mandateFixture(),
  mandateFixture({
    id: 62,
    contractId: 902,
    contractNumber: 'LL-2026-1002',
    customerName: 'Harbor Freight Co',
    accountHolderName: 'HARBOR FREIGHT CO',
    routingNumber: '111000614',
    accountLast4: '4420',
    accountType: 'SAVINGS',
    prenoteStatus: 'REQUIRED',
    prenoteSettledOn: null,
    liveFrom: null,
    authMethod: 'ELECTRONIC',
  }),
  mandateFixture({
    id: 63,
    contractId: 903,
    contractNumber: 'LL-2026-1003',
    customerName: 'Orchard Farms LLC',
    accountHolderName: 'ORCHARD FARMS LLC',
    accountLast4: '3497',
    revokedAt: '2026-11-23',
    revokedReason: 'R07 return: authorisation revoked by customer',
  }),
  mandateFixture({
    id: 64,
    contractId: 904,
    contractNumber: 'LL-2026-1004',
    customerName: 'Dana Whitfield',
    accountHolderName: 'DANA WHITFIELD',
    secCode: 'PPD',
    accountLast4: '0157',
    needsNewAuthorization: true,
    prenoteStatus: 'FAILED',
    liveFrom: null,
  }),
];
