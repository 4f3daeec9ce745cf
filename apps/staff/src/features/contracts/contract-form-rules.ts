import { ApiError } from '@lendline/api-client';
import {
  needsResidual,
  type AssetCategory,
  type BillingMethod,
  type ContractAddKind,
  type ContractType,
  type PaymentFrequencyCode,
} from '@lendline/portfolio';
import * as v from 'valibot';
import { crossFieldRules, formSchema } from '../../components/form/cross-field-rules.ts';
import type { FieldErrors } from '../../components/form/server-objections.ts';
import type { RecordForm } from '../../components/form/use-record-form.ts';
import { errorMessage } from '../../lib/error-message.ts';
import type { NewAsset, NewContract } from './api/create-contract.ts';
import { EMPTY_CUSTOMER, NewCustomerSchema, type NewCustomerDraft } from './new-customer-rules.ts';

/** One asset row of the asset contract form; numbers as typed, so a half-typed value is kept. */
export interface AssetDraft {
  /** The row's own key, so its inputs stay with it when a row above is removed (never sent). */
  row: string;
  category: string;
  make: string;
  model: string;
  year: string;
  serialNumber: string;
  description: string;
  newUsed: 'NEW' | 'USED';
  quantity: string;
  cost: string;
  locationCity: string;
  locationState: string;
}

export interface ContractFormValues {
  /** Pick a lessee on file, or type a new one that is created just before the contract. */
  customerMode: 'existing' | 'new';
  customerId: string;
  newCustomer: NewCustomerDraft;
  vendorId: string;
  salesRepId: string;
  contractType: string;
  debtSourceId: string;
  equipmentCost: string;
  downPayment: string;
  docFee: string;
  termMonths: string;
  paymentFrequency: string;
  advancePayments: string;
  /** The annual rate in percent, as people type it (8.99). */
  annualRatePercent: string;
  residualAmount: string;
  billingMethod: string;
  dueDay: string;
  /** `YYYY-MM-DD`. */
  commencementDate: string | null;
  /** A misc contract: what it bills. */
  description: string;
  assets: AssetDraft[];
}

/** The add form as its pieces (the new customer's fields, the assets) bind their inputs to it. */
export type ContractForm = RecordForm<ContractFormValues>;

const EMPTY_ASSET: Omit<AssetDraft, 'row'> = {
  category: '',
  make: '',
  model: '',
  year: '',
  serialNumber: '',
  description: '',
  newUsed: 'NEW',
  quantity: '1',
  cost: '',
  locationCity: '',
  locationState: '',
};

let rows = 0;

/** An empty asset row with a key of its own. */
export const newAsset = (): AssetDraft => ({ ...EMPTY_ASSET, row: `asset-${(rows += 1)}` });

export function emptyContract(kind: ContractAddKind): ContractFormValues {
  return {
    customerMode: 'existing',
    customerId: '',
    newCustomer: { ...EMPTY_CUSTOMER },
    vendorId: '',
    salesRepId: '',
    contractType: kind === 'misc-contract' ? 'MISC' : 'FMV',
    debtSourceId: '',
    equipmentCost: '',
    downPayment: '',
    docFee: '',
    termMonths: '60',
    paymentFrequency: 'MONTHLY',
    advancePayments: '1',
    annualRatePercent: '',
    residualAmount: '',
    billingMethod: 'ACH',
    dueDay: '1',
    commencementDate: null,
    description: '',
    assets: kind === 'asset-contract' ? [newAsset()] : [],
  };
}

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const isWhole = (min: number, max: number) => (text: string) => {
  const value = number(text);
  return Number.isInteger(value) && value >= min && value <= max;
};
const isAmount =
  (min = 0) =>
  (text: string) => {
    const value = number(text);
    return Number.isFinite(value) && value >= min && Math.round(value * 100) === value * 100;
  };
const optionalAmount = (text: string) => text.trim() === '' || isAmount()(text);

/** A text value that passes `test`, or shows `message`. */
const typed = (test: (text: string) => boolean, message: string) =>
  v.pipe(v.string(), v.check(test, message));
const filled = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));
const day = (message: string) =>
  v.pipe(
    v.nullable(v.string()),
    v.check((value) => value !== null, message),
  );

const AssetDraftSchema = v.object({
  category: filled('Choose a category.'),
  make: filled('Enter the make.'),
  model: filled('Enter the model.'),
  year: typed(isWhole(1950, 2100), 'A four-digit year.'),
  serialNumber: filled('Enter the serial number or VIN.'),
  description: v.string(),
  newUsed: v.picklist(['NEW', 'USED']),
  quantity: typed(isWhole(1, 10_000), 'At least 1.'),
  cost: typed(isAmount(), 'Dollars and cents.'),
  locationCity: filled('Where the equipment is.'),
  locationState: typed((text) => /^[A-Za-z]{2}$/.test(text), 'Two letters.'),
});

/** The lessee: one on file, or a new one typed in place (checked as the server will check it). */
const CustomerSchema = v.variant('customerMode', [
  v.object({ customerMode: v.literal('existing'), customerId: filled('Choose the customer.') }),
  v.object({ customerMode: v.literal('new'), newCustomer: NewCustomerSchema }),
]);

const commonTerms = {
  billingMethod: filled('Choose how the customer pays.'),
  dueDay: typed(isWhole(1, 31), 'A day of the month, 1 to 31.'),
};

