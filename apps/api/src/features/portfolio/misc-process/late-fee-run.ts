import { createHash } from 'node:crypto';
import { can } from '@lendline/permissions';
import { jobStarted, miscLateFeeConfirm, miscLateFeePreview, miscLateFeeRequest } from '@lendline/wire';
import { sql, type Kysely } from 'kysely';
import { HttpError } from '../../../lib/http-error.ts';
import { requirePrincipal } from '../../../lib/require-principal.ts';
import { jobRunJson } from '../../../jobs/job-run-json.ts';
import { JobFailure, type JobContext } from '../../../jobs/job-types.ts';
import { validationFailed } from '../../../resources/body-schema.ts';
import { BYTE_ORDER_MARK, csvLine } from '../../../resources/export/csv.ts';
import { declareRoute } from '../../../resources/declare-route.ts';
import type { ResourceRouteKit } from '../../../resources/define-resource.ts';
import { lockSeries } from '../customers/customer-number.ts';
import {
  insertInvoice,
  insertSession,
  nextSessionName,
  sessionOfKey,
} from '../invoice-sessions/invoice-sessions.repo.ts';
import { todayUtc } from '../module-scope/module-access.ts';
import { lateFeeCandidates, type LateFeeCandidate } from './late-fee-candidates.ts';
import { LATE_FEE_DUE_DAYS, lateFeeCents, lateFeeLineFor } from './late-fee-rules.ts';

export const LATE_FEE_RUN_TYPE = 'misc-late-fees';
/** Miscellaneous Invoices › Invoices › create: the right a misc billing run already asks. */
const MISC_INVOICES_CREATE = { module: 'miscInvoice', menu: 'Invoices', action: 'create' } as const;
const PREVIEW_ROWS = 100;
/** Installments per transaction: a crash loses at most one chunk, and the retry charges only the rest. */
const CHUNK = 200;

interface LateFeeParams {
  asOfDate: string;
  graceDays: number;
  ids: number[];
  token: string;
}

