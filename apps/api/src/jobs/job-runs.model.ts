import type { Principal } from '../lib/app-env.ts';
import { sql } from 'kysely';
import { ownModel } from './own-model.ts';

const readOnly = { readOnly: true } as const;

/** A job run as users see it (CONTRACT.md "Job runs"). */
export const jobRunModel = ownModel({
  name: 'JobRun',
  path: '/job-runs',
  table: 'job_run',
  description: 'Long work: progress and outcome of a run',
  fields: {
    id: { type: 'number', ...readOnly },
    type: { type: 'string', ...readOnly },
    module: { type: 'string', nullable: true, ...readOnly },
    title: { type: 'string', ...readOnly },
    status: { type: 'string', ...readOnly },
    progressDone: { type: 'number', ...readOnly },
    progressTotal: { type: 'number', nullable: true, ...readOnly },
    phase: { type: 'string', nullable: true, ...readOnly },
    requestedBy: { type: 'number', ...readOnly },
    actorId: { type: 'number', ...readOnly },
    createdAt: { type: 'date', ...readOnly },
    startedAt: { type: 'date', nullable: true, ...readOnly },
    finishedAt: { type: 'date', nullable: true, ...readOnly },
    counts: { type: 'json', ...readOnly },
    amountTotal: { type: 'string', nullable: true, ...readOnly },
    fileId: { type: 'number', nullable: true, ...readOnly },
    failureReason: { type: 'string', nullable: true, ...readOnly },
    attempts: { type: 'number', ...readOnly },
    cancellable: { type: 'boolean', ...readOnly, filterable: false, sortable: false },
  },
});

/**
 * The caller's runs (the impersonated user's while impersonating), with `cancellable` worked out from
 * the types that offer cancel.
 */
export const jobRunsOf = (cancellableTypes: () => readonly string[]) => (principal: Principal) => {
  const types = cancellableTypes();
  const cancellable =
    types.length === 0
      ? sql`false`
      : sql`(r.status in ('queued', 'running') and r.type in (${sql.join(types)}))`;
  return sql`select r.*, r.amount_total::text as amount_total_text, ${cancellable} as cancellable
    from job_run r where r.requested_by = ${principal.userId}`;
};
