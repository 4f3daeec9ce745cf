import { defineResource } from '../../../resources/define-resource.ts';
import { oneOf, recordId } from '../field-schemas.ts';
import { INQUIRIES_EDIT, INQUIRIES_VIEW } from '../loan-calculator-menus.ts';
import { INQUIRY_STATUSES } from '../vendor-quote-values.ts';
import { inquiriesCsvExport, inquiriesCsvOperations } from './inquiries-csv-export.ts';
import { recordStatusChange } from './status-history.ts';

const fromWidget = { readOnly: true } as const;

/**
 * Buyers' requests from a dealer's loan calculator, created only by the widget API. Staff work them
 * through their status and assign a rep; each status change is kept in the inquiry's events.
 */
export const inquiriesResource = defineResource({
  name: 'Inquiry',
  path: '/inquiries',
  table: 'inquiry',
  description: "Buyers' inquiries from the loan calculator, with the quote they saw",
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
    assignedRepId: { type: 'number', nullable: true, schema: recordId('Assigned rep') },
    salesforceLeadId: { type: 'string', nullable: true, readOnly: true },
  },
  relations: {
    vendor: { type: 'belongsTo', target: 'Vendor', keyFrom: 'vendorId', keyTo: 'id' },
    events: { type: 'hasMany', target: 'InquiryEvent', keyFrom: 'id', keyTo: 'inquiryId' },
  },
  access: { read: INQUIRIES_VIEW, update: INQUIRIES_EDIT },
  afterWrite: recordStatusChange,
  routes: inquiriesCsvExport,
  operations: inquiriesCsvOperations,
});