/** A real calendar day, not after today: a late fee is never charged ahead of time. */
function checkAsOf(asOfDate: string): void {
  const day = new Date(`${asOfDate}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== asOfDate)
    throw validationFailed([
      { path: '/asOfDate', code: 'format', message: 'must be a real calendar day', info: {} },
    ]);
  if (asOfDate > todayUtc())
    throw validationFailed([
      { path: '/asOfDate', code: 'maximum', message: 'cannot be after today', info: { limit: todayUtc() } },
    ]);
}

/** The token of a run: its parameters and every installment it would charge, with the fee. */
function tokenOf(asOfDate: string, graceDays: number, rows: readonly LateFeeCandidate[]): string {
  const hash = createHash('sha256').update(JSON.stringify([LATE_FEE_RUN_TYPE, asOfDate, graceDays]));
  for (const row of rows) hash.update(`|${row.id}:${lateFeeCents(row.subtotal)}`);
  return hash.digest('hex').slice(0, 32);
}

/** The last run of these parameters that succeeded, so the launcher can say it was done already. */
async function previousRunOf(db: Kysely<any>, asOfDate: string, graceDays: number) {
  const { rows } = await sql<
    Record<string, any>
  >`select r.id, r.finished_at, r.counts, r.amount_total::text as amount_total,
      r.file_id, case when u.id is null then null else u.first_name || ' ' || u.last_name end as by_name
    from job_run r left join app_user u on u.id = r.requested_by
    where r.type = ${LATE_FEE_RUN_TYPE} and r.status = 'succeeded'
      and r.params->>'asOfDate' = ${asOfDate} and r.params->>'graceDays' = ${String(graceDays)}
    order by r.id desc limit 1`.execute(db);
  const row = rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
    requestedByName: row.by_name ?? null,
    counts: typeof row.counts === 'string' ? JSON.parse(row.counts) : (row.counts ?? {}),
    amountTotal: row.amount_total ?? null,
    fileId: row.file_id === null ? null : Number(row.file_id),
  };
}

const centsSum = (rows: readonly LateFeeCandidate[]) =>
  rows.reduce((sum, row) => sum + lateFeeCents(row.subtotal), 0);

/**
 * `POST /misc-process-runs/late-fees/preview` (CONTRACT.md): the installments the run would charge a late
 * fee on as of a day, with the fee, the total and the token that runs exactly this. Changes nothing.
 */
export const lateFeePreviewRoute = declareRoute({
  method: 'post',
  path: '/late-fees/preview',
  summary: 'Preview a late-fee run: the past-due installments it would charge, nothing stored',
  description:
    'Body `{ asOfDate, graceDays }`: installments (rent, extension rent) unpaid more than `graceDays` days after their ' +
    'due date as of `asOfDate` (not after today) and not yet charged. Answers the first 100 rows, count, total, ' +
    'the `confirm` token and `previousRun`, the last run of these parameters that succeeded.',
  access: MISC_INVOICES_CREATE,
  verb: 'create',
  body: miscLateFeeRequest,
  response: { status: 200, description: 'The preview', schema: miscLateFeePreview },
  handle: async (c, { kit, body }) => {
    checkAsOf(body.asOfDate);
    const rows = await lateFeeCandidates(kit.db, body.asOfDate, body.graceDays);
    return c.json({
      asOfDate: body.asOfDate,
      graceDays: body.graceDays,
      count: rows.length,
      total: centsSum(rows) / 100,
      rows: rows.slice(0, PREVIEW_ROWS).map((row) => ({
        id: row.id,
        invoiceNumber: row.invoiceNumber,
        contractId: row.contractNumber,
        customerName: row.customerName,
        dueDate: row.dueDate,
        daysLate: row.daysLate,
        balance: Number(row.balance),
        amount: lateFeeCents(row.subtotal) / 100,
      })),
      confirm: tokenOf(body.asOfDate, body.graceDays, rows),
      previousRun: await previousRunOf(kit.db, body.asOfDate, body.graceDays),
    });
  },
});

/**
 * `POST /misc-process-runs/late-fees`: with the preview's token, the run as a job (202 with it). The
 * token is the job's idempotency key: the same confirmation twice, or a retry after a lost answer, gets
 * the first run. A token whose rows have changed since answers 409.
 */
export const lateFeeRunRoute = declareRoute({
  method: 'post',
  path: '/late-fees',
  summary: 'Run the late fees previewed, as a job',
  description:
    "Body `{ asOfDate, graceDays, confirm }`, `confirm` the preview's token. One MISC invoice (charge LATE_FEE) per " +
    'installment, all in one billing run (invoice session) of Miscellaneous Invoices; the file of what it charged in Downloads.',
  access: MISC_INVOICES_CREATE,
  verb: 'create',
  body: miscLateFeeConfirm,
  response: {
    status: 202,
    description: '`{ jobRun }`: the run started, or the one that token already started',
    schema: jobStarted,
  },
  errors: { 409: 'PREVIEW_OUT_OF_DATE: the rows changed since that preview' },
  setup: (kit) => defineLateFeeJob(kit),
  handle: async (c, { kit, body }) => {
    checkAsOf(body.asOfDate);
    if (!kit.jobs) throw new HttpError(503, 'Error', 'Runs are not available on this server');
    const principal = requirePrincipal(c.get('principal'));
    const key = `${LATE_FEE_RUN_TYPE}:${body.confirm}`;
    const already = await kit.db
      .selectFrom('job_run')
      .select('id')
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (already) return c.json({ jobRun: await jobRunJson(kit.db, kit.jobs, principal, already.id) }, 202);
    const rows = await lateFeeCandidates(kit.db, body.asOfDate, body.graceDays);
    const token = tokenOf(body.asOfDate, body.graceDays, rows);
    if (token !== body.confirm)
      throw new HttpError(
        409,
        'ConflictError',
        'The past-due installments changed since this preview. Preview again before you run.',
        {
          code: 'PREVIEW_OUT_OF_DATE',
        },
      );
    if (rows.length === 0)
      throw new HttpError(
        422,
        'UnprocessableEntityError',
        'No installment needs a late fee for these parameters',
        {
          code: 'NOTHING_TO_CHARGE',
        },
      );
    const started = await kit.jobs.start({
      type: LATE_FEE_RUN_TYPE,
      module: 'miscInvoice',
      title: `Late fees as of ${body.asOfDate} (${body.graceDays} days' grace), ${rows.length.toLocaleString('en-US')} installments`,
      params: {
        asOfDate: body.asOfDate,
        graceDays: body.graceDays,
        ids: rows.map((row) => row.id),
        token,
      } satisfies LateFeeParams,
      requestedBy: principal.userId,
      actorId: principal.actor?.userId ?? principal.userId,
      idempotencyKey: key,
    });
    return c.json({ jobRun: await jobRunJson(kit.db, kit.jobs, principal, started.id) }, 202);
  },
});

/**
 * The run: in chunks, each in one transaction under the run lock, it re-reads the confirmed installments
 * still due a fee and bills one MISC invoice each (a DRAFT, as every billing run makes them) in the run's
 * invoice session, found again by its idempotency key when a crashed run is retried. A fee is never
 * charged twice: the check and the insert happen under the same lock. The file lists what it charged.
 */
