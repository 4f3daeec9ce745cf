import { inquiryEventRecord } from '@lendline/wire';
import { defineResource } from '../../../resources/define-resource.ts';
import { recordId, requiredText } from '../field-schemas.ts';
import { INQUIRIES_EDIT, INQUIRIES_VIEW } from '../loan-calculator-menus.ts';
import { inquiryMustExist } from './inquiry-must-exist.ts';

const serverSet = { readOnly: true } as const;

/**
 * An inquiry's history: status changes and reassignments, written by the server with every change, and
 * staff notes.
 * A note is the only thing a request can add; its kind and author come from the server, never the body.
 */
export const inquiryEventsResource = defineResource({
  name: 'InquiryEvent',
  path: '/inquiry-events',
  table: 'inquiry_event',
  description: "An inquiry's history: status changes, reassignments and staff notes",
  wire: inquiryEventRecord,
  fields: {
    id: { type: 'number', readOnly: true },
    inquiryId: { type: 'number', required: true, schema: recordId('Inquiry') },
    at: { type: 'date', ...serverSet },
    actorId: { type: 'number', nullable: true, ...serverSet },
    kind: {
      type: 'string',
      ...serverSet,
      description: 'status | note | assignment (note: the new rep as named then, null when unassigned)',
    },
    fromStatus: { type: 'string', nullable: true, ...serverSet },
    toStatus: { type: 'string', nullable: true, ...serverSet },
    note: { type: 'string', required: true, schema: requiredText('Note', 2000) },
  },
  access: { read: INQUIRIES_VIEW, create: INQUIRIES_EDIT },
  createValues: (c) => ({ kind: 'note', actorId: c.get('principal')?.userId ?? null }),
  validate: inquiryMustExist,
});
