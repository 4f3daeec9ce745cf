import type { Principal } from '../lib/app-env.ts';
import { parseFilter } from '@lendline/filter';
import type { Kysely } from 'kysely';
import { findRows } from '../filter-sql/index.ts';
import { jobRunModel, jobRunsOf } from './job-runs.model.ts';
import type { JobRunner } from './job-types.ts';

/** One of the caller's runs as `/api/job-runs/{id}` shows it, for a route that answers 202 with it. */
export async function jobRunJson(
  db: Kysely<any>,
  jobs: JobRunner,
  principal: Principal,
  runId: number,
): Promise<Record<string, unknown> | undefined> {
  const source = jobRunsOf(() => jobs.cancellableTypes())(principal);
  const [row] = await findRows(
    db,
    { ...jobRunModel, source } as typeof jobRunModel,
    parseFilter({ where: { id: runId } }, jobRunModel),
  );
  return row;
}
