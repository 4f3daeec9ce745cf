import { salesforceSyncRunRecord } from '@lendline/wire';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { HttpError } from '../../lib/http-error.ts';
import { requirePrincipal } from '../../lib/require-principal.ts';
import { declareAppRoute, mountDeclaredRoutes } from '../../resources/declare-route.ts';
import type { SalesforceSync, SyncRunRow } from './salesforce-sync.ts';

export interface SalesforceSyncRouteOptions {
  sync: SalesforceSync;
  /** Appends to the audit log with the caller as actor (the app wires it to the audit feature). */
  audit: (c: Context<AppEnv>, event: { action: string; entity: string; entityId: number }) => Promise<void>;
  /** How long the request waits for the run before answering 202 with it still running. */
  waitMs?: number;
}

/** The run as the API shows it: the same fields as `/salesforce-sync-runs`. */
export const runJson = (run: SyncRunRow) => ({
  id: run.id,
  source: run.source,
  status: run.status,
  startedBy: run.started_by,
  startedAt: run.started_at,
  heartbeatAt: run.heartbeat_at,
  finishedAt: run.finished_at,
  fetched: run.fetched,
  created: run.created,
  updated: run.updated,
  rejected: run.rejected,
  counts: run.counts,
  error: run.error,
});

const timeout = (ms: number) =>
  new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms).unref());

/**
 * `POST /mdmApplication` (spec §7): the gear menu's Salesforce Sync. It starts the sync job (or joins
 * the one running) and waits for it, so the staff app can reload onto fresh data; a run that takes
 * longer carries on in the background and the answer is 202 with its status. Not a route of the
 * `/salesforce-sync-runs` resource (the spec names the path), so it is declared as an app route.
 */
export function salesforceSyncRoute(options: SalesforceSyncRouteOptions) {
  const waitMs = options.waitMs ?? 55_000;
  return declareAppRoute({
    method: 'post',
    path: '/mdmApplication',
    tag: 'Salesforce',
    summary: 'Sync master data from Salesforce',
    description:
      'Starts the sync job, or joins the run already going, and waits for it. Without a configured org ' +
      'the built-in demo org is read. The run, its counts and any failure reason are in /salesforce-sync-runs.',
    access: { module: 'setupModule', menu: 'Salesforce Sync', action: 'view' },
    response: {
      status: 200,
      description: 'The finished run, as `/salesforce-sync-runs` lists it',
      schema: salesforceSyncRunRecord,
    },
    errors: {
      202: 'Still running after the wait; the run so far',
      502: 'Salesforce failed or refused; the run records why',
    },
    handle: async (c) => {
      const principal = requirePrincipal(c.get('principal'));
      const { run, finished } = await options.sync.start(principal.userId, principal.actor?.userId);
      await options.audit(c, { action: 'salesforce-sync', entity: 'SalesforceSyncRun', entityId: run.id });
      const done = await Promise.race([finished, timeout(waitMs)]);
      if (!done) return c.json(runJson(run), 202);
      if (done.status === 'failed') {
        // The reason is in the run (sync history); the 5xx envelope itself stays generic.
        throw new HttpError(502, 'BadGatewayError', done.error ?? 'Salesforce sync failed', {
          code: 'SALESFORCE_SYNC_FAILED',
        });
      }
      return c.json(runJson(done));
    },
  });
}

/** The sync route mounted, and its declaration for the OpenAPI document. */
export function salesforceSyncRoutes(options: SalesforceSyncRouteOptions) {
  const declared = [salesforceSyncRoute(options)];
  const routes = new Hono<AppEnv>();
  mountDeclaredRoutes(routes, declared);
  return { routes, declared };
}
