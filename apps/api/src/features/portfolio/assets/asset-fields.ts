import { ASSET_CATEGORIES, ASSET_STATUSES } from '@lendline/portfolio';
import * as v from 'valibot';
import type { FieldDef } from '../../../resources/field-def.ts';
import {
  calendarDay,
  money,
  oneOf,
  optionalText,
  recordId,
  requiredText,
  wholeNumber,
} from '../field-schemas/portfolio-schemas.ts';

/** One piece of equipment on the wire, without its contract (the nested `assets` of a contract POST). */
export const assetOwnFields: Record<string, FieldDef> = {
  category: { type: 'string', required: true, schema: oneOf(ASSET_CATEGORIES, 'Category') },
  make: { type: 'string', required: true, schema: requiredText('Make', 80), sort: { caseInsensitive: true } },
  model: { type: 'string', required: true, schema: requiredText('Model', 80) },
  year: { type: 'number', required: true, schema: wholeNumber('Year', 1950, 2100) },
  serialNumber: { type: 'string', required: true, schema: requiredText('Serial number', 60) },
  description: { type: 'string', required: true, schema: requiredText('Description', 300) },
  newUsed: { type: 'string', required: true, schema: oneOf(['NEW', 'USED'] as const, 'New/used') },
  quantity: { type: 'number', schema: wholeNumber('Quantity', 1, 100_000) },
  cost: { type: 'number', required: true, schema: money('Cost') },
  vendorId: { type: 'number', nullable: true, schema: recordId('Vendor') },
  locationCity: { type: 'string', required: true, schema: requiredText('City', 80) },
  locationState: {
    type: 'string',
    required: true,
    schema: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'State must be two capital letters')),
  },
  status: { type: 'string', schema: oneOf(ASSET_STATUSES, 'Status') },
  bookResidual: { type: 'number', schema: money('Book residual') },
  uccFilingNumber: { type: 'string', nullable: true, schema: optionalText('UCC filing number', 30) },
  insuranceCertExpiry: { type: 'date', format: 'date', nullable: true, schema: calendarDay('Expiry') },
  dispositionDate: { type: 'date', format: 'date', nullable: true, schema: calendarDay('Disposition date') },
  dispositionAmount: { type: 'number', nullable: true, schema: money('Disposition amount') },
};

export const assetFields: Record<string, FieldDef> = {
  id: { type: 'number', readOnly: true },
  contractId: { type: 'number', required: true, schema: recordId('Contract') },
  ...assetOwnFields,
  status: { ...assetOwnFields.status!, required: true },
  createdAt: { type: 'date', readOnly: true },
  updatedAt: { type: 'date', readOnly: true },
};
