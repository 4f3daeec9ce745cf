import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import type { AppEnv } from '../../lib/app-env.ts';
import { entityNotFound, HttpError } from '../../lib/http-error.ts';
import { parsePathId } from '../../lib/path-id.ts';
import { requirePrincipal } from '../../lib/require-principal.ts';
import type { Database } from '../../db/schema.ts';
import { jobRunModel, jobRunsOf } from '../../jobs/job-runs.model.ts';
import type { JobRunner } from '../../jobs/job-types.ts';
import { ownRowsRoutes } from '../../jobs/own-rows.ts';

/** `/job-runs` (CONTRACT.md "Job runs"): the caller's runs, and cancel where the job type offers it. */
export function jobRunRoutes(deps: {
  db: Kysely<Database>;
  jobs: JobRunner;
  cancellableTypes: () => readonly string[];
  maxLimit: number;
  audit: (c: Context<AppEnv>, event: { action: string; entity: string; entityId: number }) => Promise<void>;
}) {
  const routes = new Hono<AppEnv>();
  routes.post('/job-runs/:id/cancel', async (c) => {
    const { userId } = requirePrincipal(c.get('principal'));
    const id = parsePathId(c.req.param('id'));
    const run = await deps.db
      .selectFrom('job_run')
      .select('id')
      .where('id', '=', id)
      .where('requested_by', '=', userId)
      .executeTakeFirst();
    if (!run) throw entityNotFound('JobRun', id);
    const outcome = await deps.jobs.cancel(id);
    if (outcome === 'finished')
      throw new HttpError(409, 'ConflictError', 'The job has already ended.', { code: 'JOB_FINISHED' });
    if (outcome === 'not-cancellable')
      throw new HttpError(422, 'UnprocessableEntityError', 'This job cannot be cancelled.', {
        code: 'JOB_NOT_CANCELLABLE',
      });
    await deps.audit(c, { action: 'job-cancel', entity: 'JobRun', entityId: id });
    return c.body(null, 204);
  });
  routes.route(
    '/job-runs',
    ownRowsRoutes({
      db: deps.db,
      model: jobRunModel,
      rowsOf: jobRunsOf(deps.cancellableTypes),
      maxLimit: deps.maxLimit,
      defaultOrder: 'id DESC',
    }),
  );
  return routes;
}
