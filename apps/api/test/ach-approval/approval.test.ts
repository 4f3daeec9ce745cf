import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, type TestApp } from '../support/test-app.ts';
import {
  approvalTestApp,
  encrypt,
  postAs,
  type ApprovalAccounts,
  type SignedInAccount,
} from './approval-support.ts';
import {
  insertBatch,
  userOfRole,
  type FixtureEntry,
} from '../../src/features/ach/approval/testing/batch-fixture.ts';
import {
  IMPERSONATION_REFUSAL,
  MAKER_REFUSAL,
  SUBMITTER_REFUSAL,
} from '../../src/features/ach/approval/maker-checker.ts';

let t: TestApp;
let operator: SignedInAccount;
let approver: SignedInAccount;
let admin: SignedInAccount;
let outsider: string;

const post = (path: string, token: string, body: unknown = {}) => postAs(t, path, token, body);
const statusOf = async (id: number) =>
  (await t.database.db.selectFrom('ach_batch').selectAll().where('id', '=', id).executeTakeFirstOrThrow())
    .status;
const entries = (n: number): FixtureEntry[] =>
  Array.from({ length: n }, (_, i) => ({ amountCents: 10_000 + i * 137 }));

beforeAll(async () => {
  let accounts: ApprovalAccounts;
  ({ t, accounts } = await approvalTestApp());
  ({ operator, approver, admin } = accounts);
  outsider = accounts.outsider.token;
});
afterAll(() => t.close());

