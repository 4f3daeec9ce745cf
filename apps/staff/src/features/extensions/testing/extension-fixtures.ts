import {
  extensionInvoiceProcessRow,
  extensionProcessRow,
  extensionRunPreview,
  gpExtensionInvoiceRow,
  invoicingExtensionFilters,
  newExtensionFilters,
} from '@lendline/wire';
import * as v from 'valibot';
import type { JobRun } from '../../../lib/live-events/live-event-types.ts';
import { jobRunRecord } from '../../../lib/live-events/live-event-types.ts';

// Extensions as the server answers them, parsed by the wire schemas, so a fixture that drifts from the
// server's shape fails here first.

export const NEW_EXTENSION_FIXTURES = v.parse(v.array(extensionProcessRow), [
  {
    id: 4217,
    contractId: 'EL-2021-004217',
    customerName: 'Whitfield Family Dental PLLC',
    maturityDate: '2026-11-01',
    paymentFrequency: 'MONTHLY',
    paymentAmount: 1012.34,
    extPayments: 6,
    extFirstPaymentDate: '2026-12-01',
    extMaturityDate: '2027-05-01',
    billToEmail: 'ap@whitfielddental.example',
    paymentMethod: 'ACH',
    billingSource: 'PORTFOLIO',
    processSource: 'ELECTION',
    sendTo: 'ap@whitfielddental.example',
  },
  {
    id: 4219,
    contractId: 'EL-2021-004219',
    customerName: 'Harbor Point Logistics LLC',
    maturityDate: '2026-10-15',
    paymentFrequency: 'MONTHLY',
    paymentAmount: 2450,
    extPayments: null,
    extFirstPaymentDate: '2026-11-15',
    extMaturityDate: null,
    billToEmail: null,
    paymentMethod: 'CHECK',
    billingSource: 'FUNDER',
    processSource: 'EVERGREEN',
    sendTo: null,
  },
  {
    id: 4302,
    contractId: 'EL-2022-004302',
    customerName: 'Cobalt Ridge Imaging Center',
    maturityDate: '2026-12-01',
    paymentFrequency: 'QUARTERLY',
    paymentAmount: 5875.5,
    extPayments: 4,
    extFirstPaymentDate: '2027-03-01',
    extMaturityDate: '2027-12-01',
    billToEmail: 'billing@cobaltridge.example',
    paymentMethod: 'WIRE',
    billingSource: 'VENDOR',
    processSource: 'MANUAL',
    sendTo: 'billing@cobaltridge.example',
  },
]);

export const INVOICING_FIXTURES = v.parse(v.array(extensionInvoiceProcessRow), [
  {
    id: 3120,
    contractId: 'EL-2020-003120',
    customerName: 'Evergreen Farms Cooperative',
    invoiceDate: '2026-11-16',
    invoiceDueDate: '2026-12-01',
    invoiceTaxAmount: 61.6,
    invoiceAmount: 941.6,
    extNextDueDate: '2026-12-01',
    extMaturityDate: '2027-02-01',
    paymentMethod: 'ACH',
    billingSource: 'PORTFOLIO',
    sendEmail: true,
    sendTo: 'payables@evergreenfarms.example',
    advanceBillingFlag: true,
    extRemainingPayments: 3,
    extFirstPaymentDate: '2026-09-01',
    paymentType: 'RENTAL',
    paymentFrequency: 'MONTHLY',
  },
  {
    id: 3188,
    contractId: 'EL-2020-003188',
    customerName: 'Delta Imaging Partners',
    invoiceDate: '2026-12-01',
    invoiceDueDate: '2026-12-01',
    invoiceTaxAmount: 0,
    invoiceAmount: 1500,
    extNextDueDate: '2026-12-01',
    extMaturityDate: null,
    paymentMethod: 'CHECK',
    billingSource: 'FUNDER',
    sendEmail: false,
    sendTo: null,
    advanceBillingFlag: false,
    extRemainingPayments: null,
    extFirstPaymentDate: '2026-10-01',
    paymentType: 'RESIDUAL_REDUCTION',
    paymentFrequency: 'MONTHLY',
  },
]);

