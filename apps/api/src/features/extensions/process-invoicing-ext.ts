import { BILLING_METHODS } from '@lendline/portfolio';
import { can } from '@lendline/permissions';
import { sql } from 'kysely';
import { JobFailure } from '../../jobs/job-types.ts';
import type { ExtensionInvoiceDraft, ExtensionInvoiceWriter } from './extension-invoice-writer.ts';
import { planExtensionPeriods, readBillableExtensions } from './extension-periods.ts';
import { declareExtensionRun, EXTENSIONS_CONTRACTS_CREATE, saveRunCsv } from './extension-runs.ts';

const TYPE = 'extension-process-invoicing';
/**
 * Extensions per transaction: a crash loses at most one step, and the retry bills from where it was.
 * Each step is a handful of statements, so a larger step only spends fewer round trips.
 */
const CHUNK = 500;
const { module, menu, action } = EXTENSIONS_CONTRACTS_CREATE;

interface InvoicingParams {
  ids: number[];
  billingSource: string;
  throughDate: string;
  paymentMethod: string;
}

const toCents = (amount: string | number) => Math.round(Number(amount) * 100);

/**
 * `GET /rpm-extension-invoice-process-vws/process-invoicing-ext/{billingSource}/{throughDate}/{paymentMethod}`
 * (CONTRACT.md): bills the active extensions of a billing source and payment method (or ALL) whose next
 * invoice date is on or before `{throughDate}`, each period up to that date (a missed month is caught
 * up), in one billing run (`EXT-…` session). Each invoice is one period's rent plus tax at the contract's
 * rate, half-up to the cent, a DRAFT until posted to GP; the extension's next due date moves on and a
 * fixed term's remaining payments go down. A period is billed once: the rows are locked and the
 * database holds one EXTENSION invoice per contract and period.
 */
