import { ApiError } from '@lendline/api-client';
import { blankOr, FIELD_REQUIRED, specRuleText } from '@lendline/validation';
import * as v from 'valibot';
import { errorMessage } from '../../lib/error-message.ts';
import type { VendorInput } from './api/save-vendor.ts';
import type { VendorRecord } from './api/vendors-resource.ts';

/** The longest name the server stores. */
export const VENDOR_NAME_MAX = 160;

export interface VendorFormValues {
  name: string;
  website: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  city: string;
  /** Two-letter code, '' for none. */
  state: string;
  /** The chosen user's id as the picker holds it, '' for none. */
  salesRepId: string;
  quoteEnabled: boolean;
}

export type VendorFormErrors = Partial<Record<keyof VendorFormValues, string>>;

export const EMPTY_VENDOR: VendorFormValues = {
  name: '',
  website: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  city: '',
  state: '',
  salesRepId: '',
  quoteEnabled: false,
};

// Cities carry periods ("St. Louis") that the spec's name rule does not allow; the message is its own.
const CITY = /^[A-Za-z\u00C0-\u024F.' -]+$/;

/**
 * Spec §5: the name is required; the website a URL ("Please enter a valid URL"), the contact name in
 * letters ("Please enter valid contact name"), the e-mail and phone in the spec's formats, with the very
 * schemas the API checks them with. Everything but the name may stay empty.
 */
export const VendorFormSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(FIELD_REQUIRED),
    v.maxLength(VENDOR_NAME_MAX, `Use at most ${VENDOR_NAME_MAX} characters`),
  ),
  website: blankOr(specRuleText('url', 'Website', 300)),
  contactName: blankOr(specRuleText('name', 'Contact name', 120)),
  contactEmail: blankOr(specRuleText('email', 'Contact email', 254)),
  contactPhone: blankOr(specRuleText('phone', 'Contact phone', 20)),
  city: blankOr(v.pipe(v.string(), v.trim(), v.regex(CITY, 'Please enter valid city'))),
  state: v.string(),
  salesRepId: v.string(),
  quoteEnabled: v.boolean(),
}) satisfies v.GenericSchema<VendorFormValues, unknown>;

const orNull = (text: string) => text.trim() || null;

/** The form's values as the API takes them: trimmed, empty optional fields as null. */
export function vendorInput(values: VendorFormValues): VendorInput {
  return {
    name: values.name.trim(),
    website: orNull(values.website),
    contactName: orNull(values.contactName),
    contactEmail: orNull(values.contactEmail),
    contactPhone: orNull(values.contactPhone),
    city: orNull(values.city),
    state: values.state || null,
    salesRepId: /^\d+$/.test(values.salesRepId) ? Number(values.salesRepId) : null,
    quoteEnabled: values.quoteEnabled,
  };
}

/** A stored vendor as the edit form holds it. */
export function vendorFormValues(vendor: VendorRecord): VendorFormValues {
  return {
    name: vendor.name,
    website: vendor.website ?? '',
    contactName: vendor.contactName ?? '',
    contactEmail: vendor.contactEmail ?? '',
    contactPhone: vendor.contactPhone ?? '',
    city: vendor.city ?? '',
    state: vendor.state ?? '',
    salesRepId: vendor.salesRepId === null ? '' : String(vendor.salesRepId),
    quoteEnabled: vendor.quoteEnabled,
  };
}

/** Only what the edit form changed, so the server applies (and checks) nothing else. */
export function vendorChanges(before: VendorFormValues, after: VendorFormValues): Partial<VendorInput> {
  const previous = vendorInput(before);
  const next = vendorInput(after);
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => previous[key as keyof VendorInput] !== value),
  );
}

const FIELDS = new Set<string>(Object.keys(EMPTY_VENDOR));

/**
 * Where to show a refused save: a taken name and 422 details (`/contactEmail`) on their fields, anything
 * else as one message above the form, in the server's words.
 */
export function vendorSubmissionErrors(error: unknown): { fields: VendorFormErrors; form: string | null } {
  if (error instanceof ApiError && error.code === 'DUPLICATE_ENTRY') {
    return { fields: { name: 'A vendor with this name already exists.' }, form: null };
  }
  const details = error instanceof ApiError && Array.isArray(error.body?.details) ? error.body.details : [];
  const fields: VendorFormErrors = {};
  for (const detail of details as { path?: unknown; message?: unknown }[]) {
    const field = typeof detail.path === 'string' ? detail.path.replace(/^\//, '') : '';
    if (FIELDS.has(field) && typeof detail.message === 'string') {
      fields[field as keyof VendorFormValues] = detail.message;
    }
  }
  const placed = Object.keys(fields).length > 0;
  return {
    fields,
    form: placed ? null : errorMessage(error, 'The vendor could not be saved. Please try again.'),
  };
}
