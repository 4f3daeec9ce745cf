import { countResult, jobRunRecord } from '@lendline/wire';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { Kysely } from 'kysely';
import type { AppEnv } from '../../lib/app-env.ts';
import { entityNotFound, HttpError } from '../../lib/http-error.ts';
import { parsePathId } from '../../lib/path-id.ts';
import { requirePrincipal } from '../../lib/require-principal.ts';
import type { Database } from '../../db/schema.ts';
import { jobRunModel, jobRunsOf } from '../../jobs/job-runs.model.ts';
import type { JobRunner } from '../../jobs/job-types.ts';
import { ownRowsRoutes } from '../../jobs/own-rows.ts';
import { declareAppRoute, mountDeclaredRoutes, type AppRoute } from '../../resources/declare-route.ts';
import { isOwnRun } from './jobs.repo.ts';

// The texts of the document's Jobs, Downloads and Notifications entries; CONTRACT.md has the fields.
export const OWN =
  'The caller’s own (while impersonating, the impersonated user’s); no module permission is asked.';
export const FILTER = '`?filter=` as every list: where, order, limit, skip, fields.';
const ROWS = 'ownRowsRoutes (jobs/own-rows.ts): the filter engine over the caller’s rows';

/** `GET /job-runs`, `/count`, `/{id}`: answered by the own-rows routes, declared here for the document. */
const jobRunReads: AppRoute[] = [
  declareAppRoute({
    method: 'get',
    path: '/job-runs',
    tag: 'Jobs',
    summary: 'My job runs, newest first',
    description: `${OWN} ${FILTER} A run: type, module, title, status, progressDone/progressTotal, phase, counts, amountTotal, fileId, failureReason, attempts, cancellable.`,
    access: 'signed-in',
    response: { status: 200, description: 'Job runs', schema: v.array(jobRunRecord) },
    errors: { 400: 'Invalid filter' },
    handledBy: ROWS,
  }),
  declareAppRoute({
    method: 'get',
    path: '/job-runs/count',
    tag: 'Jobs',
    summary: 'Count my job runs',
    access: 'signed-in',
    response: { status: 200, description: '`{ count }`', schema: countResult },
    handledBy: ROWS,
  }),
  declareAppRoute({
    method: 'get',
    path: '/job-runs/:id',
    tag: 'Jobs',
    summary: 'One of my job runs',
    access: 'signed-in',
    response: { status: 200, description: 'The run', schema: jobRunRecord },
    errors: { 404: 'Not one of mine' },
    handledBy: ROWS,
  }),
];

export interface JobRunRouteDeps {
  db: Kysely<Database>;
  jobs: JobRunner;
  cancellableTypes: () => readonly string[];
  maxLimit: number;
  audit: (c: Context<AppEnv>, event: { action: string; entity: string; entityId: number }) => Promise<void>;
}

/** `/job-runs` (CONTRACT.md "Job runs"): the caller's runs, and cancel where the job type offers it. */
export function jobRunRoutes(deps: JobRunRouteDeps): { routes: Hono<AppEnv>; declared: AppRoute[] } {
  const cancel = declareAppRoute({
    method: 'post',
    path: '/job-runs/:id/cancel',
    tag: 'Jobs',
    summary: 'Cancel a queued or running job where its type offers cancel',
    description: 'A queued run ends at once; a running one at its next chunk. Audited.',
    access: 'signed-in',
    response: { status: 204, description: 'Cancelled or cancelling' },
    errors: { 404: 'Not one of mine', 409: 'JOB_FINISHED', 422: 'JOB_NOT_CANCELLABLE' },
    handle: async (c) => {
      const { userId } = requirePrincipal(c.get('principal'));
      const id = parsePathId(c.req.param('id')!);
      if (!(await isOwnRun(deps.db, id, userId))) throw entityNotFound('JobRun', id);
      const outcome = await deps.jobs.cancel(id);
      if (outcome === 'finished')
        throw new HttpError(409, 'ConflictError', 'The job has already ended.', { code: 'JOB_FINISHED' });
      if (outcome === 'not-cancellable')
        throw new HttpError(422, 'UnprocessableEntityError', 'This job cannot be cancelled.', {
          code: 'JOB_NOT_CANCELLABLE',
        });
      await deps.audit(c, { action: 'job-cancel', entity: 'JobRun', entityId: id });
      return c.body(null, 204);
    },
  });
  const declared = [...jobRunReads, cancel];
  const routes = new Hono<AppEnv>();
  mountDeclaredRoutes(routes, declared);
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
  return { routes, declared };
}
