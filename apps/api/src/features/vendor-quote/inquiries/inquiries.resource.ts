import { inquiryNames, inquiryRecord } from '@lendline/wire';
import { INQUIRY_STATUSES } from '@lendline/validation';
import { sql } from 'kysely';
import { defineResource } from '../../../resources/define-resource.ts';
import { oneOf, recordId } from '../field-schemas.ts';
import { INQUIRIES_EDIT, INQUIRIES_VIEW } from '../loan-calculator-menus.ts';
import { activeStaffMember } from '../lookups/active-staff-rule.ts';
import { lookupRoutes } from '../lookups/lookup-routes.ts';
import { inquiriesCsvExportRoute } from './inquiries-csv-export.ts';
import { recordInquiryHistory } from './inquiry-history.ts';

// Whose names an Inquiries reader may learn: what inquiries point at, and the staff they can be given to.
const inquiryLookups = lookupRoutes({
  read: INQUIRIES_VIEW,
  names: {
    users: sql<boolean>`is_active or id in (select assigned_rep_id from inquiry)
      or id in (select actor_id from inquiry_event)`,
    vendors: sql<boolean>`id in (select vendor_id from inquiry)`,
    programs: sql<boolean>`id in (select program_id from inquiry)`,
    promos: sql<boolean>`id in (select promo_id from inquiry)`,
  },
  namesSchema: inquiryNames,
});

const fromWidget = { readOnly: true } as const;

/**
 * Buyers' requests from a dealer's loan calculator, created only by the widget API. Staff work them
 * through their status and assign a rep; each status change and reassignment is kept in the inquiry's
 * events. The names behind its ids come from `/inquiries/names`, readable with Inquiries › view.
 */
export const inquiriesResource = defineResource({
  name: 'Inquiry',
  path: '/inquiries',
  table: 'inquiry',
  description: "Buyers' inquiries from the loan calculator, with the quote they saw",
  wire: inquiryRecord,
  fields: {
    id: { type: 'number', readOnly: true },
    vendorId: { type: 'number', ...fromWidget },
    apiKeyId: { type: 'number', nullable: true, ...fromWidget },
    createdAt: { type: 'date', ...fromWidget },
    updatedAt: { type: 'date', readOnly: true },
    customerName: { type: 'string', ...fromWidget, sort: { caseInsensitive: true } },
    businessName: { type: 'string', nullable: true, ...fromWidget, sort: { caseInsensitive: true } },
    email: { type: 'string', ...fromWidget, sort: { caseInsensitive: true } },
    phone: { type: 'string', nullable: true, ...fromWidget },
    state: { type: 'string', nullable: true, ...fromWidget },
    equipmentDescription: {
      type: 'string',
      nullable: true,
      ...fromWidget,
      sort: { caseInsensitive: true },
    },
    equipmentCost: { type: 'number', ...fromWidget },
    termMonths: { type: 'number', ...fromWidget },
    productType: { type: 'string', ...fromWidget },
    quotedPayment: { type: 'number', ...fromWidget },
    programId: { type: 'number', nullable: true, ...fromWidget },
    promoId: { type: 'number', nullable: true, ...fromWidget },
    quote: { type: 'json', ...fromWidget, description: 'The quote exactly as the buyer saw it' },
    message: { type: 'string', nullable: true, ...fromWidget },
    source: { type: 'string', ...fromWidget },
    status: {
      type: 'string',
      schema: oneOf(INQUIRY_STATUSES, 'Status'),
      description: INQUIRY_STATUSES.join(' | '),
    },
    assignedRepId: {
      type: 'number',
      nullable: true,
      schema: recordId('Assigned rep'),
      description: 'The staff user working it (an active one when chosen); each change is in its events',
    },
    salesforceLeadId: { type: 'string', nullable: true, readOnly: true },
  },
  relations: {
    vendor: { type: 'belongsTo', target: 'Vendor', keyFrom: 'vendorId', keyTo: 'id' },
    events: { type: 'hasMany', target: 'InquiryEvent', keyFrom: 'id', keyTo: 'inquiryId' },
  },
  access: { read: INQUIRIES_VIEW, update: INQUIRIES_EDIT },
  validate: activeStaffMember('assignedRepId', 'Assigned rep'),
  afterWrite: recordInquiryHistory,
  // The export defines its job when mounted (a long one runs in the background), which a declared route
  // cannot do yet, so it stays a route of its own beside its documented operation.
  declaredRoutes: [...inquiryLookups, inquiriesCsvExportRoute],
});
