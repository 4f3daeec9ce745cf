import { isValidRouting } from '@lendline/ach-rules';
import { ApiError } from '@lendline/api-client';
import { errorMessage } from '../../lib/error-message.ts';
import type { NewMandate } from './api/ach-returns-api.ts';

/** What the mandate form holds while it is typed; numbers stay text until sent. */
export interface MandateFormValues {
  contractId: string;
  accountHolderName: string;
  routingNumber: string;
  accountNumber: string;
  accountType: string;
  /** '' lets the server choose (PPD for a sole proprietor, else CCD). */
  secCode: string;
  authorizedAt: string | null;
  authMethod: string;
}

export type MandateField = keyof MandateFormValues;
export type MandateErrors = Partial<Record<MandateField, string>>;

export const EMPTY_MANDATE: MandateFormValues = {
  contractId: '',
  accountHolderName: '',
  routingNumber: '',
  accountNumber: '',
  accountType: 'CHECKING',
  secCode: '',
  authorizedAt: null,
  authMethod: 'WRITTEN',
};

// The server's rules (mandates/CONTRACT: ASCII holder of at most 120, 9-digit routing with the ABA check
// digit, 4–17 digit account, authorised on a day not in the future), checked before sending.
const ASCII = /^[\x20-\x7e]+$/;

/** The form's problems by field; empty when it may be sent. `today` is `YYYY-MM-DD`. */
export function mandateErrors(values: MandateFormValues, today: string): MandateErrors {
  const errors: MandateErrors = {};
  if (!/^\d+$/.test(values.contractId)) errors.contractId = 'Choose the contract';
  const holder = values.accountHolderName.trim();
  if (!holder) errors.accountHolderName = 'Enter the account holder’s name';
  else if (holder.length > 120) errors.accountHolderName = 'At most 120 characters';
  else if (!ASCII.test(holder))
    errors.accountHolderName = 'Letters, digits and punctuation without accents (the bank file is ASCII)';
  const routing = values.routingNumber.trim();
  if (!/^\d{9}$/.test(routing)) errors.routingNumber = 'A routing number has 9 digits';
  else if (!isValidRouting(routing)) errors.routingNumber = 'This routing number’s check digit is wrong';
  if (!/^\d{4,17}$/.test(values.accountNumber.trim()))
    errors.accountNumber = 'An account number has 4 to 17 digits';
  if (!values.authorizedAt) errors.authorizedAt = 'Enter the day the customer authorised the debits';
  else if (values.authorizedAt > today) errors.authorizedAt = 'The authorisation cannot be in the future';
  return errors;
}

/** The POST body of a valid form. */
export function mandateBody(values: MandateFormValues): NewMandate {
  return {
    contractId: Number(values.contractId),
    accountHolderName: values.accountHolderName.trim(),
    routingNumber: values.routingNumber.trim(),
    accountNumber: values.accountNumber.trim(),
    accountType: values.accountType as NewMandate['accountType'],
    ...(values.secCode ? { secCode: values.secCode as 'CCD' | 'PPD' } : {}),
    authorizedAt: values.authorizedAt!,
    authMethod: values.authMethod as NewMandate['authMethod'],
  };
}

const FIELDS = new Set<string>(Object.keys(EMPTY_MANDATE));

/**
 * A refused save: 422 details (`/routingNumber`, `/contractId`, …) on their fields, a mandate already in
 * force on the contract, anything else as one message above the form in the server's words.
 */
export function mandateSubmissionErrors(error: unknown): { fields: MandateErrors; form: string | null } {
  if (error instanceof ApiError && error.code === 'MANDATE_IN_FORCE') {
    return {
      fields: { contractId: 'This contract already has a mandate in force: revoke it first' },
      form: null,
    };
  }
  const details = error instanceof ApiError && Array.isArray(error.body?.details) ? error.body.details : [];
  const fields: MandateErrors = {};
  for (const detail of details as { path?: unknown; message?: unknown }[]) {
    const field = typeof detail.path === 'string' ? detail.path.replace(/^\//, '') : '';
    if (FIELDS.has(field) && typeof detail.message === 'string')
      fields[field as MandateField] = detail.message;
  }
  const placed = Object.keys(fields).length > 0;
  return {
    fields,
    form: placed ? null : errorMessage(error, 'The mandate could not be saved. Please try again.'),
  };
}
