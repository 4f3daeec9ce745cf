import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, q, type TestApp } from '../support/test-app.ts';
import { auth, post, signInAll, SETUP_TIMEOUT_MS, type Account } from '../portfolio/portfolio-support.ts';

// Issue 23 item 5 (domain.md §2.18): the process pages' run histories, the misc late-fee run (preview,
// confirm, idempotent, its file in Downloads) and the embedded GP journal staff read (item 2).

type Row = Record<string, any>;
let t: TestApp;
let tokens: Record<Account, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t, [
    'admin',
    'arSpecialist',
    'financeManager',
    'auditor',
    'sales',
    'customerService',
  ]);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);
const PREVIEW = '/api/misc-process-runs/late-fees/preview';
const RUN = '/api/misc-process-runs/late-fees';

/** The installments a late fee is due on, counted straight from the tables. */
async function dueInstallments(asOf: string, grace: number): Promise<Row[]> {
  return (
    await sql<Row>`select i.id, i.subtotal::text as subtotal from invoice i
      where i.kind in ('RECURRING', 'EXTENSION') and i.status in ('POSTED', 'POST_FAILED', 'SENT', 'PARTIALLY_PAID')
        and i.balance > 0 and i.due_date < cast(${asOf} as date) - ${grace}::int
        and not exists (select 1 from invoice m join invoice_line l on l.invoice_id = m.id
          where m.contract_id = i.contract_id and m.kind = 'MISC' and m.charge_type = 'LATE_FEE'
            and (l.description = 'Late charge on ' || i.invoice_number
              or (i.kind = 'RECURRING' and l.description = 'Late charge on payment ' || i.period_number)))
      order by i.id`.execute(t.database.db)
  ).rows;
}

const feeCents = (subtotal: string) => Math.max(2500, Math.round(Math.round(Number(subtotal) * 100) * 0.05));

