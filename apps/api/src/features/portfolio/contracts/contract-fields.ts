import { BILLING_METHODS, CONTRACT_STATUSES, CONTRACT_TYPES, PAYMENT_FREQUENCIES } from '@lendline/portfolio';
import type { FieldDef } from '../../../resources/field-def.ts';
import { optionalText, oneOf, recordId, wholeNumber } from '../field-schemas/portfolio-schemas.ts';

const read = { readOnly: true } as const;
const money = { type: 'number', readOnly: true } as const;
const count = { type: 'number', readOnly: true, integer: 'integer' } as const;
const day = { type: 'date', format: 'date', readOnly: true } as const;
const optionalDay = { ...day, nullable: true } as const;
const name = { type: 'string', readOnly: true, nullable: true, sort: { caseInsensitive: true } } as const;

/**
 * The Contract on the wire (CONTRACT.md): the table's columns, the joined names and the modules' extra
 * columns. Only what a PATCH may change is writable; a new contract is priced by its own POST route.
 */
export const contractFields: Record<string, FieldDef> = {
  id: { type: 'number', ...read },
  contractNumber: { type: 'string', ...read, sort: { caseInsensitive: true } },
  contractType: { type: 'string', ...read, description: CONTRACT_TYPES.join(' | ') },
  customerId: { type: 'number', ...read },
  vendorId: { type: 'number', nullable: true, ...read },
  salesRepId: { type: 'number', nullable: true, schema: recordId('Sales rep') },
  debtSourceId: { type: 'number', nullable: true, schema: recordId('Debt source') },
  rateProgramId: { type: 'number', nullable: true, ...read },
  salesforceOpportunityId: { type: 'string', nullable: true, ...read },
  masterLeaseNumber: { type: 'string', nullable: true, ...read },
  status: {
    type: 'string',
    schema: oneOf(CONTRACT_STATUSES, 'Status'),
    description: `${CONTRACT_STATUSES.join(' | ')}; only the state machine's transitions are accepted`,
  },
  paidOff: { type: 'boolean', ...read },
  equipmentCost: money,
  downPayment: money,
  docFee: money,
  amountFinanced: money,
  paymentAmount: money,
  paymentFrequency: { type: 'string', ...read, description: PAYMENT_FREQUENCIES.join(' | ') },
  termMonths: count,
  numberOfPayments: count,
  advancePayments: count,
  annualRate: { type: 'number', ...read },
  rateFactor: { type: 'number', ...read },
  residualAmount: money,
  balloonAmount: money,
  promoLabel: { type: 'string', nullable: true, ...read },
  taxRate: { type: 'number', ...read },
  billingMethod: {
    type: 'string',
    schema: oneOf(BILLING_METHODS, 'Billing method'),
    description: BILLING_METHODS.join(' | '),
  },
  dueDay: {
    type: 'number',
    integer: 'integer',
    schema: wholeNumber('Due day', 1, 31),
    description: 'Day of the month payments fall due; changing it moves the unbilled schedule rows',
  },
  applicationDate: optionalDay,
  approvalDate: optionalDay,
  acceptanceDate: optionalDay,
  fundingDate: optionalDay,
  commencementDate: day,
  firstPaymentDate: day,
  maturityDate: day,
  paidToDate: optionalDay,
  nextDueDate: optionalDay,
  closedDate: optionalDay,
  daysPastDue: count,
  amountPastDue: { ...money, description: "Unpaid balance of the contract's invoices due before today" },
  description: {
    type: 'string',
    nullable: true,
    schema: optionalText('Description', 500),
    description: 'What a misc contract bills',
  },
  createdBy: { type: 'number', nullable: true, ...read },
  createdAt: { type: 'date', ...read },
  updatedAt: { type: 'date', ...read },
  customerName: name,
  vendorName: name,
  salesRepName: name,
  debtSourceName: name,
  assetCount: { ...count, integer: 'bigint' },
  assetCategories: { type: 'json', ...read, description: 'Distinct asset categories (string[])' },
  bookResidual: money,
  prefundAmount: { type: 'number', nullable: true, ...read, description: 'Amount of the latest prefund' },
  prefundStatus: { type: 'string', nullable: true, ...read, description: 'Status of the latest prefund' },
  firstInvoiceStatus: { type: 'string', nullable: true, ...read },
  extensionStatus: { type: 'string', nullable: true, ...read, description: 'Maturing | Extended | Matured' },
};
