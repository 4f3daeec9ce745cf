import { createHash } from 'node:crypto';
import { BILLING_SOURCES } from '@lendline/portfolio';
import { extensionRunPreview, jobStarted } from '@lendline/wire';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { HttpError, invalidParameter } from '../../lib/http-error.ts';
import { requirePrincipal } from '../../lib/require-principal.ts';
import { jobRunJson } from '../../jobs/job-run-json.ts';
import type { JobContext } from '../../jobs/job-types.ts';
import { BYTE_ORDER_MARK, csvLine, type CsvValue } from '../../resources/export/csv.ts';
import type { DeclaredRoute, ResourceRouteKit } from '../../resources/define-resource.ts';
import { declareRoute } from '../../resources/declare-route.ts';

/** Extensions › Contracts › create: the runs change what the views hold. */
export const EXTENSIONS_CONTRACTS_CREATE = {
  module: 'extensions',
  menu: 'Contracts',
  action: 'create',
} as const;

/** A row a run takes: its contract, the date it is due on and the amount, to the cent. */
export interface RunRow {
  id: number;
  contractId: string;
  customerName: string;
  dueDate: string;
  amount: string;
}

/** What a run is about, from its path: a billing source or ALL, a through date, and the run's own. */
export interface RunRequest {
  billingSource: string;
  throughDate: string;
  extra: Record<string, string>;
}

const PREVIEW_ROWS = 100;

/** `{billingSource}` is one of BILLING_SOURCES or ALL; `{throughDate}` a real calendar day. */
export function runRequestOf(
  c: Context<AppEnv>,
  extraParams: Record<string, readonly string[]> = {},
): RunRequest {
  const billingSource = c.req.param('billingSource') ?? '';
  if (billingSource !== 'ALL' && !(BILLING_SOURCES as readonly string[]).includes(billingSource))
    throw invalidParameter('billingSource', billingSource, { allowed: ['ALL', ...BILLING_SOURCES] });
  const throughDate = c.req.param('throughDate') ?? '';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(throughDate) ? new Date(`${throughDate}T00:00:00Z`) : undefined;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== throughDate)
    throw invalidParameter('throughDate', throughDate, { expected: 'a date like 2026-11-30' });
  const extra: Record<string, string> = {};
  for (const [name, allowed] of Object.entries(extraParams)) {
    const value = c.req.param(name) ?? '';
    if (!allowed.includes(value)) throw invalidParameter(name, value, { allowed });
    extra[name] = value;
  }
  return { billingSource, throughDate, extra };
}

/**
 * The run's token: the parameters and every row it would take (id and amount). Two previews of the same
 * rows give the same token, so it is also the job's idempotency key: confirming twice, or retrying after a
 * lost answer, finds the first run instead of starting a second.
 */
export function runToken(kind: string, request: RunRequest, rows: readonly RunRow[]): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([kind, request.billingSource, request.throughDate, request.extra]));
  for (const row of rows) hash.update(`|${row.id}:${row.dueDate}:${row.amount}`);
  return hash.digest('hex').slice(0, 32);
}

/** The cents of a numeric(14,2) text, summed exactly, back as a number of dollars. */
export const totalOf = (rows: readonly RunRow[]): number =>
  rows.reduce((cents, row) => cents + Math.round(Number(row.amount) * 100), 0) / 100;

export interface ExtensionRun<Params> {
  kind: string;
  path: string;
  summary: string;
  description: string;
  extraParams?: Record<string, readonly string[]>;
  /** The rows the run would take now, in contract id order. */
  rowsOf(kit: ResourceRouteKit, request: RunRequest): Promise<RunRow[]>;
  /** The job's type, title and parameters for the rows confirmed; its definition is `define`. */
  job(request: RunRequest, rows: readonly RunRow[]): { type: string; title: string; params: Params };
  define(kit: ResourceRouteKit): void;
}

/**
 * A spec run as a GET route (CONTRACT.md): without `?confirm=` it answers the preview and changes
 * nothing; with the preview's token it starts the job (202 with the run), the token as its idempotency
 * key. A token whose rows have changed since is refused with 409, so nobody runs what they did not see.
 */
export function declareExtensionRun<Params>(run: ExtensionRun<Params>): DeclaredRoute {
  return declareRoute({
    method: 'get',
    path: run.path,
    summary: run.summary,
    description: run.description,
    access: EXTENSIONS_CONTRACTS_CREATE,
    response: {
      status: 200,
      description: 'The preview, with its `confirm` token',
      schema: extensionRunPreview,
    },
    errors: {
      202: '`?confirm=` with the preview\u2019s token: `{ jobRun }`, the run started (or the one that token already started)',
      400: 'A billing source, date or payment method that is not one',
      409: 'The rows changed since that preview: preview again',
    },
    setup: (kit) => run.define(kit),
    handle: async (c, { kit }) => {
      const request = runRequestOf(c, run.extraParams);
      const rows = await run.rowsOf(kit, request);
      const token = runToken(run.kind, request, rows);
      const confirm = c.req.query('confirm');
      if (confirm === undefined)
        return c.json({
          billingSource: request.billingSource,
          throughDate: request.throughDate,
          count: rows.length,
          total: totalOf(rows),
          rows: rows.slice(0, PREVIEW_ROWS).map((row) => ({ ...row, amount: Number(row.amount) })),
          confirm: token,
        });
      // A second confirm that lost the race to the first finds the rows moved on by the run the first
      // started, so they hash differently now; while that run is queued or running it is the answer.
      // Once it has ended, the token is out of date like any other (409): nothing runs twice either way.
      const already =
        confirm !== token && kit.jobs
          ? await kit.db
              .selectFrom('job_run')
              .select('id')
              .where('idempotency_key', '=', `${run.kind}:${confirm}`)
              .where('status', 'in', ['queued', 'running'])
              .executeTakeFirst()
          : undefined;
      if (already && kit.jobs) {
        const jobRun = await jobRunJson(kit.db, kit.jobs, requirePrincipal(c.get('principal')), already.id);
        if (jobRun) return c.json({ jobRun }, 202);
      }
      if (confirm !== token)
        throw new HttpError(
          409,
          'ConflictError',
          'The extensions changed since this preview. Preview again before you run.',
          {
            code: 'PREVIEW_OUT_OF_DATE',
          },
        );
      if (!kit.jobs) throw new HttpError(503, 'Error', 'Runs are not available on this server');
      const principal = requirePrincipal(c.get('principal'));
      const { type, title, params } = run.job(request, rows);
      const started = await kit.jobs.start({
        type,
        module: 'extensions',
        title,
        params,
        requestedBy: principal.userId,
        actorId: principal.actor?.userId ?? principal.userId,
        idempotencyKey: `${run.kind}:${token}`,
      });
      return c.json({ jobRun: await jobRunJson(kit.db, kit.jobs, principal, started.id) }, 202);
    },
  });
}

/**
 * A run's result as a CSV file in the user's Downloads (domain.md §2.18: every run leaves what it did):
 * a header line, then one line per row, quoted as the exports quote (formula injection included).
 */
export async function saveRunCsv(
  job: JobContext,
  name: string,
  header: readonly string[],
  lines: readonly (readonly CsvValue[])[],
): Promise<{ id: number }> {
  async function* bytes() {
    const encoder = new TextEncoder();
    yield encoder.encode(BYTE_ORDER_MARK + csvLine(header));
    for (const line of lines) yield encoder.encode(csvLine(line));
  }
  return job.saveFile({ name, contentType: 'text/csv; charset=utf-8', menu: 'Contracts' }, bytes());
}

/** For the document: the 202 answer's shape. */
export const runStarted = jobStarted;
