import {
  BILLING_METHODS,
  BILLING_SOURCES,
  EXTENSION_PAYMENT_TYPES,
  PAYMENT_FREQUENCIES,
  PROCESS_SOURCES,
} from '@lendline/portfolio';
import * as v from 'valibot';
import { wireCode, wireCount, wireDay, wireId, wireMoney } from '../wire-values.ts';

// The spec's two Extensions views (product-spec §3, §7; apps/api/src/features/extensions/CONTRACT.md),
// with its field names exactly. `contractId` is the contract number staff read and search; `id` is the
// contract's numeric id, which the PATCH and the details link take.

/** A row of `GET /rpm-extension-process-vws`: an extension agreed, waiting for `process-new-ext`. */
export const extensionProcessRow = v.object({
  id: wireId,
  contractId: v.string(),
  customerName: v.string(),
  maturityDate: wireDay,
  paymentFrequency: wireCode(PAYMENT_FREQUENCIES),
  paymentAmount: wireMoney,
  /** Null month to month. */
  extPayments: v.nullable(wireCount),
  extFirstPaymentDate: wireDay,
  extMaturityDate: v.nullable(wireDay),
  billToEmail: v.nullable(v.string()),
  paymentMethod: wireCode(BILLING_METHODS),
  billingSource: wireCode(BILLING_SOURCES),
  processSource: wireCode(PROCESS_SOURCES),
  sendTo: v.nullable(v.string()),
});
export type ExtensionProcessRow = v.InferOutput<typeof extensionProcessRow>;

/** A row of `GET /rpm-extension-invoice-process-vws`: an active extension and the invoice it bills next. */
export const extensionInvoiceProcessRow = v.object({
  id: wireId,
  contractId: v.string(),
  customerName: v.string(),
  invoiceDate: wireDay,
  invoiceDueDate: wireDay,
  invoiceTaxAmount: wireMoney,
  invoiceAmount: wireMoney,
  extNextDueDate: wireDay,
  extMaturityDate: v.nullable(wireDay),
  paymentMethod: wireCode(BILLING_METHODS),
  billingSource: wireCode(BILLING_SOURCES),
  sendEmail: v.boolean(),
  sendTo: v.nullable(v.string()),
  advanceBillingFlag: v.boolean(),
  /** Null month to month. */
  extRemainingPayments: v.nullable(wireCount),
  extFirstPaymentDate: wireDay,
  paymentType: wireCode(EXTENSION_PAYMENT_TYPES),
  paymentFrequency: wireCode(PAYMENT_FREQUENCIES),
});
export type ExtensionInvoiceProcessRow = v.InferOutput<typeof extensionInvoiceProcessRow>;

/** One choice of a view's filter and how many of the view's rows have it. */
export const filterChoice = v.object({ value: v.string(), count: wireCount });
export type FilterChoice = v.InferOutput<typeof filterChoice>;

/** `GET /rpm-extension-process-vws/get-new-filters`: the new-extensions view's filter choices. */
export const newExtensionFilters = v.object({
  billingSources: v.array(filterChoice),
  paymentMethods: v.array(filterChoice),
  paymentFrequencies: v.array(filterChoice),
  processSources: v.array(filterChoice),
});
export type NewExtensionFilters = v.InferOutput<typeof newExtensionFilters>;

/** `GET /rpm-extension-invoice-process-vws/get-invoicing-filters`: the invoicing view's filter choices. */
export const invoicingExtensionFilters = v.object({
  billingSources: v.array(filterChoice),
  paymentMethods: v.array(filterChoice),
  paymentFrequencies: v.array(filterChoice),
  paymentTypes: v.array(filterChoice),
});
export type InvoicingExtensionFilters = v.InferOutput<typeof invoicingExtensionFilters>;

const email = (label: string) =>
  v.pipe(v.string(), v.trim(), v.email(`${label} must be an e-mail address`), v.maxLength(254));

/**
 * The body of `PATCH /rpm-extension-invoice-process-vws/{module}/{contractId}`: what staff may change on
 * an extension's invoicing before the run (at least one of them). A null address clears it.
 */
export const extensionInvoicePatch = v.pipe(
  v.strictObject({
    sendTo: v.optional(v.nullable(email('sendTo'))),
    sendEmail: v.optional(v.boolean()),
    paymentMethod: v.optional(wireCode(BILLING_METHODS)),
    advanceBillingFlag: v.optional(v.boolean()),
    billToEmail: v.optional(v.nullable(email('billToEmail'))),
  }),
  v.check((body) => Object.keys(body).length > 0, 'Nothing to change: send at least one field'),
);
export type ExtensionInvoicePatch = v.InferOutput<typeof extensionInvoicePatch>;

/** A row a run would take, as its preview lists it. */
export const extensionRunRow = v.object({
  id: wireId,
  contractId: v.string(),
  customerName: v.string(),
  dueDate: wireDay,
  amount: wireMoney,
});

/**
 * What `process-new-ext` and `process-invoicing-ext` answer without `?confirm=`: what the run would do,
 * and the token that starts exactly that run.
 */
export const extensionRunPreview = v.object({
  billingSource: v.string(),
  throughDate: wireDay,
  count: wireCount,
  /** The rent (new extensions) or invoice amount (invoicing) the run would take, to the cent. */
  total: wireMoney,
  /** The first 100 rows, in contract id order. */
  rows: v.array(extensionRunRow),
  /** Send back as `?confirm=` to run this; a token from before the rows changed answers 409. */
  confirm: v.string(),
});
export type ExtensionRunPreview = v.InferOutput<typeof extensionRunPreview>;

/** A row of `GET /gpExtensionInvoices`: an extension invoice and where it stands with GP. */
export const gpExtensionInvoiceRow = v.object({
  id: wireId,
  invoiceNumber: v.string(),
  contractId: v.string(),
  customerName: v.string(),
  invoiceDate: wireDay,
  dueDate: wireDay,
  total: wireMoney,
  status: v.string(),
  gpDocNumber: v.nullable(v.string()),
  gpBatchId: v.nullable(v.string()),
  postError: v.nullable(v.string()),
});
export type GpExtensionInvoiceRow = v.InferOutput<typeof gpExtensionInvoiceRow>;

/**
 * Spec §7 "Global search fields" of each view: the staff list sends a search word as an `or` of `like`
 * over them, and the API's stored `search_text` holds them in this order (migration 0020).
 */
export const NEW_EXTENSION_SEARCH_FIELDS = [
  'contractId',
  'customerName',
  'paymentFrequency',
  'paymentAmount',
  'extPayments',
  'billToEmail',
  'paymentMethod',
  'billingSource',
  'sendTo',
] as const satisfies readonly (keyof ExtensionProcessRow)[];
export const INVOICING_SEARCH_FIELDS = [
  'contractId',
  'customerName',
  'invoiceTaxAmount',
  'invoiceAmount',
  'paymentMethod',
  'billingSource',
  'sendTo',
  'paymentType',
] as const satisfies readonly (keyof ExtensionInvoiceProcessRow)[];
