import { can } from '@lendline/permissions';
import { isIsoDate } from '@lendline/ach-rules';
import { achBuildRequest, jobStarted } from '@lendline/wire';
import * as v from 'valibot';
import { HttpError } from '../../../lib/http-error.ts';
import { requirePrincipal } from '../../../lib/require-principal.ts';
import { jobRunJson } from '../../../jobs/job-run-json.ts';
import { JobFailure } from '../../../jobs/job-types.ts';
import { validationFailed } from '../../../resources/body-schema.ts';
import { declareRoute } from '../../../resources/declare-route.ts';
import type { AchAuditWriter } from '../ach-audit.ts';
import { ACH_CREATE } from '../ach-access.ts';
import type { AchSettings } from '../ach-settings.ts';
import { buildBatches, type BuildParams } from './build-batches.ts';
import { effectiveDateProblems } from './effective-date.ts';

export const ACH_BUILD_JOB = 'ach-build-batches';

/** achBuildRequest, refusing keys it does not name (a misspelt `duethrough` must not build to today). */
const buildBody = v.strictObject(achBuildRequest.entries);

/** Who asked for the build, for the audit records the job writes (the maker is the batches' created_by). */
interface BuildActor {
  maker: number;
  realActor: number;
  requestId: string | null;
  clientAddress: string | null;
}

const dollars = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
const centsOf = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};

/**
 * `POST /ach-batches/build` (achBuildRequest): checks the effective date now (a banking day, not before
 * the earliest the bank settles), then hands the build to a job with progress: 202 with the run. The job
 * checks the maker's right again when it starts, builds the DRAFT batches in one transaction (one per SEC
 * code, a PRENOTE batch for mandates needing one) and reports the batches, entries and total; the audit
 * log records each batch made.
 */
export const batchBuildRoute = (settings: AchSettings, audit: AchAuditWriter) =>
  declareRoute({
    method: 'post',
    path: '/build',
    summary: 'Build draft ACH batches from the invoices due (a job)',
    description:
      'Body: effectiveDate (a banking day, not before the earliest allowed now), dueThrough? (default the ' +
      'effective date), sameDay?. Answers 202 `{ jobRun }`; the run reports progress and, when done, the ' +
      'batches made (one DRAFT per SEC code, plus PRENOTE batches), entries and debit total.',
    access: ACH_CREATE,
    verb: 'create',
    body: buildBody,
    response: { status: 202, description: '`{ jobRun }`: the build, queued', schema: jobStarted },
    errors: { 422: 'Not a banking day, too early, or dueThrough after the effective date is not allowed' },
    setup: (kit) =>
      kit.jobs?.define<BuildParams & BuildActor>({
        type: ACH_BUILD_JOB,
        cancellable: false,
        async run(job, params) {
          if (!can(await job.rights(), ACH_CREATE.module, ACH_CREATE.menu, ACH_CREATE.action))
            throw new JobFailure('You no longer hold ACH › create.');
          await job.progress(0, 3, 'Choosing invoices');
          const built = await job.db.transaction().execute(async (trx) => {
            const batches = await buildBatches(trx, params, settings, params.maker, job.runId);
            await job.progress(2, 3, 'Totalling batches');
            for (const batch of batches)
              await audit(trx, {
                action: 'create',
                entity: 'AchBatch',
                entityId: batch.id,
                after: { ...batch, effectiveDate: params.effectiveDate, buildRunId: job.runId },
                actorId: params.maker,
                realActorId: params.realActor,
                requestId: params.requestId,
                clientAddress: params.clientAddress,
              });
            return batches;
          });
          await job.progress(3, 3, 'Done');
          const entries = built.reduce((sum, batch) => sum + batch.entryCount, 0);
          const prenotes = built
            .filter((b) => b.purpose === 'PRENOTE')
            .reduce((sum, b) => sum + b.entryCount, 0);
          const total = built.reduce((sum, batch) => sum + centsOf(batch.debitTotal), 0n);
          return {
            counts: { batches: built.length, entries: entries - prenotes, prenotes },
            amountTotal: dollars(total),
            notice: {
              title:
                built.length === 0
                  ? 'No ACH batch built: nothing due'
                  : `${built.length} ACH batch${built.length === 1 ? '' : 'es'} built`,
              body:
                built.map((b) => `${b.batchName} ${b.purpose} ${b.secCode}: ${b.entryCount}`).join(' · ') ||
                null,
              link: '/ach/ach/list',
            },
          };
        },
      }),
    handle: async (c, { kit, body }) => {
      const dueThrough = body.dueThrough ?? body.effectiveDate;
      const sameDay = body.sameDay ?? false;
      const notDays = (['effectiveDate', 'dueThrough'] as const)
        .filter((name) => body[name] !== undefined && !isIsoDate(body[name]!))
        .map((name) => ({
          path: `/${name}`,
          code: 'format',
          message: `${body[name]} is not a calendar day`,
          info: {},
        }));
      if (notDays.length > 0) throw validationFailed(notDays);
      const problems = effectiveDateProblems(body.effectiveDate, sameDay, settings);
      if (problems.length > 0) throw validationFailed(problems);
      if (!kit.jobs) throw new HttpError(503, 'Error', 'Jobs are not available on this server');
      const principal = requirePrincipal(c.get('principal'));
      const started = await kit.jobs.start({
        type: ACH_BUILD_JOB,
        module: 'ach',
        title: `Build ACH batches effective ${body.effectiveDate} (due through ${dueThrough})`,
        params: {
          effectiveDate: body.effectiveDate,
          dueThrough,
          sameDay,
          maker: principal.userId,
          realActor: principal.actor?.userId ?? principal.userId,
          requestId: c.get('requestId') ?? null,
          clientAddress: c.get('clientAddress') ?? null,
        },
        requestedBy: principal.userId,
        actorId: principal.actor?.userId ?? principal.userId,
      });
      return c.json({ jobRun: await jobRunJson(kit.db, kit.jobs, principal, started.id) }, 202);
    },
  });
