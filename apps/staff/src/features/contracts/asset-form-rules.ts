import { ApiError } from '@lendline/api-client';
import type { FieldErrors } from '../../components/form/use-record-form.ts';
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

const isAmount = (value: string) => {
  const number = Number(value);
  return value.trim() !== '' && Number.isFinite(number) && number >= 0;
};

/** Disposed assets (sold, scrapped) say when; a disposition amount needs a date. */
export function validateAsset(values: AssetFormValues): FieldErrors<AssetField> {
  const errors: FieldErrors<AssetField> = {};
  if (!values.serialNumber.trim()) errors.serialNumber = 'Enter the serial number or VIN.';
  if (!values.locationCity.trim()) errors.locationCity = 'Where the equipment is.';
  if (!/^[A-Za-z]{2}$/.test(values.locationState)) errors.locationState = 'Two letters.';
  if (!isAmount(values.bookResidual)) errors.bookResidual = 'Dollars and cents.';
  if (values.dispositionAmount.trim() !== '' && !isAmount(values.dispositionAmount))
    errors.dispositionAmount = 'Dollars and cents, or leave it empty.';
  if (['SOLD', 'SCRAPPED'].includes(values.status) && !values.dispositionDate)
    errors.dispositionDate = 'When did the asset leave?';
  return errors;
}

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