function defineLateFeeJob(kit: ResourceRouteKit): void {
  kit.jobs?.define<LateFeeParams>({
    type: LATE_FEE_RUN_TYPE,
    cancellable: false,
    async run(job, { asOfDate, graceDays, ids, token }) {
      const { module, menu, action } = MISC_INVOICES_CREATE;
      if (!can(await job.rights(), module, menu, action))
        throw new JobFailure('You no longer hold Miscellaneous Invoices › Invoices › create.');
      const sessionKey = `${LATE_FEE_RUN_TYPE}:${token}`;
      const dueDate = new Date(Date.parse(`${asOfDate}T00:00:00Z`) + LATE_FEE_DUE_DAYS * 86_400_000)
        .toISOString()
        .slice(0, 10);
      let sessionId: number | undefined;
      await job.progress(0, ids.length, 'Charging late fees');
      for (let at = 0; at < ids.length; at += CHUNK) {
        const chunk = ids.slice(at, at + CHUNK);
        sessionId = await job.db.transaction().execute(async (trx) => {
          await lockSeries(trx, LATE_FEE_RUN_TYPE);
          const session =
            (await sessionOfKey(trx, sessionKey))?.id ??
            (await insertSession(trx, {
              sessionName: await nextSessionName(trx, 'MISC', asOfDate),
              module: 'miscInvoice',
              kind: 'MISC',
              idempotencyKey: sessionKey,
              invoiceCount: 0,
              total: 0,
              createdBy: job.requestedBy,
            }));
          for (const row of await lateFeeCandidates(trx, asOfDate, graceDays, chunk)) {
            const fee = lateFeeCents(row.subtotal) / 100;
            await insertInvoice(trx, session, job.requestedBy, {
              kind: 'MISC',
              contractId: row.contractId,
              contractNumber: row.contractNumber,
              customerId: row.customerId,
              customerName: row.customerName,
              invoiceDate: asOfDate,
              dueDate,
              periodNumber: null,
              subtotal: fee,
              taxAmount: 0,
              total: fee,
              amountPaid: 0,
              balance: fee,
              informationalReason: null,
              debitDate: null,
              chargeType: 'LATE_FEE',
              sendTo: row.sendTo,
              lines: [
                {
                  lineNumber: 1,
                  type: 'LATE_FEE',
                  description: lateFeeLineFor(row.invoiceNumber),
                  amount: fee,
                  taxable: false,
                },
              ],
            });
          }
          await sql`update invoice_session s set invoice_count = t.n, total = t.total
            from (select count(*)::int as n, coalesce(sum(total), 0) as total from invoice where session_id = ${session}) t
            where s.id = ${session}`.execute(trx);
          return session;
        });
        await job.progress(Math.min(at + CHUNK, ids.length), ids.length, 'Charging late fees');
      }
      return finish(job, { asOfDate, graceDays, asked: ids.length, sessionId });
    },
  });
}

async function finish(
  job: JobContext,
  run: { asOfDate: string; graceDays: number; asked: number; sessionId: number | undefined },
) {
  const { rows } = await sql<
    Record<string, string>
  >`select m.invoice_number, c.contract_number, c.customer_name,
      l.description, m.total::text as total, to_char(m.due_date, 'YYYY-MM-DD') as due_date, s.session_name
    from invoice m join contract c on c.id = m.contract_id join invoice_line l on l.invoice_id = m.id
    join invoice_session s on s.id = m.session_id
    where m.session_id = ${run.sessionId ?? 0} order by m.id`.execute(job.db);
  const cents = rows.reduce((sum, row) => sum + Math.round(Number(row.total) * 100), 0);
  if (rows.length === 0 && run.sessionId !== undefined)
    await sql`delete from invoice_session where id = ${run.sessionId} and invoice_count = 0`.execute(job.db);
  const name = `late-fees-${run.asOfDate}-grace-${run.graceDays}.csv`;
  async function* bytes() {
    const encoder = new TextEncoder();
    yield encoder.encode(
      BYTE_ORDER_MARK +
        csvLine(['Invoice', 'Contract', 'Customer', 'Charge', 'Amount', 'Due', 'Billing run']),
    );
    for (const row of rows)
      yield encoder.encode(
        csvLine([
          row.invoice_number,
          row.contract_number,
          row.customer_name,
          row.description,
          row.total,
          row.due_date,
          row.session_name,
        ]),
      );
  }
  const file = await job.saveFile(
    { name, contentType: 'text/csv; charset=utf-8', menu: 'Invoices' },
    bytes(),
  );
  const skipped = run.asked - rows.length;
  return {
    counts: { charged: rows.length, skipped },
    amountTotal: (cents / 100).toFixed(2),
    fileId: file.id,
    notice: {
      title: `${rows.length.toLocaleString('en-US')} late fees charged`,
      body: `${skipped.toLocaleString('en-US')} no longer due · ${rows[0]?.session_name ?? 'no billing run'} · ${name}`,
    },
  };
}
