import { vendorNames, vendorRecord } from '@lendline/wire';
import { isUsStateCode, RECORD_STATUSES, specRuleText } from '@lendline/validation';
import { sql } from 'kysely';
import * as v from 'valibot';
import { defineResource } from '../../../resources/define-resource.ts';
import { oneOf, optionalText, recordId, requiredText } from '../field-schemas.ts';
import { VENDORS_EDIT, VENDORS_VIEW } from '../loan-calculator-menus.ts';
import { activeStaffMember } from '../lookups/active-staff-rule.ts';
import { lookupRoutes } from '../lookups/lookup-routes.ts';
import { allRules } from '../rule-details.ts';
import { uniqueVendorName } from './unique-vendor-name.ts';

const stateCode = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.check(isUsStateCode, 'Please enter valid state'),
);

/**
 * Dealers whose sales we finance (domain.md §2.13). Enrolled ones (`quoteEnabled`) hold API keys for the
 * loan calculator on their websites. A vendor is never deleted: history points at it, so it is made inactive.
 */
export const vendorsResource = defineResource({
  name: 'Vendor',
  path: '/vendors',
  table: 'vendor',
  description: 'Equipment dealers; enrolled ones embed the loan calculator with their API keys',
  wire: vendorRecord,
  fields: {
    id: { type: 'number', readOnly: true },
    name: {
      type: 'string',
      required: true,
      schema: requiredText('Vendor name', 160),
      sort: { caseInsensitive: true },
    },
    website: { type: 'string', nullable: true, schema: specRuleText('url', 'Website', 300) },
    contactName: {
      type: 'string',
      nullable: true,
      schema: specRuleText('name', 'Contact name', 120),
      sort: { caseInsensitive: true },
    },
    contactEmail: {
      type: 'string',
      nullable: true,
      schema: specRuleText('email', 'Contact email', 254),
      sort: { caseInsensitive: true },
    },
    contactPhone: { type: 'string', nullable: true, schema: specRuleText('phone', 'Contact phone', 20) },
    city: {
      type: 'string',
      nullable: true,
      schema: optionalText('City', 80),
      sort: { caseInsensitive: true },
    },
    state: { type: 'string', nullable: true, schema: stateCode },
    salesRepId: {
      type: 'number',
      nullable: true,
      schema: recordId('Sales rep'),
      description: 'The staff user who looks after this dealer (an active one when chosen)',
    },
    quoteEnabled: { type: 'boolean', description: 'Enrolled in Vendor Quote: may hold API keys' },
    status: { type: 'string', schema: oneOf(RECORD_STATUSES, 'Status') },
    createdAt: { type: 'date', readOnly: true },
    updatedAt: { type: 'date', readOnly: true },
  },
  relations: {
    apiKeys: { type: 'hasMany', target: 'VendorApiKey', keyFrom: 'id', keyTo: 'vendorId' },
  },
  access: { read: VENDORS_VIEW, create: VENDORS_EDIT, update: VENDORS_EDIT },
  validate: allRules(uniqueVendorName, activeStaffMember('salesRepId', 'Sales rep')),
  // The sales rep picker and the reps' names, readable with Vendors › view (no right on Setup › Users).
  declaredRoutes: lookupRoutes({
    read: VENDORS_VIEW,
    names: { users: sql<boolean>`is_active or id in (select sales_rep_id from vendor)` },
    namesSchema: vendorNames,
  }),
});
