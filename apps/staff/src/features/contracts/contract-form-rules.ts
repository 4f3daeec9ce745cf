import { ApiError } from '@lendline/api-client';
import {
  needsResidual,
  type AssetCategory,
  type BillingMethod,
  type ContractAddKind,
  type ContractType,
  type PaymentFrequencyCode,
} from '@lendline/portfolio';
import type { FieldFormStore } from '../../components/form/field-form-store.ts';
import type { FieldErrors } from '../../components/form/use-record-form.ts';
import { errorMessage } from '../../lib/error-message.ts';
import type { NewAsset, NewContract } from './api/create-contract.ts';
import { EMPTY_CUSTOMER, newCustomerErrors, type NewCustomerDraft } from './new-customer-rules.ts';

/** One asset row of the asset contract form; numbers as typed, so a half-typed value is kept. */
export interface AssetDraft {
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

export type ContractField =
  | Exclude<keyof ContractFormValues, 'assets' | 'newCustomer'>
  | `assets.${number}.${keyof AssetDraft}`
  | `newCustomer.${keyof NewCustomerDraft}`;

/** The add form's values as its fields share them (`useFieldForm`). */
export type ContractFormStore = FieldFormStore<ContractFormValues, ContractField>;

export const EMPTY_ASSET: AssetDraft = {
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
    assets: kind === 'asset-contract' ? [{ ...EMPTY_ASSET }] : [],
  };
}

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const isWhole = (text: string, min: number, max: number) => {
  const value = number(text);
  return Number.isInteger(value) && value >= min && value <= max;
};
const isAmount = (text: string, min = 0) => {
  const value = number(text);
  return Number.isFinite(value) && value >= min && Math.round(value * 100) === value * 100;
};
const optionalAmount = (text: string) => text.trim() === '' || isAmount(text);

/** The form's rules per add kind; the server checks them again and prices the deal. */
export function validateContract(kind: ContractAddKind) {
  return (values: ContractFormValues): FieldErrors<ContractField> => {
    const errors: FieldErrors<ContractField> = {};
    if (values.customerMode === 'new') {
      for (const [field, message] of Object.entries(newCustomerErrors(values.newCustomer))) {
        errors[`newCustomer.${field as keyof NewCustomerDraft}`] = message;
      }
    } else if (!values.customerId) errors.customerId = 'Choose the customer.';
    if (!isWhole(values.dueDay, 1, 31)) errors.dueDay = 'A day of the month, 1 to 31.';
    if (!values.billingMethod) errors.billingMethod = 'Choose how the customer pays.';
    if (kind === 'misc-contract') {
      if (!values.description.trim()) errors.description = 'Say what this contract bills.';
      if (!values.commencementDate) errors.commencementDate = 'Choose the start date.';
      return errors;
    }
    if (!values.contractType) errors.contractType = 'Choose the contract type.';
    if (!isAmount(values.equipmentCost, 0.01))
      errors.equipmentCost = 'The cost in dollars and cents, above zero.';
    if (!optionalAmount(values.downPayment)) errors.downPayment = 'Dollars and cents, or leave it empty.';
    if (!optionalAmount(values.docFee)) errors.docFee = 'Dollars and cents, or leave it empty.';
    if (needsResidual(values.contractType) && !isAmount(values.residualAmount, 0.01))
      errors.residualAmount = 'The residual in dollars and cents: an FMV or TRAC lease needs one.';
    else if (!optionalAmount(values.residualAmount))
      errors.residualAmount = 'Dollars and cents, or leave it empty.';
    if (!isWhole(values.termMonths, 1, 120)) errors.termMonths = 'From 1 to 120 months.';
    if (!isWhole(values.advancePayments, 0, 3)) errors.advancePayments = 'From 0 to 3.';
    const rate = number(values.annualRatePercent);
    if (!(Number.isFinite(rate) && rate >= 0 && rate < 100))
      errors.annualRatePercent = 'A yearly rate in percent.';
    if (!values.commencementDate) errors.commencementDate = 'Choose the commencement date.';
    values.assets.forEach((asset, index) => {
      const at = (field: keyof AssetDraft, message: string) => {
        errors[`assets.${index}.${field}`] = message;
      };
      if (!asset.category) at('category', 'Choose a category.');
      if (!asset.make.trim()) at('make', 'Enter the make.');
      if (!asset.model.trim()) at('model', 'Enter the model.');
      if (!isWhole(asset.year, 1950, 2100)) at('year', 'A four-digit year.');
      if (!asset.serialNumber.trim()) at('serialNumber', 'Enter the serial number or VIN.');
      if (!isWhole(asset.quantity, 1, 10_000)) at('quantity', 'At least 1.');
      if (!isAmount(asset.cost)) at('cost', 'Dollars and cents.');
      if (!asset.locationCity.trim()) at('locationCity', 'Where the equipment is.');
      if (!/^[A-Za-z]{2}$/.test(asset.locationState)) at('locationState', 'Two letters.');
    });
    return errors;
  };
}

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
  fields: FieldErrors<ContractField>;
  form: string | null;
} {
  const details = error instanceof ApiError && Array.isArray(error.body?.details) ? error.body.details : [];
  const fields: FieldErrors<ContractField> = {};
  for (const detail of details as { path?: unknown; message?: unknown }[]) {
    if (typeof detail.path !== 'string' || typeof detail.message !== 'string') continue;
    const path = detail.path.replace(/^\//, '').replace(/\//g, '.');
    const field = path === 'annualRate' ? 'annualRatePercent' : path;
    fields[field as ContractField] = detail.message;
  }
  const placed = Object.keys(fields).length > 0;
  return {
    fields,
    form: placed ? null : errorMessage(error, 'The contract could not be saved. Please try again.'),
  };
}
