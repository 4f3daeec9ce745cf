import { createHash } from 'node:crypto';
import { can } from '@lendline/permissions';
import { jobStarted } from '@lendline/wire';
import { sql } from 'kysely';
import * as v from 'valibot';
import type { GpAdapter, GpSalesDocument } from '../../lib/gp-document.ts';
import { requirePrincipal } from '../../lib/require-principal.ts';
import { HttpError } from '../../lib/http-error.ts';
import { jobRunJson } from '../../jobs/job-run-json.ts';
import { JobFailure } from '../../jobs/job-types.ts';
import { declareRoute } from '../../resources/declare-route.ts';

const TYPE = 'extension-gp-posting';
/** Extensions › Invoices › create: posting sends the module's invoices to the books. */
const RULE = { module: 'extensions', menu: 'Invoices', action: 'create' } as const;
const POSTABLE = ['DRAFT', 'POST_FAILED'];
const MAX_INVOICES = 5000;

export const gpPostingBody = v.strictObject({
  invoiceIds: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
    v.minLength(1, 'Pick at least one invoice'),
    v.maxLength(MAX_INVOICES, `At most ${MAX_INVOICES.toLocaleString('en-US')} invoices at once`),
  ),
});

/** GP's batch for a day's extension invoices: `EXT-20261127` (GP batch ids are 15 characters at most). */
const batchOf = (day: string) => `EXT-${day.replaceAll('-', '')}`;

/**
 * `POST /gpExtensionInvoices` (spec §7): sends the chosen extension invoices to Dynamics GP, as a job.
 * Each invoice still DRAFT or POST_FAILED becomes a GP sales document numbered after it
 * (`EXT-INV-0001234`), so asking twice, or a retry after a crash between GP's answer and ours, finds GP
 * already holding it and creates nothing new. An invoice GP took is POSTED with its document number and
 * batch (unposted in that batch: the ledger posting is done in GP); one GP refused is POST_FAILED with
 * GP's reason, for the failed-to-post report; one GP could not be reached stays as it was. The run's
 * notice says "Unable to process" when any failed, as the spec's toast does.
 */