describe('misc late-fee run', () => {
  it('previews the past-due installments with the fee, to the cent, and changes nothing', async () => {
    const expected = await dueInstallments(today(), 10);
    expect(expected.length).toBeGreaterThan(0);
    const before = Number(
      (await sql<Row>`select count(*) as n from invoice`.execute(t.database.db)).rows[0]!.n,
    );
    const preview = await t.json(PREVIEW, post(tokens.arSpecialist, { asOfDate: today(), graceDays: 10 }));
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.count).toBe(expected.length);
    expect(Math.round(preview.body.total * 100)).toBe(
      expected.reduce((sum, row) => sum + feeCents(row.subtotal), 0),
    );
    expect(preview.body.rows.map((row: Row) => row.id)).toEqual(expected.slice(0, 100).map((row) => row.id));
    for (const row of preview.body.rows) expect(row.amount).toBeGreaterThanOrEqual(25);
    expect(preview.body.confirm).toMatch(/^[0-9a-f]{32}$/);
    expect(preview.body.previousRun).toBeNull();
    const after = Number(
      (await sql<Row>`select count(*) as n from invoice`.execute(t.database.db)).rows[0]!.n,
    );
    expect(after).toBe(before);
    // A longer grace takes no more installments.
    const longer = await t.json(PREVIEW, post(tokens.arSpecialist, { asOfDate: today(), graceDays: 60 }));
    expect(longer.body.count).toBeLessThanOrEqual(preview.body.count);
    expect(longer.body.confirm).not.toBe(preview.body.confirm);
  });

  it('charges an installment only once it is more than the grace days late', async () => {
    // The first installment a fee is due on: as of 5 days after its due date it is 5 days late.
    const [first] = await dueInstallments(today(), 5);
    const { rows } =
      await sql<Row>`select to_char(due_date + 5, 'YYYY-MM-DD') as day from invoice where id = ${first!.id}`.execute(
        t.database.db,
      );
    const asOfDate = rows[0]!.day as string;
    const within = await t.json(PREVIEW, post(tokens.arSpecialist, { asOfDate, graceDays: 5 }));
    expect(within.body.rows.map((row: Row) => row.id)).not.toContain(first!.id);
    const past = await t.json(PREVIEW, post(tokens.arSpecialist, { asOfDate, graceDays: 4 }));
    expect(past.body.rows[0]).toMatchObject({ id: first!.id, daysLate: 5 });
  });

  it('refuses hostile bodies with 422, no sign-in with 401, and a role without create with 403', async () => {
    const bad = [
      { asOfDate: '2026-02-30', graceDays: 10 },
      { asOfDate: '2999-01-01', graceDays: 10 },
      { asOfDate: "2026-11-01'; drop table invoice; --", graceDays: 10 },
      { asOfDate: today(), graceDays: -1 },
      { asOfDate: today(), graceDays: 91 },
      { asOfDate: today(), graceDays: 2.5 },
      { asOfDate: today(), graceDays: '10' },
      { asOfDate: today() },
      { asOfDate: today(), graceDays: 10, extra: true },
      [],
    ];
    for (const body of bad) {
      const answer = await t.json(PREVIEW, post(tokens.arSpecialist, body));
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    }
    const badToken = await t.json(
      RUN,
      post(tokens.arSpecialist, { asOfDate: today(), graceDays: 10, confirm: 'x' }),
    );
    expect(badToken.status).toBe(422);
    const stale = await t.json(
      RUN,
      post(tokens.arSpecialist, { asOfDate: today(), graceDays: 10, confirm: '0'.repeat(32) }),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('PREVIEW_OUT_OF_DATE');
    expect((await t.json(PREVIEW, post(tokens.auditor, { asOfDate: today(), graceDays: 10 }))).status).toBe(
      403,
    );
    expect(
      (await t.json(RUN, post(tokens.sales, { asOfDate: today(), graceDays: 10, confirm: '0'.repeat(32) })))
        .status,
    ).toBe(403);
    expect((await t.request(PREVIEW, { method: 'POST' })).status).toBe(401);
  });

  it('charges once: two confirmations are one run, one billing run of MISC invoices, a file; the same parameters again create nothing', async () => {
    const asOf = today();
    const expected = await dueInstallments(asOf, 30);
    expect(expected.length).toBeGreaterThan(0);
    const preview = (await t.json(PREVIEW, post(tokens.arSpecialist, { asOfDate: asOf, graceDays: 30 })))
      .body;
    const body = { asOfDate: asOf, graceDays: 30, confirm: preview.confirm };
    const [one, two] = await Promise.all([
      t.json(RUN, post(tokens.arSpecialist, body)),
      t.json(RUN, post(tokens.arSpecialist, body)),
    ]);
    expect(one.status, JSON.stringify(one.body)).toBe(202);
    expect(two.status).toBe(202);
    expect(two.body.jobRun.id).toBe(one.body.jobRun.id);
    expect(await t.jobs!.finished(one.body.jobRun.id, 60_000)).toBe('succeeded');
    const run = (await t.json(`/api/job-runs/${one.body.jobRun.id}`, auth(tokens.arSpecialist))).body;
    const cents = expected.reduce((sum, row) => sum + feeCents(row.subtotal), 0);
    expect(run.counts).toEqual({ charged: expected.length, skipped: 0 });
    expect(Math.round(Number(run.amountTotal) * 100)).toBe(cents);

    const { rows: sessions } =
      await sql<Row>`select s.id, s.module, s.kind, s.invoice_count, s.total::text as total
      from invoice_session s where s.idempotency_key = ${`misc-late-fees:${preview.confirm}`}`.execute(
        t.database.db,
      );
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      module: 'miscInvoice',
      kind: 'MISC',
      invoice_count: expected.length,
    });
    expect(Math.round(Number(sessions[0]!.total) * 100)).toBe(cents);
    const fees = await sql<Row>`select count(*) as n from invoice where session_id = ${sessions[0]!.id}
      and kind = 'MISC' and charge_type = 'LATE_FEE' and status = 'DRAFT'`.execute(t.database.db);
    expect(Number(fees.rows[0]!.n)).toBe(expected.length);

    const file = await t.request(`/api/downloads/${run.fileId}/file`, auth(tokens.arSpecialist));
    expect(file.status).toBe(200);
    expect((await file.text()).trim().split(/\r?\n/)).toHaveLength(expected.length + 1);

    // Same parameters again: nothing is due, the preview names the run that did it, and the old token
    // gets the same run rather than a second.
    const again = (await t.json(PREVIEW, post(tokens.arSpecialist, { asOfDate: asOf, graceDays: 30 }))).body;
    expect(again.count).toBe(0);
    expect(again.previousRun).toMatchObject({ id: run.id, counts: { charged: expected.length, skipped: 0 } });
    const replay = await t.json(RUN, post(tokens.arSpecialist, body));
    expect(replay.status).toBe(202);
    expect(replay.body.jobRun.id).toBe(run.id);
    const nothing = await t.json(RUN, post(tokens.arSpecialist, { ...body, confirm: again.confirm }));
    expect(nothing.status).toBe(422);
    expect(nothing.body.error.code).toBe('NOTHING_TO_CHARGE');
    expect(await dueInstallments(asOf, 30)).toEqual([]);

    // The history shows it to anyone holding Process › view, with who, parameters, counts and file.
    const history = await t.json(
      `/api/misc-process-runs?filter=${q({ where: { id: run.id } })}`,
      auth(tokens.auditor),
    );
    expect(history.status).toBe(200);
    expect(history.body[0]).toMatchObject({
      id: run.id,
      type: 'misc-late-fees',
      status: 'succeeded',
      requestedByName: 'Priya Raman',
      parameters: { asOfDate: asOf, graceDays: 30 },
      parameterKey: `${asOf}|30`,
      rowsAsked: expected.length,
      counts: { charged: expected.length, skipped: 0 },
      fileId: run.fileId,
      fileName: `late-fees-${asOf}-grace-30.csv`,
    });
    expect(history.body[0].parameters).not.toHaveProperty('ids');
  });
});

