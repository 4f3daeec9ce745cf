import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { auth, signInAll, SETUP_TIMEOUT_MS, type Account } from '../portfolio/portfolio-support.ts';

// Issue 23 items 1 and 5: GET /rpm-extension-process-vws/process-new-ext/{billingSource}/{throughDate}
// previews, then (with the preview's token) starts the agreed extensions as a job: idempotent, its file
// in Downloads, nothing changed by a preview, nothing run that the user did not see.

let t: TestApp;
let tokens: Record<Account, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t, ['admin', 'arSpecialist', 'auditor', 'sales']);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const THROUGH = '2030-12-31';
const url = (source: string, date = THROUGH, confirm?: string) =>
  `/api/rpm-extension-process-vws/process-new-ext/${source}/${date}${confirm === undefined ? '' : `?confirm=${confirm}`}`;
const newOf = async (source: string) =>
  (
    await sql<{ id: number; amount: string }>`select contract_id as id, payment_amount::text as amount
      from contract_extension where state = 'NEW' and (${source} = 'ALL' or billing_source = ${source})
      order by contract_id`.execute(t.database.db)
  ).rows.map((row) => ({ id: Number(row.id), cents: Math.round(Number(row.amount) * 100) }));

describe('process-new-ext', () => {
  it('previews what it would start, to the cent, and changes nothing', async () => {
    const expected = await newOf('ALL');
    expect(expected.length).toBeGreaterThan(0);
    const first = await t.json(url('ALL'), auth(tokens.arSpecialist));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.count).toBe(expected.length);
    expect(Math.round(first.body.total * 100)).toBe(expected.reduce((sum, row) => sum + row.cents, 0));
    expect(first.body.rows.map((row: { id: number }) => row.id)).toEqual(
      expected.slice(0, 100).map((row) => row.id),
    );
    expect(first.body.confirm).toMatch(/^[0-9a-f]{32}$/);
    const again = await t.json(url('ALL'), auth(tokens.arSpecialist));
    expect(again.body.confirm).toBe(first.body.confirm);
    expect(await newOf('ALL')).toEqual(expected);
    // An earlier date takes fewer: the first payments after it wait.
    const none = await t.json(url('ALL', '2000-01-01'), auth(tokens.arSpecialist));
    expect(none.body).toMatchObject({ count: 0, total: 0, rows: [] });
    expect(none.body.confirm).not.toBe(first.body.confirm);
  });

  it('refuses a billing source or date that is not one, a stale token, and a role without create', async () => {
    for (const bad of [url('BANK'), url('ALL', '2026-02-30'), url('ALL', 'tomorrow'), url('funder')]) {
      const answer = await t.json(bad, auth(tokens.admin));
      expect(answer.status, bad).toBe(400);
      expect(answer.body.error.code).toBe('INVALID_PARAMETER_VALUE');
    }
    const stale = await t.json(url('ALL', THROUGH, '0'.repeat(32)), auth(tokens.admin));
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toContain('Preview again');
    expect((await t.json(url('ALL'), auth(tokens.auditor))).status).toBe(403);
    expect((await t.json(url('ALL'), auth(tokens.sales))).status).toBe(403);
    expect((await t.request(url('ALL'))).status).toBe(401);
  });

  it('runs what was previewed as one job, twice asked once run, and leaves the file of what it started', async () => {
    const funder = await newOf('FUNDER');
    const others = (await newOf('ALL')).filter((row) => !funder.some((f) => f.id === row.id));
    expect(funder.length).toBeGreaterThan(0);
    const preview = (await t.json(url('FUNDER'), auth(tokens.arSpecialist))).body;
    const [one, two] = await Promise.all([
      t.json(url('FUNDER', THROUGH, preview.confirm), auth(tokens.arSpecialist)),
      t.json(url('FUNDER', THROUGH, preview.confirm), auth(tokens.arSpecialist)),
    ]);
    expect(one.status, JSON.stringify(one.body)).toBe(202);
    expect(two.status).toBe(202);
    expect(two.body.jobRun.id).toBe(one.body.jobRun.id);
    expect(await t.jobs!.finished(one.body.jobRun.id, 60_000)).toBe('succeeded');

    const { rows } = await sql<{
      state: string;
      status: string;
      next: string;
      first: string;
      remaining: number | null;
      payments: number | null;
    }>`
      select e.state, c.status, to_char(e.ext_next_due_date, 'YYYY-MM-DD') as next,
        to_char(e.ext_first_payment_date, 'YYYY-MM-DD') as first, e.ext_remaining_payments as remaining,
        e.ext_payments as payments
      from contract_extension e join contract c on c.id = e.contract_id
      where e.contract_id = any(${funder.map((row) => row.id)})`.execute(t.database.db);
    for (const row of rows) {
      expect(row).toMatchObject({ state: 'ACTIVE', status: 'EXTENDED' });
      expect(row.next).toBe(row.first);
      expect(row.remaining).toBe(row.payments);
    }
    expect(await newOf('ALL')).toEqual(others);

    const run = (await t.json(`/api/job-runs/${one.body.jobRun.id}`, auth(tokens.arSpecialist))).body;
    expect(run.counts).toEqual({ started: funder.length, skipped: 0 });
    expect(Math.round(Number(run.amountTotal) * 100)).toBe(funder.reduce((sum, row) => sum + row.cents, 0));
    const file = await t.request(`/api/downloads/${run.fileId}/file`, auth(tokens.arSpecialist));
    expect(file.status).toBe(200);
    const lines = (await file.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(funder.length + 1);
    expect(lines[0]).toContain('First payment');

    // The same token again: its rows have changed, so nothing runs a second time.
    expect((await t.json(url('FUNDER', THROUGH, preview.confirm), auth(tokens.arSpecialist))).status).toBe(
      409,
    );
    const after = (await t.json(url('FUNDER'), auth(tokens.arSpecialist))).body;
    expect(after.count).toBe(0);
  });
});
