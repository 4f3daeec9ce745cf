import { invoiceSessionRecord } from '@lendline/wire';
import { sql } from 'kysely';
import { defineResource } from '../../../resources/define-resource.ts';
import { checkInvoiceModuleParam, INVOICES_VIEW, moduleOf } from '../module-scope/module-access.ts';
import { createSessionRoute, previewSessionRoute } from './session-routes.ts';

const read = { readOnly: true } as const;

/**
 * The billing runs of a module (`/api/modules/{module}/invoice-sessions`), with their `invoices`;
 * preview and create (idempotent by `Idempotency-Key`) beside them.
 */
export const invoiceSessionsResource = defineResource({
  name: 'InvoiceSession',
  path: '/modules/:module/invoice-sessions',
  table: 'invoice_session',
  description:
    "The module's billing runs (invoice sessions): the staff app's New Billing Run and the billing process",
  wire: invoiceSessionRecord,
  fields: {
    id: { type: 'number', ...read },
    sessionName: { type: 'string', ...read },
    module: { type: 'string', ...read },
    kind: { type: 'string', ...read },
    status: { type: 'string', ...read },
    invoiceCount: { type: 'number', ...read },
    total: { type: 'number', ...read },
    createdBy: { type: 'number', nullable: true, ...read },
    createdByName: { type: 'string', nullable: true, ...read, sort: { caseInsensitive: true } },
    createdAt: { type: 'date', ...read },
  },
  view: {
    from: sql`select s.id, s.session_name, s.module, s.kind, s.status, s.invoice_count, s.total,
        s.created_by, s.created_at,
        case when u.id is null then null else u.first_name || ' ' || u.last_name end as created_by_name
      from invoice_session s left join app_user u on u.id = s.created_by`,
    tables: ['invoice_session', 'app_user'],
  },
  relations: {
    invoices: { type: 'hasMany', target: 'Invoice', keyFrom: 'id', keyTo: 'sessionId' },
  },
  checkParams: checkInvoiceModuleParam,
  rowScope: (c) => {
    const { module } = moduleOf(c);
    return { key: module, where: sql`${sql.ref('v.module')} = ${module}`, tables: [] };
  },
  access: { read: INVOICES_VIEW },
  declaredRoutes: [previewSessionRoute, createSessionRoute],
});
