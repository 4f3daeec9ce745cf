import { auditEventRecord } from '@lendline/wire';
import { defineResource } from '../../resources/define-resource.ts';

/**
 * The append-only audit log (who did what, when, as whom), readable by those who administer users.
 * There is no create, update or delete route: events are written by the server alone.
 */
export const auditEventsResource = defineResource({
  name: 'AuditEvent',
  path: '/audit-events',
  table: 'audit_event',
  description: 'Append-only log of sign-ins, impersonation and every change, with before and after',
  wire: auditEventRecord,
  fields: {
    // bigserial: the one table whose ids may outgrow an integer.
    id: { type: 'number', readOnly: true, integer: 'bigint' },
    at: { type: 'date', readOnly: true },
    actorId: { type: 'number', readOnly: true, nullable: true },
    realActorId: {
      type: 'number',
      readOnly: true,
      nullable: true,
      description: 'The real person while impersonating',
    },
    action: { type: 'string', readOnly: true },
    entity: { type: 'string', readOnly: true },
    entityId: { type: 'string', readOnly: true, nullable: true },
    before: { type: 'json', readOnly: true, nullable: true },
    after: { type: 'json', readOnly: true, nullable: true },
    requestId: { type: 'string', readOnly: true, nullable: true },
    clientAddress: { type: 'string', readOnly: true, nullable: true },
  },
  access: { read: { module: 'setupModule', menu: 'Users', action: 'view' } },
});