describe('process histories and the GP journal', () => {
  it('guards each history by its page: 401 without sign-in, 403 without Process › view', async () => {
    for (const path of ['/api/extension-process-runs', '/api/misc-process-runs', '/api/gp-journal']) {
      expect((await t.request(path)).status, path).toBe(401);
      expect((await t.json(path, auth(tokens.sales))).status, path).toBe(403);
      expect((await t.json(path, auth(tokens.auditor))).status, path).toBe(200);
      expect((await t.json(`${path}/count`, auth(tokens.auditor))).status, path).toBe(200);
    }
  });

  it('answers a bad id or filter of each list with an error envelope, never a 500', async () => {
    for (const path of ['/api/extension-process-runs', '/api/misc-process-runs', '/api/gp-journal']) {
      expect((await t.json(`${path}/abc`, auth(tokens.admin))).status, path).toBe(400);
      const missing = await t.json(`${path}/999999`, auth(tokens.admin));
      expect(missing.status, path).toBe(404);
      expect(missing.body.error.code).toBe('ENTITY_NOT_FOUND');
      for (const hostile of [
        '{"where":{"id":{"regexp":"("}}}',
        '{"limit":"x"}',
        'not json',
        '{"fields":{"secret":true}}',
      ]) {
        const answer = await t.json(`${path}?filter=${encodeURIComponent(hostile)}`, auth(tokens.admin));
        expect(answer.status, `${path} ${hostile}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${path} ${hostile}`).toBeLessThan(500);
        expect(answer.body.error).toBeDefined();
      }
    }
  });

  it('lists the extension runs of everyone, with parameters and counts, and filters them', async () => {
    const preview = (
      await t.json('/api/rpm-extension-process-vws/process-new-ext/ALL/2030-12-31', auth(tokens.arSpecialist))
    ).body;
    const started = await t.json(
      `/api/rpm-extension-process-vws/process-new-ext/ALL/2030-12-31?confirm=${preview.confirm}`,
      auth(tokens.arSpecialist),
    );
    expect(started.status).toBe(202);
    expect(await t.jobs!.finished(started.body.jobRun.id, 60_000)).toBe('succeeded');
    const filter = {
      where: { type: 'extension-process-new', parameterKey: 'ALL|2030-12-31' },
      order: 'id DESC',
    };
    const rows = (
      await t.json(`/api/extension-process-runs?filter=${q(filter)}`, auth(tokens.financeManager))
    ).body;
    expect(rows[0]).toMatchObject({
      id: started.body.jobRun.id,
      requestedByName: 'Priya Raman',
      status: 'succeeded',
      parameters: { billingSource: 'ALL', throughDate: '2030-12-31' },
      rowsAsked: preview.count,
      counts: { started: preview.count, skipped: 0 },
    });
    expect(rows[0].fileName).toMatch(/^extensions-started-all-2030-12-31\.csv$/);
    const count = (
      await t.json(`/api/extension-process-runs/count?where=${q(filter.where)}`, auth(tokens.auditor))
    ).body;
    expect(count.count).toBe(rows.length);
    // The misc history holds no extension run and the other way round.
    const misc = (
      await t.json(
        `/api/misc-process-runs/count?where=${q({ type: 'extension-process-new' })}`,
        auth(tokens.auditor),
      )
    ).body;
    expect(misc.count).toBe(0);
    // Hostile filters are 400s, never 500s.
    for (const hostile of [
      { where: { nope: 1 } },
      { where: { id: "1' or 1=1" } },
      { order: 'id; drop table job_run' },
      { limit: -5 },
    ]) {
      const answer = await t.json(`/api/extension-process-runs?filter=${q(hostile)}`, auth(tokens.auditor));
      expect(answer.status, JSON.stringify(hostile)).toBe(400);
    }
  });

  it('reads the embedded GP journal with each document’s invoice and the run that posted it', async () => {
    const { rows: drafts } =
      await sql<Row>`select i.id from invoice i join customer cu on cu.id = i.customer_id
      where i.kind = 'EXTENSION' and i.status in ('DRAFT', 'POST_FAILED') and cu.gp_customer_number is not null
      order by i.id limit 3`.execute(t.database.db);
    expect(drafts.length).toBeGreaterThan(0);
    const ids = drafts.map((row) => Number(row.id));
    const started = await t.json(
      '/api/gpExtensionInvoices',
      post(tokens.financeManager, { invoiceIds: ids }),
    );
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(await t.jobs!.finished(started.body.jobRun.id, 60_000)).toBe('succeeded');
    const journal = (
      await t.json(
        `/api/gp-journal?filter=${q({ where: { invoiceId: { inq: ids } }, order: 'invoiceId ASC' })}`,
        auth(tokens.auditor),
      )
    ).body;
    expect(journal.map((row: Row) => row.invoiceId)).toEqual(ids);
    const { rows: stored } = await sql<Row>`select j.document_number, j.total::text as total, i.invoice_number
      from gp_journal j join invoice i on i.gp_doc_number = j.document_number where i.id = any(${ids}) order by i.id`.execute(
      t.database.db,
    );
    for (const [index, row] of journal.entries()) {
      expect(row).toMatchObject({
        documentNumber: stored[index]!.document_number,
        invoiceNumber: stored[index]!.invoice_number,
        jobRunId: started.body.jobRun.id,
        postedByName: 'Marcus Delgado',
      });
      expect(Math.round(row.total * 100)).toBe(Math.round(Number(stored[index]!.total) * 100));
      expect(row.batchId).toMatch(/^EXT-\d{8}$/);
    }
  });
});
