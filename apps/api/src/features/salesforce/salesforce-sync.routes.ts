import { can } from '@lendline/permissions';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { forbidden, HttpError } from '../../lib/http-error.ts';
import { requirePrincipal } from '../../lib/require-principal.ts';
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
 * longer carries on in the background and the answer is 202 with its status.
 */
export function salesforceSyncRoutes(options: SalesforceSyncRouteOptions): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const waitMs = options.waitMs ?? 55_000;

  routes.post('/mdmApplication', async (c) => {
    const principal = requirePrincipal(c.get('principal'));
    if (!can(principal.permissions, 'setupModule', 'Salesforce Sync', 'view')) throw forbidden();
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
  });

  return routes;
}