export const NEW_FILTER_CHOICES = v.parse(newExtensionFilters, {
  billingSources: [
    { value: 'PORTFOLIO', count: 1 },
    { value: 'FUNDER', count: 1 },
    { value: 'VENDOR', count: 1 },
  ],
  paymentMethods: [
    { value: 'ACH', count: 1 },
    { value: 'CHECK', count: 1 },
    { value: 'WIRE', count: 1 },
  ],
  paymentFrequencies: [
    { value: 'MONTHLY', count: 2 },
    { value: 'QUARTERLY', count: 1 },
  ],
  processSources: [
    { value: 'ELECTION', count: 1 },
    { value: 'EVERGREEN', count: 1 },
    { value: 'MANUAL', count: 1 },
  ],
});

export const INVOICING_FILTER_CHOICES = v.parse(invoicingExtensionFilters, {
  billingSources: [
    { value: 'PORTFOLIO', count: 1 },
    { value: 'FUNDER', count: 1 },
  ],
  paymentMethods: [
    { value: 'ACH', count: 1 },
    { value: 'CHECK', count: 1 },
  ],
  paymentFrequencies: [{ value: 'MONTHLY', count: 2 }],
  paymentTypes: [
    { value: 'RENTAL', count: 1 },
    { value: 'RESIDUAL_REDUCTION', count: 1 },
  ],
});

export const NEW_RUN_PREVIEW = v.parse(extensionRunPreview, {
  billingSource: 'ALL',
  throughDate: '2026-12-31',
  count: 2,
  total: 3462.34,
  rows: [
    {
      id: 4217,
      contractId: 'EL-2021-004217',
      customerName: 'Whitfield Family Dental PLLC',
      dueDate: '2026-12-01',
      amount: 1012.34,
    },
    {
      id: 4219,
      contractId: 'EL-2021-004219',
      customerName: 'Harbor Point Logistics LLC',
      dueDate: '2026-11-15',
      amount: 2450,
    },
  ],
  confirm: '0f3c9a7d5e1b2a4c6d8e0f1a2b3c4d5e',
});

export const EMPTY_RUN_PREVIEW = v.parse(extensionRunPreview, {
  billingSource: 'VENDOR',
  throughDate: '2026-11-27',
  count: 0,
  total: 0,
  rows: [],
  confirm: '9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d',
});

export const GP_INVOICE_FIXTURES = v.parse(v.array(gpExtensionInvoiceRow), [
  {
    id: 91001,
    invoiceNumber: 'INV-0091001',
    contractId: 'EL-2020-003120',
    customerName: 'Evergreen Farms Cooperative',
    invoiceDate: '2026-11-16',
    dueDate: '2026-12-01',
    total: 941.6,
    status: 'DRAFT',
    gpDocNumber: null,
    gpBatchId: null,
    postError: null,
  },
  {
    id: 91002,
    invoiceNumber: 'INV-0091002',
    contractId: 'EL-2020-003188',
    customerName: 'Delta Imaging Partners',
    invoiceDate: '2026-11-01',
    dueDate: '2026-11-01',
    total: 1500,
    status: 'POST_FAILED',
    gpDocNumber: null,
    gpBatchId: null,
    postError: 'Customer DELTA001 does not exist in GP',
  },
  {
    id: 90950,
    invoiceNumber: 'INV-0090950',
    contractId: 'EL-2020-003120',
    customerName: 'Evergreen Farms Cooperative',
    invoiceDate: '2026-10-16',
    dueDate: '2026-11-01',
    total: 941.6,
    status: 'POSTED',
    gpDocNumber: 'EXT-INV-0090950',
    gpBatchId: 'EXT-20261017',
    postError: null,
  },
]);

/** A run as the server reports it, finished unless told otherwise. */
export const jobRunFixture = (over: Partial<JobRun> = {}): JobRun =>
  v.parse(jobRunRecord, {
    id: 501,
    type: 'extension-process-new',
    module: 'extensions',
    title: 'Start extensions (all billing sources, through 2026-12-31)',
    status: 'succeeded',
    progressDone: 2,
    progressTotal: 2,
    phase: null,
    requestedBy: 7,
    actorId: 7,
    createdAt: '2026-11-27T15:00:00.000Z',
    startedAt: '2026-11-27T15:00:01.000Z',
    finishedAt: '2026-11-27T15:00:03.000Z',
    counts: { started: 2, skipped: 0 },
    amountTotal: '3462.34',
    fileId: 77,
    failureReason: null,
    attempts: 1,
    cancellable: false,
    ...over,
  });
