import { rateProgramRecord } from '@lendline/wire';
import { LEASE_STRUCTURES, RATE_BASES } from '@lendline/finance';
import { RECORD_STATUSES } from '@lendline/validation';
import * as v from 'valibot';
import { defineResource } from '../../../resources/define-resource.ts';
import { decimal, idList, money, oneOf, requiredText, termList, wholeNumber } from '../field-schemas.ts';
import { SETUP_EDIT, SETUP_VIEW } from '../loan-calculator-menus.ts';
import { rateProgramRules } from './rate-program-rules.ts';

const amountBands = v.pipe(
  v.array(v.strictObject({ min: money('Band minimum'), max: money('Band maximum') })),
  v.minLength(1, 'Amount bands must list at least one band'),
  v.maxLength(20, 'Amount bands may list at most 20 bands'),
);

const creditTiers = v.pipe(
  v.array(requiredText('Each credit tier', 20)),
  v.minLength(1, 'Credit tiers must list at least one tier'),
  v.maxLength(10, 'Credit tiers may list at most 10 tiers'),
  v.check(
    (tiers) => new Set(tiers.map((tier) => tier.toLowerCase())).size === tiers.length,
    'Credit tiers lists a tier twice',
  ),
);

// Annual rates and rate factors are both fractions below 1; the shape is checked against the lists.
const matrix = v.array(v.array(v.array(decimal('Each rate', 0, 1))));

/**
 * The rate cards the loan calculator quotes from (spec "loan setup"): per product, a matrix of annual
 * rates or rate factors by credit tier × amount band × term. Switched off with `status`, never deleted.
 */
export const rateProgramsResource = defineResource({
  name: 'RateProgram',
  path: '/rate-programs',
  table: 'rate_program',
  description: 'Rate programs: rate or rate-factor matrices by credit tier, amount band and term',
  wire: rateProgramRecord,
  fields: {
    id: { type: 'number', readOnly: true },
    name: {
      type: 'string',
      required: true,
      schema: requiredText('Program name', 120),
      sort: { caseInsensitive: true },
    },
    productType: { type: 'string', required: true, schema: oneOf(LEASE_STRUCTURES, 'Product type') },
    terms: {
      type: 'json',
      required: true,
      schema: v.pipe(termList('Terms'), v.minLength(1, 'Terms must list at least one term')),
      description: 'Term lengths in months, ascending, 6 to 120',
    },
    amountBands: {
      type: 'json',
      required: true,
      schema: amountBands,
      description: 'Equipment cost bands, ascending; each starts one cent above the previous maximum',
    },
    creditTiers: {
      type: 'json',
      required: true,
      schema: creditTiers,
      description: 'Credit tier names, best first',
    },
    rateBasis: { type: 'string', required: true, schema: oneOf(RATE_BASES, 'Rate basis') },
    matrix: {
      type: 'json',
      required: true,
      schema: matrix,
      description: 'number[tier][band][term]: annual rates (RATE) or payment factors (RATE_FACTOR)',
    },
    advancePayments: { type: 'number', schema: wholeNumber('Advance payments', 0, 3) },
    residualPct: {
      type: 'number',
      schema: decimal('Residual', 0, 0.5),
      description: 'Residual or purchase option as a fraction of cost: 0.10 for 10%',
    },
    docFee: { type: 'number', schema: money('Doc fee') },
    minAmount: { type: 'number', required: true, schema: money('Minimum amount', 0.01) },
    maxAmount: { type: 'number', required: true, schema: money('Maximum amount', 0.01) },
    effectiveFrom: { type: 'date', format: 'date', required: true },
    effectiveTo: { type: 'date', format: 'date', nullable: true, sort: { nullsLast: true } },
    vendorIds: {
      type: 'json',
      schema: idList('Vendor ids'),
      description: 'The vendors offered this program; empty means every enrolled vendor',
    },
    status: { type: 'string', schema: oneOf(RECORD_STATUSES, 'Status') },
    createdAt: { type: 'date', readOnly: true },
    updatedAt: { type: 'date', readOnly: true },
  },
  access: { read: SETUP_VIEW, create: SETUP_EDIT, update: SETUP_EDIT },
  validate: rateProgramRules,
});
