import { CUSTOMER_SHAPES } from '@lendline/validation';
import { CUSTOMER_ENTITY_TYPES } from '@lendline/wire';
import * as v from 'valibot';
import type { FieldDef } from '../../../resources/field-def.ts';
import { fraction, optionalText, oneOf, requiredText } from '../field-schemas/portfolio-schemas.ts';

const pattern = (label: string, regex: RegExp, shape: string) =>
  v.pipe(v.string(), v.trim(), v.regex(regex, `${label} must look like ${shape}`));

/** The lessee on the wire; the customer number is given by the server. */
export const customerFields: Record<string, FieldDef> = {
  id: { type: 'number', readOnly: true },
  customerNumber: { type: 'string', readOnly: true },
  legalName: {
    type: 'string',
    required: true,
    schema: requiredText('Legal name', 200),
    sort: { caseInsensitive: true },
  },
  dba: { type: 'string', nullable: true, schema: optionalText('DBA', 200), sort: { caseInsensitive: true } },
  fein: { type: 'string', required: true, schema: pattern('FEIN', CUSTOMER_SHAPES.fein, '12-3456789') },
  entityType: { type: 'string', required: true, schema: oneOf(CUSTOMER_ENTITY_TYPES, 'Entity type') },
  naics: { type: 'string', required: true, schema: pattern('NAICS', CUSTOMER_SHAPES.naics, 'six digits') },
  address1: { type: 'string', required: true, schema: requiredText('Address', 200) },
  city: { type: 'string', required: true, schema: requiredText('City', 80) },
  state: { type: 'string', required: true, schema: pattern('State', CUSTOMER_SHAPES.state, 'TX') },
  zip: { type: 'string', required: true, schema: pattern('ZIP', CUSTOMER_SHAPES.zip, '75201') },
  phone: { type: 'string', required: true, schema: requiredText('Phone', 20) },
  billToEmail: {
    type: 'string',
    required: true,
    schema: v.pipe(
      v.string(),
      v.trim(),
      v.email('Bill-to e-mail must be an e-mail address'),
      v.maxLength(254),
    ),
  },
  gpCustomerNumber: { type: 'string', nullable: true, schema: optionalText('GP customer number', 20) },
  taxExempt: { type: 'boolean' },
  taxRate: { type: 'number', schema: fraction('Tax rate', 0, 0.2), description: 'A fraction: 0.0825' },
  createdAt: { type: 'date', readOnly: true },
  updatedAt: { type: 'date', readOnly: true },
};