const MiscTermsSchema = v.object({
  ...commonTerms,
  description: filled('Say what this contract bills.'),
  commencementDate: day('Choose the start date.'),
});

const DealTermsSchema = v.object({
  ...commonTerms,
  contractType: filled('Choose the contract type.'),
  equipmentCost: typed(isAmount(0.01), 'The cost in dollars and cents, above zero.'),
  downPayment: typed(optionalAmount, 'Dollars and cents, or leave it empty.'),
  docFee: typed(optionalAmount, 'Dollars and cents, or leave it empty.'),
  residualAmount: typed(optionalAmount, 'Dollars and cents, or leave it empty.'),
  termMonths: typed(isWhole(1, 120), 'From 1 to 120 months.'),
  advancePayments: typed(isWhole(0, 3), 'From 0 to 3.'),
  annualRatePercent: typed((text) => {
    const rate = number(text);
    return Number.isFinite(rate) && rate >= 0 && rate < 100;
  }, 'A yearly rate in percent.'),
  commencementDate: day('Choose the commencement date.'),
  assets: v.array(AssetDraftSchema),
});

// An FMV or TRAC lease ends at its residual, so it needs one.
const residualRule = crossFieldRules((values: ContractFormValues) => ({
  residualAmount:
    needsResidual(values.contractType) && !isAmount(0.01)(values.residualAmount)
      ? 'The residual in dollars and cents: an FMV or TRAC lease needs one.'
      : undefined,
}));

/** The form's rules per add kind; the server checks them again and prices the deal. */
export const CONTRACT_FORM_SCHEMAS: Record<ContractAddKind, v.GenericSchema<ContractFormValues>> = {
  'misc-contract': formSchema<ContractFormValues>(v.intersect([CustomerSchema, MiscTermsSchema]) as never),
  'asset-contract': formSchema<ContractFormValues>(
    v.intersect([CustomerSchema, DealTermsSchema]) as never,
    residualRule,
  ),
  contract: formSchema<ContractFormValues>(
    v.intersect([CustomerSchema, DealTermsSchema]) as never,
    residualRule,
  ),
};

const optional = (text: string) => (text.trim() === '' ? undefined : Number(text));

function assetInput(asset: AssetDraft): NewAsset {
  return {
    category: asset.category as AssetCategory,
    make: asset.make.trim(),
    model: asset.model.trim(),
    year: Number(asset.year),
    serialNumber: asset.serialNumber.trim(),
    description: asset.description.trim() || `${asset.make.trim()} ${asset.model.trim()}`,
    newUsed: asset.newUsed,
    quantity: Number(asset.quantity),
    cost: Number(asset.cost),
    locationCity: asset.locationCity.trim(),
    locationState: asset.locationState.toUpperCase(),
  };
}

/**
 * The POST body of CONTRACT.md for the form's values; the rate goes as a fraction. `customerId` is the
 * picked lessee's, or the one just created from the form's new customer.
 */
export function contractInput(
  kind: ContractAddKind,
  values: ContractFormValues,
  customerId = Number(values.customerId),
): NewContract {
  const common = {
    customerId,
    ...(values.debtSourceId ? { debtSourceId: Number(values.debtSourceId) } : {}),
    ...(values.vendorId ? { vendorId: Number(values.vendorId) } : {}),
    ...(values.salesRepId ? { salesRepId: Number(values.salesRepId) } : {}),
    billingMethod: values.billingMethod as BillingMethod,
    dueDay: Number(values.dueDay),
    commencementDate: values.commencementDate!,
  };
  if (kind === 'misc-contract') {
    return {
      ...common,
      contractType: 'MISC',
      description: values.description.trim(),
    };
  }
  const body: NewContract = {
    ...common,
    contractType: values.contractType as ContractType,
    equipmentCost: Number(values.equipmentCost),
    termMonths: Number(values.termMonths),
    paymentFrequency: values.paymentFrequency as PaymentFrequencyCode,
    advancePayments: Number(values.advancePayments),
    // Percent to fraction without float noise: 8.99 → 0.0899.
    annualRate: Number((Number(values.annualRatePercent) / 100).toFixed(8)),
  };
  const downPayment = optional(values.downPayment);
  const docFee = optional(values.docFee);
  const residualAmount = optional(values.residualAmount);
  if (downPayment !== undefined) body.downPayment = downPayment;
  if (docFee !== undefined) body.docFee = docFee;
  if (residualAmount !== undefined) body.residualAmount = residualAmount;
  if (kind === 'asset-contract') body.assets = values.assets.map(assetInput);
  return body;
}

/**
 * Where to show a refused save: 422 details (`/equipmentCost`, `/assets/0/serialNumber`) on their fields,
 * anything else (a module that may not add this kind, a server failure) above the form in its words.
 */
export function contractSubmissionErrors(error: unknown): {
  fields: FieldErrors;
  form: string | null;
} {
  const details = error instanceof ApiError && Array.isArray(error.body?.details) ? error.body.details : [];
  const fields: FieldErrors = {};
  for (const detail of details as { path?: unknown; message?: unknown }[]) {
    if (typeof detail.path !== 'string' || typeof detail.message !== 'string') continue;
    const path = detail.path.replace(/^\//, '').replace(/\//g, '.');
    const field = path === 'annualRate' ? 'annualRatePercent' : path;
    fields[field] = detail.message;
  }
  const placed = Object.keys(fields).length > 0;
  return {
    fields,
    form: placed ? null : errorMessage(error, 'The contract could not be saved. Please try again.'),
  };
}