export function gpPostingRoute(gp: GpAdapter) {
  return declareRoute({
    method: 'post',
    path: '/',
    summary: 'Send extension invoices to Dynamics GP',
    description: `A job (202 with the run). GP: ${gp.describe}.`,
    access: RULE,
    verb: 'create',
    body: gpPostingBody,
    response: { status: 202, description: '`{ jobRun }`: the posting run', schema: jobStarted },
    setup: (kit) =>
      kit.jobs?.define<{ invoiceIds: number[] }>({
        type: TYPE,
        cancellable: false,
        async run(job, { invoiceIds }) {
          if (!can(await job.rights(), RULE.module, RULE.menu, RULE.action))
            throw new JobFailure('You no longer hold Extensions › Invoices › create.');
          const counts = { posted: 0, failed: 0, skipped: 0, unreachable: 0 };
          let cents = 0;
          const batchId = batchOf(job.requestedAt.toISOString().slice(0, 10));
          await job.progress(0, invoiceIds.length, 'Sending to GP');
          for (const [index, id] of invoiceIds.entries()) {
            const { rows } = await sql<Record<string, any>>`select i.id, i.invoice_number, i.status, i.kind,
                to_char(i.invoice_date, 'YYYY-MM-DD') as invoice_date, to_char(i.due_date, 'YYYY-MM-DD') as due_date,
                i.subtotal::text as subtotal, i.tax_amount::text as tax, i.total::text as total,
                coalesce(cu.gp_customer_number, '') as customer_number, c.contract_number
              from invoice i join contract c on c.id = i.contract_id join customer cu on cu.id = i.customer_id
              where i.id = ${id}`.execute(job.db);
            const invoice = rows[0];
            if (!invoice || invoice.kind !== 'EXTENSION' || !POSTABLE.includes(invoice.status)) {
              counts.skipped += 1;
              continue;
            }
            const { rows: lines } = await sql<{ description: string; amount: string }>`select description,
                amount::text as amount from invoice_line where invoice_id = ${id} order by line_number`.execute(
              job.db,
            );
            const document: GpSalesDocument = {
              documentNumber: `EXT-${invoice.invoice_number}`,
              batchId,
              customerNumber: invoice.customer_number,
              documentDate: invoice.invoice_date,
              dueDate: invoice.due_date,
              subtotal: invoice.subtotal,
              taxAmount: invoice.tax,
              total: invoice.total,
              reference: `Lendline ${invoice.contract_number}`,
              lines,
            };
            let outcome;
            try {
              outcome = await gp.submit(document);
            } catch {
              counts.unreachable += 1;
              continue;
            }
            // Only an invoice still waiting moves: two runs over one invoice settle it once.
            if (outcome.status === 'in-batch') {
              const moved =
                await sql`update invoice set status = 'POSTED', gp_doc_number = ${outcome.documentNumber},
                  gp_batch_id = ${outcome.batchId}, post_error = null, updated_at = now()
                where id = ${id} and status in ('DRAFT', 'POST_FAILED')`.execute(job.db);
              if (Number(moved.numAffectedRows ?? 0) > 0) {
                counts.posted += 1;
                cents += Math.round(Number(invoice.total) * 100);
              } else counts.skipped += 1;
            } else {
              await sql`update invoice set status = 'POST_FAILED', post_error = ${outcome.reason}, updated_at = now()
                where id = ${id} and status in ('DRAFT', 'POST_FAILED')`.execute(job.db);
              counts.failed += 1;
            }
            await job.progress(index + 1, invoiceIds.length, 'Sending to GP');
          }
          const trouble = counts.failed + counts.unreachable;
          return {
            counts,
            amountTotal: (cents / 100).toFixed(2),
            notice: trouble
              ? {
                  kind: 'job-failed',
                  title: 'Unable to process',
                  body: `Unable to process invoices in GP: ${trouble.toLocaleString('en-US')} of ${invoiceIds.length.toLocaleString('en-US')} not taken (${counts.posted.toLocaleString('en-US')} in GP batch ${batchId}).`,
                }
              : {
                  title: `${counts.posted.toLocaleString('en-US')} invoices in GP batch ${batchId}`,
                  body: `Unposted in GP until posted there · ${gp.describe}`,
                },
          };
        },
      }),
    handle: async (c, { kit, body }) => {
      if (!kit.jobs) throw new HttpError(503, 'Error', 'Runs are not available on this server');
      const principal = requirePrincipal(c.get('principal'));
      const ids = [...new Set(body.invoiceIds)].sort((a, b) => a - b);
      // The same invoices, as they stand now, asked again while their run is queued or running (a double
      // click, a retried request): that run, not a second. Once it has ended, asking again is a new run
      // (a retry after GP was down, the refused ones after a fix): a run over invoices already in GP skips
      // them, and GP refuses a second document of a number, so nothing is created twice either way.
      const { rows } = await sql<{ id: number; status: string; at: string }>`select id, status,
          updated_at::text as at from invoice where id = any(${ids}) order by id`.execute(kit.db);
      const hash = createHash('sha256').update(ids.join(','));
      for (const row of rows) hash.update(`|${row.id}:${row.status}:${row.at}`);
      const base = `gp-extension:${hash.digest('hex').slice(0, 32)}`;
      const active = await kit.db
        .selectFrom('job_run')
        .select('id')
        .where('type', '=', TYPE)
        .where('idempotency_key', 'like', `${base}%`)
        .where('status', 'in', ['queued', 'running'])
        .executeTakeFirst();
      if (active) return c.json({ jobRun: await jobRunJson(kit.db, kit.jobs, principal, active.id) }, 202);
      const started = await kit.jobs.start({
        type: TYPE,
        module: 'extensions',
        title: `Send ${ids.length.toLocaleString('en-US')} extension invoices to GP`,
        params: { invoiceIds: ids },
        requestedBy: principal.userId,
        actorId: principal.actor?.userId ?? principal.userId,
        idempotencyKey: `${base}:${Date.now()}`,
      });
      return c.json({ jobRun: await jobRunJson(kit.db, kit.jobs, principal, started.id) }, 202);
    },
  });
}