describe('submit, approve, reject (maker-checker)', () => {
  it('walks DRAFT → PENDING_APPROVAL → APPROVED → FILE_GENERATED, each step once and audited', async () => {
    const batch = await insertBatch(t.database.db, {
      encrypt,
      createdBy: operator.id,
      entries: entries(3),
    });
    expect((await post(`/ach-batches/${batch.id}/submit`, operator.token)).status).toBe(204);
    expect(await statusOf(batch.id)).toBe('PENDING_APPROVAL');
    // Submitting again finds the batch moved: nothing changes.
    expect((await post(`/ach-batches/${batch.id}/submit`, operator.token)).status).toBe(409);

    const approved = await post(`/ach-batches/${batch.id}/approve`, approver.token);
    expect(approved.status).toBe(202);
    expect(approved.body.jobRun.type).toBe('ach-file');
    expect(await t.jobs.finished(approved.body.jobRun.id, 20_000)).toBe('succeeded');
    const row = await t.database.db
      .selectFrom('ach_batch')
      .selectAll()
      .where('id', '=', batch.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('FILE_GENERATED');
    expect(row.approved_by).toBe(approver.id);
    expect(row.file_id_modifier).toBe('A');
    expect(row.file_hash).toMatch(/^[0-9a-f]{64}$/);
    const second = await post(`/ach-batches/${batch.id}/approve`, approver.token);
    expect(second.status).toBe(409);
    const runs = await t.database.db
      .selectFrom('job_run')
      .select('id')
      .where('type', '=', 'ach-file')
      .where(sql<boolean>`params @> ${JSON.stringify({ batchId: batch.id })}::jsonb`)
      .execute();
    expect(runs).toHaveLength(1);

    const audit = await t.database.db
      .selectFrom('audit_event')
      .select('action')
      .where('entity', '=', 'AchBatch')
      .where('entity_id', '=', String(batch.id))
      .orderBy('id')
      .execute();
    expect(audit.map((event) => event.action)).toEqual([
      'ach-batch-submitted',
      'ach-batch-approved',
      'ach-file-generated',
    ]);
    const traces = await t.database.db
      .selectFrom('ach_entry')
      .select('trace_number')
      .where('batch_id', '=', batch.id)
      .orderBy('id')
      .execute();
    expect(traces.every((entry) => entry.trace_number?.startsWith('09100001'))).toBe(true);
    expect(new Set(traces.map((entry) => entry.trace_number)).size).toBe(3);
  });

  it('notifies the approver and the other ACH operators, not the rest', async () => {
    const batch = await insertBatch(t.database.db, {
      encrypt,
      createdBy: operator.id,
      entries: entries(1),
      status: 'PENDING_APPROVAL',
    });
    const approved = await post(`/ach-batches/${batch.id}/approve`, approver.token);
    await t.jobs.finished(approved.body.jobRun.id, 20_000);
    const notes = await t.database.db
      .selectFrom('notification')
      .select(['user_id', 'kind', 'title'])
      .where('title', 'like', `%${batch.batchName}%`)
      .execute();
    const users = notes.map((note) => note.user_id);
    expect(users).toContain(approver.id);
    expect(users).toContain(operator.id);
    expect(users).toContain(admin.id);
    expect(new Set(users).size).toBe(users.length);
    expect(notes.every((note) => note.kind === 'ach-file-ready')).toBe(true);
    const sales = await userOfRole(t.database.db, 'Sales');
    expect(users).not.toContain(sales.id);
  });

  it('refuses the maker, the submitter and anyone impersonating, with the reason', async () => {
    const batch = await insertBatch(t.database.db, {
      encrypt,
      createdBy: operator.id,
      entries: entries(2),
    });
    expect((await post(`/ach-batches/${batch.id}/submit`, admin.token)).status).toBe(204);
    const byMaker = await post(`/ach-batches/${batch.id}/approve`, operator.token);
    expect(byMaker.status).toBe(422);
    expect(byMaker.body.error).toMatchObject({ message: MAKER_REFUSAL, code: 'ACH_MAKER' });
    const bySubmitter = await post(`/ach-batches/${batch.id}/approve`, admin.token);
    expect(bySubmitter.body.error).toMatchObject({ message: SUBMITTER_REFUSAL, code: 'ACH_SUBMITTER' });
    expect(
      (await post(`/ach-batches/${batch.id}/reject`, operator.token, { reason: 'no' + 'pe' })).status,
    ).toBe(422);

    // The admin logged in as the maker, and as the approver: refused either way, whoever the session names.
    for (const target of [operator.id, approver.id]) {
      const acting = await post('/impersonation', admin.token, { userId: target });
      expect(acting.status).toBe(200);
      const refusedAs = await post(`/ach-batches/${batch.id}/approve`, acting.body.token);
      expect(refusedAs.status).toBe(422);
      expect(refusedAs.body.error).toMatchObject({
        message: IMPERSONATION_REFUSAL,
        code: 'ACH_IMPERSONATING',
      });
    }
    expect(await statusOf(batch.id)).toBe('PENDING_APPROVAL');
    const refusals = await t.database.db
      .selectFrom('audit_event')
      .select(['actor_id', 'real_actor_id'])
      .where('action', '=', 'access-refused')
      .where('entity', '=', 'AchBatch')
      .where('entity_id', '=', String(batch.id))
      .execute();
    expect(refusals.length).toBeGreaterThanOrEqual(4);
    expect(refusals.some((event) => event.actor_id === operator.id && event.real_actor_id === admin.id)).toBe(
      true,
    );
  });

  it('keeps the maker out in the data too (check constraint)', async () => {
    const batch = await insertBatch(t.database.db, {
      encrypt,
      createdBy: operator.id,
      entries: entries(1),
      status: 'PENDING_APPROVAL',
    });
    await expect(
      t.database.db
        .updateTable('ach_batch')
        .set({ approved_by: operator.id, status: 'APPROVED' })
        .where('id', '=', batch.id)
        .execute(),
    ).rejects.toThrow(/ach_batch_checker_check/);
  });

  it('rejects with a reason; the maker submits again from REJECTED', async () => {
    const batch = await insertBatch(t.database.db, {
      encrypt,
      createdBy: operator.id,
      entries: entries(2),
      status: 'PENDING_APPROVAL',
    });
    expect((await post(`/ach-batches/${batch.id}/reject`, approver.token, {})).status).toBe(422);
    const rejected = await post(`/ach-batches/${batch.id}/reject`, approver.token, { reason: 'Wrong date' });
    expect(rejected.status).toBe(204);
    expect(await statusOf(batch.id)).toBe('REJECTED');
    expect((await post(`/ach-batches/${batch.id}/reject`, approver.token, { reason: 'again' })).status).toBe(
      409,
    );
    expect((await post(`/ach-batches/${batch.id}/approve`, approver.token)).status).toBe(409);
    expect((await post(`/ach-batches/${batch.id}/submit`, operator.token)).status).toBe(204);
    expect(await statusOf(batch.id)).toBe('PENDING_APPROVAL');
  });

  it('refuses a step the status does not allow, and a batch with nothing scheduled', async () => {
    for (const status of ['APPROVED', 'FILE_GENERATED', 'TRANSMITTED', 'PENDING_APPROVAL'] as const) {
      const batch = await insertBatch(t.database.db, {
        encrypt,
        createdBy: operator.id,
        entries: entries(1),
        status,
      });
      expect((await post(`/ach-batches/${batch.id}/submit`, operator.token)).status).toBe(409);
      if (status !== 'PENDING_APPROVAL')
        expect((await post(`/ach-batches/${batch.id}/approve`, approver.token)).status).toBe(409);
    }
    const held = await insertBatch(t.database.db, {
      encrypt,
      createdBy: operator.id,
      entries: [{ amountCents: 500, status: 'HELD' }],
    });
    const empty = await post(`/ach-batches/${held.id}/submit`, operator.token);
    expect(empty.status).toBe(422);
    expect(empty.body.error.code).toBe('ACH_EMPTY_BATCH');
  });

  it('answers 403 to a role without ACH create, 401 without a session, LoopBack errors for bad input', async () => {
    const batch = await insertBatch(t.database.db, {
      encrypt,
      createdBy: operator.id,
      entries: entries(1),
    });
    for (const step of ['submit', 'approve', 'reject'])
      expect((await post(`/ach-batches/${batch.id}/${step}`, outsider, { reason: 'xyz' })).status).toBe(403);
    expect((await t.json(`/api/ach-batches/${batch.id}/submit`, { method: 'POST' })).status).toBe(401);
    const hostile = [
      ['/ach-batches/abc/submit', {}],
      ['/ach-batches/99999999999/approve', {}],
      ['/ach-batches/2147483647/approve', {}],
      [`/ach-batches/${batch.id}/submit`, { extra: 1 }],
      [`/ach-batches/${batch.id}/reject`, { reason: 42 }],
      [`/ach-batches/${batch.id}/reject`, { reason: 'x'.repeat(501) }],
    ] as const;
    for (const [path, body] of hostile) {
      const answer = await post(path, approver.token, body);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.error.statusCode).toBe(answer.status);
    }
    const broken = await t.request(
      `/api/ach-batches/${batch.id}/reject`,
      asUser(approver.token, {
        method: 'POST',
        body: '{"reason":',
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect(broken.status).toBe(400);
    const proto = await t.request(
      `/api/ach-batches/${batch.id}/reject`,
      asUser(approver.token, {
        method: 'POST',
        body: '{"__proto__":{"x":1},"reason":"abc"}',
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect(proto.status).toBeLessThan(500);
  });
});
