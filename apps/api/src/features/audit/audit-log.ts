import type { Kysely } from 'kysely';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: number | string | null | undefined;
  before?: Record<string, unknown> | undefined;
  after?: Record<string, unknown> | undefined;
  /** The user the request acted as. */
  actorId: number | null;
  /** The real person when impersonating; otherwise null. */
  realActorId: number | null;
  requestId: string | null;
  clientAddress: string | null;
}

/**
 * Appends one event to the audit log. Pass the write's transaction so the record and the change commit
 * or roll back together; the table refuses updates and deletes.
 */
export async function appendAuditEvent(db: Kysely<any>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_event')
    .values({
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      actor_id: entry.actorId,
      real_actor_id: entry.realActorId,
      request_id: entry.requestId,
      client_address: entry.clientAddress,
    })
    .execute();
}
