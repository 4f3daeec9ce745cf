import { ApiError } from '@lendline/api-client';
import * as v from 'valibot';
import { crossFieldRules, formSchema } from '../../components/form/cross-field-rules.ts';
import type { FieldErrors } from '../../components/form/server-objections.ts';
import { errorMessage } from '../../lib/error-message.ts';
import type { AssetRecord } from './api/contracts-resource.ts';

/** What staff keep current on an asset: where it is, its state, its value and its end-of-lease facts. */
export interface AssetFormValues {
  description: string;
  serialNumber: string;
  status: string;
  locationCity: string;
  locationState: string;
  bookResidual: string;
  uccFilingNumber: string;
  insuranceCertExpiry: string | null;
  dispositionDate: string | null;
  dispositionAmount: string;
}

export type AssetField = keyof AssetFormValues;

const text = (value: string | null | undefined) => value ?? '';
const amountText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function assetFormValues(asset: AssetRecord): AssetFormValues {
  return {
    description: asset.description,
    serialNumber: asset.serialNumber,
    status: asset.status,
    locationCity: asset.locationCity,
    locationState: asset.locationState,
    bookResidual: amountText(asset.bookResidual),
    uccFilingNumber: text(asset.uccFilingNumber),
    insuranceCertExpiry: asset.insuranceCertExpiry ?? null,
    dispositionDate: asset.dispositionDate ?? null,
    dispositionAmount: amountText(asset.dispositionAmount),
  };
}

/** Money as typed, dollars and cents. */
export const isAmountText = (value: string) => {
  const number = Number(value);
  return value.trim() !== '' && Number.isFinite(number) && number >= 0;
};

/** What an asset needs to stay findable and valued: a serial number, where it is, its book residual. */
export const AssetFormSchema = formSchema<AssetFormValues>(
  v.object({
    description: v.string(),
    serialNumber: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter the serial number or VIN.')),
    status: v.string(),
    locationCity: v.pipe(v.string(), v.trim(), v.nonEmpty('Where the equipment is.')),
    locationState: v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/, 'Two letters.')),
    bookResidual: v.pipe(v.string(), v.check(isAmountText, 'Dollars and cents.')),
    uccFilingNumber: v.string(),
    insuranceCertExpiry: v.nullable(v.string()),
    dispositionDate: v.nullable(v.string()),
    dispositionAmount: v.pipe(
      v.string(),
      v.check((text) => text.trim() === '' || isAmountText(text), 'Dollars and cents, or leave it empty.'),
    ),
  }),
  // Disposed assets (sold, scrapped) say when.
  crossFieldRules((values: AssetFormValues) => ({
    dispositionDate:
      ['SOLD', 'SCRAPPED'].includes(values.status) && !values.dispositionDate
        ? 'When did the asset leave?'
        : undefined,
  })),
);

/** Only what changed, as the PATCH body. */
export function assetChanges(before: AssetFormValues, after: AssetFormValues): Partial<AssetRecord> {
  const change: Record<string, unknown> = {};
  for (const key of Object.keys(after) as AssetField[]) {
    if (after[key] === before[key]) continue;
    const value = after[key];
    if (key === 'bookResidual') change[key] = Number(value);
    else if (key === 'dispositionAmount') change[key] = value === '' ? null : Number(value);
    else if (key === 'locationState') change[key] = String(value).toUpperCase();
    else if (key === 'uccFilingNumber') change[key] = value === '' ? null : value;
    else change[key] = value;
  }
  return change as Partial<AssetRecord>;
}

export function assetSubmissionErrors(error: unknown): {
  fields: FieldErrors<AssetField>;
  form: string | null;
} {
  const details = error instanceof ApiError && Array.isArray(error.body?.details) ? error.body.details : [];
  const fields: FieldErrors<AssetField> = {};
  for (const detail of details as { path?: unknown; message?: unknown }[]) {
    if (typeof detail.path === 'string' && typeof detail.message === 'string')
      fields[detail.path.replace(/^\//, '') as AssetField] = detail.message;
  }
  const placed = Object.keys(fields).length > 0;
  return {
    fields,
    form: placed ? null : errorMessage(error, 'The asset could not be saved. Please try again.'),
  };
}
