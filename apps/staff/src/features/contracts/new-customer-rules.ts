import type { NewCustomer } from './api/create-customer.ts';

/**
 * The lessee typed into the add contract form: the POST body's text fields as typed, the DBA blank when
 * there is none, and the tax rate in percent as people type it (8.25).
 */
export type NewCustomerDraft = Omit<NewCustomer, 'dba' | 'taxRate'> & { dba: string; taxRatePercent: string };

export const EMPTY_CUSTOMER: NewCustomerDraft = {
  legalName: '',
  dba: '',
  fein: '',
  entityType: 'LLC',
  naics: '',
  address1: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
  billToEmail: '',
  taxExempt: false,
  taxRatePercent: '0',
};

/** The same shapes the server checks (customer-fields.ts), in words that say what to type. */
export function newCustomerErrors(draft: NewCustomerDraft): Partial<Record<keyof NewCustomerDraft, string>> {
  const errors: Partial<Record<keyof NewCustomerDraft, string>> = {};
  if (!draft.legalName.trim()) errors.legalName = 'Enter the legal name.';
  if (!/^\d{2}-\d{7}$/.test(draft.fein.trim())) errors.fein = 'Nine digits as 12-3456789.';
  if (!draft.entityType) errors.entityType = 'Choose the entity type.';
  if (!/^\d{6}$/.test(draft.naics.trim())) errors.naics = 'Six digits.';
  if (!draft.address1.trim()) errors.address1 = 'Enter the street address.';
  if (!draft.city.trim()) errors.city = 'Enter the city.';
  if (!/^[A-Z]{2}$/.test(draft.state)) errors.state = 'Choose the state.';
  if (!/^\d{5}(-\d{4})?$/.test(draft.zip.trim())) errors.zip = 'Five digits, or ZIP+4.';
  if (!draft.phone.trim()) errors.phone = 'Enter a phone number.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.billToEmail.trim()))
    errors.billToEmail = 'An e-mail address invoices go to.';
  const rate = Number(draft.taxRatePercent);
  if (!draft.taxExempt && !(draft.taxRatePercent.trim() !== '' && rate >= 0 && rate <= 20))
    errors.taxRatePercent = 'From 0 to 20 percent.';
  return errors;
}

/** The customer POST body; a tax-exempt lessee's rate is 0, the percent goes as a fraction. */
export function newCustomerInput(draft: NewCustomerDraft): NewCustomer {
  return {
    legalName: draft.legalName.trim(),
    ...(draft.dba.trim() ? { dba: draft.dba.trim() } : {}),
    fein: draft.fein.trim(),
    entityType: draft.entityType,
    naics: draft.naics.trim(),
    address1: draft.address1.trim(),
    city: draft.city.trim(),
    state: draft.state,
    zip: draft.zip.trim(),
    phone: draft.phone.trim(),
    billToEmail: draft.billToEmail.trim(),
    taxExempt: draft.taxExempt,
    taxRate: draft.taxExempt ? 0 : Number((Number(draft.taxRatePercent) / 100).toFixed(5)),
  };
}