export function processInvoicingExtRoute(writer: ExtensionInvoiceWriter) {
  return declareExtensionRun<InvoicingParams>({
    kind: 'process-invoicing-ext',
    path: '/process-invoicing-ext/:billingSource/:throughDate/:paymentMethod',
    summary: 'Preview, then bill the extensions due',
    description:
      'Without `confirm`: the next invoice of each active extension that the run would bill (invoice date on or ' +
      "before the date). With the preview's `confirm` token: the run, as a job (202).",
    extraParams: { paymentMethod: ['ALL', ...BILLING_METHODS] },
    // One row per invoice the run would write, planned as the run plans it (a missed period too), so the
    // preview's count and total are the run's; the SQL keeps only extensions with something due by then.
    rowsOf: async (kit, request) =>
      (
        await readBillableExtensions(
          kit.db,
          sql`case when e.advance_billing_flag then e.ext_next_due_date - e.advance_days
                else e.ext_next_due_date end <= cast(${request.throughDate} as date)
            and (${request.billingSource} = 'ALL' or e.billing_source = ${request.billingSource})
            and (${request.extra.paymentMethod} = 'ALL' or e.payment_method = ${request.extra.paymentMethod})`,
        )
      ).flatMap((extension) =>
        planExtensionPeriods(extension, request.throughDate).drafts.map((draft) => ({
          id: draft.contractId,
          contractId: draft.contractNumber,
          customerName: draft.customerName,
          dueDate: draft.dueDate,
          amount: draft.total.toFixed(2),
        })),
      ),
    job: (request, rows) => ({
      type: TYPE,
      title: `Bill extensions (${request.billingSource === 'ALL' ? 'all billing sources' : request.billingSource}, ${
        request.extra.paymentMethod === 'ALL' ? 'every payment method' : request.extra.paymentMethod
      }, through ${request.throughDate})`,
      params: {
        // An extension with two periods due is two rows of the preview and one id of the run.
        ids: [...new Set(rows.map((row) => row.id))],
        billingSource: request.billingSource,
        throughDate: request.throughDate,
        paymentMethod: request.extra.paymentMethod!,
      },
    }),
    define: (kit) =>
      kit.jobs?.define<InvoicingParams>({
        type: TYPE,
        cancellable: false,
        async run(job, params) {
          if (!can(await job.rights(), module, menu, action))
            throw new JobFailure('You no longer hold Extensions › Contracts › create.');
          const { ids, throughDate } = params;
          const key = `ext-invoicing:${job.runId}`;
          const day = job.requestedAt.toISOString().slice(0, 10);
          const sessionId = await job.db
            .transaction()
            .execute(
              async (trx) =>
                (await writer.sessionOfKey(trx, key))?.id ??
                writer.openSession(trx, { key, day, createdBy: job.requestedBy }),
            );
          await job.progress(0, ids.length, 'Billing extensions');
          for (let at = 0; at < ids.length; at += CHUNK) {
            const chunk = ids.slice(at, at + CHUNK);
            await job.db.transaction().execute(async (trx) => {
              const extensions = await readBillableExtensions(trx, sql`e.contract_id = any(${chunk})`, true);
              const drafts: ExtensionInvoiceDraft[] = [];
              const moved: { id: number; billed: number; next: string | null }[] = [];
              for (const extension of extensions) {
                const plan = planExtensionPeriods(extension, throughDate);
                drafts.push(...plan.drafts);
                moved.push({ id: Number(extension.contract_id), billed: plan.billed, next: plan.next });
              }
              // The step's invoices and extensions in a few statements: ten thousand extensions bill in
              // seconds, where a few round trips each took minutes (issue 23: a run under 30 s).
              await writer.insertInvoices(trx, sessionId, job.requestedBy, drafts);
              // The remaining payments follow from billed_count (a generated column, migration 0020).
              if (moved.length > 0)
                await sql`update contract_extension e set billed_count = m.billed, ext_next_due_date = m.next,
                    updated_at = now()
                  from unnest(${moved.map((m) => m.id)}::int[], ${moved.map((m) => m.billed)}::int[],
                    ${moved.map((m) => m.next)}::date[]) as m(id, billed, next)
                  where e.contract_id = m.id`.execute(trx);
            });
            await job.progress(Math.min(at + CHUNK, ids.length), ids.length, 'Billing extensions');
          }
          await job.db.transaction().execute((trx) => writer.closeSession(trx, sessionId));
          const { rows: invoices } = await sql<
            Record<string, string>
          >`select i.invoice_number, e.contract_number,
              e.customer_name, to_char(i.invoice_date, 'YYYY-MM-DD') as invoice_date,
              to_char(i.due_date, 'YYYY-MM-DD') as due_date, i.period_number::text as period, i.subtotal::text as subtotal,
              i.tax_amount::text as tax, i.total::text as total
            from invoice i join contract_extension e on e.contract_id = i.contract_id
            where i.session_id = ${sessionId} order by i.id`.execute(job.db);
          const cents = invoices.reduce((sum, invoice) => sum + toCents(invoice.total!), 0);
          const name = `extension-invoices-${params.billingSource.toLowerCase()}-${params.paymentMethod.toLowerCase()}-${throughDate}.csv`;
          const file = await saveRunCsv(
            job,
            name,
            [
              'Invoice',
              'Contract',
              'Customer',
              'Invoice date',
              'Due date',
              'Payment',
              'Rent',
              'Tax',
              'Total',
            ],
            invoices.map((i) => [
              i.invoice_number,
              i.contract_number,
              i.customer_name,
              i.invoice_date,
              i.due_date,
              i.period,
              i.subtotal,
              i.tax,
              i.total,
            ]),
          );
          const contracts = new Set(invoices.map((invoice) => invoice.contract_number)).size;
          return {
            counts: { invoices: invoices.length, contracts },
            amountTotal: (cents / 100).toFixed(2),
            fileId: file.id,
            notice: {
              title: `${invoices.length.toLocaleString('en-US')} extension invoices created`,
              body: `${contracts.toLocaleString('en-US')} contracts · $${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} · ${name}`,
            },
          };
        },
      }),
  });
}
