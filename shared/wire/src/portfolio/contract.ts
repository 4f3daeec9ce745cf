import {
  ASSET_CATEGORIES,
  BILLING_METHODS,
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
  INVOICE_STATUSES,
  PAYMENT_FREQUENCIES,
  PREFUND_STATUSES,
} from '@lendline/portfolio';
import * as v from 'valibot';
import { wireCode, wireCount, wireDay, wireId, wireMoment, wireMoney, wireRate } from '../wire-values.ts';

const name = v.nullable(v.string());

/**
 * A contract as `/api/modules/{module}/contracts` sends it (apps/api/src/features/portfolio/CONTRACT.md):
 * the table's columns, the joined names, and the modules' extra columns.
 */
export const contractRecord = v.object({
  id: wireId,
  contractNumber: v.string(),
  contractType: wireCode(CONTRACT_TYPES),
  customerId: wireId,
  vendorId: v.nullable(wireId),
  salesRepId: v.nullable(wireId),
  debtSourceId: v.nullable(wireId),
  rateProgramId: v.nullable(wireId),
  salesforceOpportunityId: v.nullable(v.string()),
  masterLeaseNumber: v.nullable(v.string()),
  status: wireCode(CONTRACT_STATUSES),
  paidOff: v.boolean(),
  equipmentCost: wireMoney,
  downPayment: wireMoney,
  docFee: wireMoney,
  amountFinanced: wireMoney,
  paymentAmount: wireMoney,
  paymentFrequency: wireCode(PAYMENT_FREQUENCIES),
  termMonths: wireCount,
  numberOfPayments: wireCount,
  advancePayments: wireCount,
  annualRate: wireRate,
  rateFactor: wireRate,
  residualAmount: wireMoney,
  balloonAmount: wireMoney,
  promoLabel: v.nullable(v.string()),
  taxRate: wireRate,
  billingMethod: wireCode(BILLING_METHODS),
  dueDay: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(31)),
  applicationDate: v.nullable(wireDay),
  approvalDate: v.nullable(wireDay),
  acceptanceDate: v.nullable(wireDay),
  fundingDate: v.nullable(wireDay),
  commencementDate: wireDay,
  firstPaymentDate: wireDay,
  maturityDate: wireDay,
  paidToDate: v.nullable(wireDay),
  nextDueDate: v.nullable(wireDay),
  closedDate: v.nullable(wireDay),
  daysPastDue: wireCount,
  /** Unpaid balance of the contract's invoices due before today (stored beside daysPastDue, migration 0016). */
  amountPastDue: wireMoney,
  description: v.nullable(v.string()),
  createdBy: v.nullable(wireId),
  createdAt: wireMoment,
  updatedAt: wireMoment,
  customerName: name,
  vendorName: name,
  salesRepName: name,
  debtSourceName: name,
  assetCount: wireCount,
  assetCategories: v.array(wireCode(ASSET_CATEGORIES)),
  bookResidual: wireMoney,
  prefundAmount: v.nullable(wireMoney),
  prefundStatus: v.nullable(wireCode(PREFUND_STATUSES)),
  firstInvoiceStatus: v.nullable(wireCode(INVOICE_STATUSES)),
  extensionStatus: v.nullable(v.picklist(['Maturing', 'Extended', 'Matured'])),
});
export type ContractRecord = v.InferOutput<typeof contractRecord>;

type ContractField = keyof typeof contractRecord.entries;
const isContractField = (field: string): field is ContractField => field in contractRecord.entries;

/**
 * A row of a module's contract list, which asks for the common columns and the module's own
 * (`contractListFields(policy)` of @lendline/portfolio): the record's fields it names, no more. A field
 * the record does not have is a programming error, thrown here rather than shown as an empty column.
 *
 * @example contractListRow(['id', 'contractNumber', 'status'])
 */
export function contractListRow(fields: readonly string[]) {
  const unknown = fields.filter((field) => !isContractField(field));
  if (unknown.length > 0) throw new Error(`Not fields of a contract: ${unknown.join(', ')}`);
  return v.pick(contractRecord, fields as unknown as [ContractField, ...ContractField[]]);
}

/** Spec §3 "Contract details summary" (`…/contracts/{id}/summary`): display strings, "N/A" where missing. */
export const contractSummary = v.object({
  contract: v.string(),
  customer: v.string(),
  contractType: v.string(),
  paidOff: v.picklist(['Yes', 'No']),
  salesRep: v.string(),
  debtSource: v.string(),
  contractStatus: v.string(),
  closedDate: v.string(),
  sessionName: v.string(),
});
export type ContractSummary = v.InferOutput<typeof contractSummary>;

/** One row of `…/contracts/{id}/schedule`, in payment order. */
export const scheduleRow = v.object({
  paymentNumber: wireCount,
  dueDate: wireDay,
  payment: wireMoney,
  interest: wireMoney,
  principal: wireMoney,
  balance: wireMoney,
});
export type ScheduleRow = v.InferOutput<typeof scheduleRow>;
export const contractSchedule = v.array(scheduleRow);
