import { CUSTOMER_SHAPES } from '@lendline/validation';
import * as v from 'valibot';
import { crossFieldRules, formSchema } from '../../components/form/cross-field-rules.ts';
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

const shaped = (pattern: RegExp, message: string) => v.pipe(v.string(), v.trim(), v.regex(pattern, message));
const filled = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

/** The same shapes the server checks (customer-fields.ts), in words that say what to type. */
export const NewCustomerSchema = formSchema<NewCustomerDraft>(
  v.object({
    legalName: filled('Enter the legal name.'),
    dba: v.string(),
    fein: shaped(CUSTOMER_SHAPES.fein, 'Nine digits as 12-3456789.'),
    entityType: filled('Choose the entity type.') as v.GenericSchema<NewCustomerDraft['entityType']>,
    naics: shaped(CUSTOMER_SHAPES.naics, 'Six digits.'),
    address1: filled('Enter the street address.'),
    city: filled('Enter the city.'),
    state: v.pipe(v.string(), v.regex(CUSTOMER_SHAPES.state, 'Choose the state.')),
    zip: shaped(CUSTOMER_SHAPES.zip, 'Five digits, or ZIP+4.'),
    phone: filled('Enter a phone number.'),
    billToEmail: shaped(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'An e-mail address invoices go to.'),
    taxExempt: v.boolean(),
    taxRatePercent: v.string(),
  }),
  // A tax-exempt lessee pays no tax, so its rate is not asked.
  crossFieldRules((draft: NewCustomerDraft) => {
    const rate = Number(draft.taxRatePercent);
    const valid = draft.taxRatePercent.trim() !== '' && rate >= 0 && rate <= 20;
    return { taxRatePercent: draft.taxExempt || valid ? undefined : 'From 0 to 20 percent.' };
  }),
);

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
