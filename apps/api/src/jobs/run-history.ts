import { sql, type RawBuilder } from 'kysely';
import type { FieldDef } from '../resources/field-def.ts';

const read = { readOnly: true } as const;

/**
 * The fields of a process page's run history (`@lendline/wire` `processRunRow`): the job run as
 * `/job-runs` shows it, plus who asked by name, the parameters without the ids the run took, and its
 * Downloads file's name.
 */
export const RUN_HISTORY_FIELDS: Record<string, FieldDef> = {
  id: { type: 'number', ...read },
  type: { type: 'string', ...read },
  title: { type: 'string', ...read, sort: { caseInsensitive: true } },
  status: { type: 'string', ...read },
  progressDone: { type: 'number', ...read, integer: 'integer' },
  progressTotal: { type: 'number', nullable: true, ...read, integer: 'integer' },
  phase: { type: 'string', nullable: true, ...read },
  requestedBy: { type: 'number', ...read },
  requestedByName: { type: 'string', nullable: true, ...read, sort: { caseInsensitive: true } },
  actorId: { type: 'number', ...read },
  actorName: { type: 'string', nullable: true, ...read },
  createdAt: { type: 'date', ...read },
  startedAt: { type: 'date', nullable: true, ...read },
  finishedAt: { type: 'date', nullable: true, ...read },
  counts: { type: 'json', ...read },
  amountTotal: { type: 'string', nullable: true, ...read, sortable: false },
  parameters: { type: 'json', ...read },
  parameterKey: { type: 'string', ...read },
  rowsAsked: { type: 'number', ...read, integer: 'integer' },
  fileId: { type: 'number', nullable: true, ...read },
  fileName: { type: 'string', nullable: true, ...read },
  failureReason: { type: 'string', nullable: true, ...read },
  attempts: { type: 'number', ...read, integer: 'integer' },
};

const nameOf = (alias: string) =>
  sql.raw(
    `case when ${alias}.id is null then null else ${alias}.first_name || ' ' || ${alias}.last_name end`,
  );

/**
 * Every run of the given job types, whoever asked for it: a process page is the module's shared log
 * (domain.md §2.18), so it is guarded by the page's permission, not by who ran what. The ids a run took
 * (`ids`, `invoiceIds`) are counted, not listed: they can be thousands, and the file in Downloads holds
 * what was done. `parameterKey` joins the parameters that decide what a run does, in a fixed order, so
 * "was this already run?" is a where on one text.
 */
export function runHistoryView(types: readonly string[]): RawBuilder<unknown> {
  return sql`select r.id, r.type, r.title, r.status, r.progress_done, r.progress_total, r.phase,
      r.requested_by, ${nameOf('ru')} as requested_by_name, r.actor_id, ${nameOf('au')} as actor_name,
      r.created_at, r.started_at, r.finished_at, r.counts, r.amount_total::text as amount_total,
      (r.params - 'ids' - 'invoiceIds') as parameters,
      concat_ws('|', r.params->>'billingSource', r.params->>'throughDate', r.params->>'paymentMethod',
        r.params->>'asOfDate', r.params->>'graceDays') as parameter_key,
      coalesce(jsonb_array_length(case when jsonb_typeof(r.params->'ids') = 'array' then r.params->'ids' end),
        jsonb_array_length(case when jsonb_typeof(r.params->'invoiceIds') = 'array' then r.params->'invoiceIds' end),
        0) as rows_asked,
      r.file_id, f.name as file_name, r.failure_reason, r.attempts
    from job_run r
    left join app_user ru on ru.id = r.requested_by
    left join app_user au on au.id = r.actor_id
    left join stored_file f on f.id = r.file_id
    where r.type in (${sql.join(types.map((type) => sql.lit(type)))})`;
}

/** The tables the history reads, for the resource's change tracking. */
export const RUN_HISTORY_TABLES = ['job_run', 'app_user', 'stored_file'] as const;
