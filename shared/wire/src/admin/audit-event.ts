import * as v from 'valibot';
import { wireId, wireMoment } from '../wire-values.ts';

/** One entry of the append-only audit log (`/api/audit-events`): who did what, when, as whom. */
export const auditEventRecord = v.object({
  // A bigserial: JSON numbers while below 2^53, which the log will not reach.
  id: wireId,
  at: wireMoment,
  actorId: v.nullable(wireId),
  /** The real person while impersonating. */
  realActorId: v.nullable(wireId),
  action: v.string(),
  entity: v.string(),
  entityId: v.nullable(v.string()),
  before: v.nullable(v.unknown()),
  after: v.nullable(v.unknown()),
  requestId: v.nullable(v.string()),
  clientAddress: v.nullable(v.string()),
});
export type AuditEventRecord = v.InferOutput<typeof auditEventRecord>;
