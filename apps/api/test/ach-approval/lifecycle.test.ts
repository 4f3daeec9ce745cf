import { readAchFile } from '@lendline/nacha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, type TestApp } from '../support/test-app.ts';
import {
  approvalTestApp,
  encrypt,
  postAs,
  type ApprovalAccounts,
  type SignedInAccount,
} from './approval-support.ts';
import { insertBatch } from '../../src/features/ach/approval/testing/batch-fixture.ts';
import { storedFileBytes } from '../../src/features/ach/file/stored-file-text.ts';
import { OWN_REQUEST_REFUSAL } from '../../src/features/ach/reopen/reopen.routes.ts';

let t: TestApp;
let operator: SignedInAccount;
let approver: SignedInAccount;
let admin: SignedInAccount;
let outsider: string;

const post = (path: string, token: string, body: unknown = {}) => postAs(t, path, token, body);
const batchRow = (id: number) =>
  t.database.db.selectFrom('ach_batch').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A batch approved by the approver and its file generated. */
async function generatedBatch(accounts = ['000111222333', '444555666777']) {
  const batch = await insertBatch(t.database.db, {
    encrypt,
    createdBy: operator.id,
    entries: accounts.map((account, i) => ({ amountCents: 12_345 + i, account })),
    status: 'PENDING_APPROVAL',
  });
  const approved = await post(`/ach-batches/${batch.id}/approve`, approver.token);
  expect(await t.jobs.finished(approved.body.jobRun.id, 20_000)).toBe('succeeded');
  return batch;
}

beforeAll(async () => {
  let accounts: ApprovalAccounts;
  ({ t, accounts } = await approvalTestApp());
  ({ operator, approver, admin } = accounts);
  outsider = accounts.outsider.token;
});
afterAll(() => t.close());

describe('re-open', () => {
  it('asks, notifies and mails the others, and on approval voids the file; the next file takes the next modifier', async () => {
    const batch = await generatedBatch();
    const before = await batchRow(batch.id);
    const asked = await post(`/ach-batches/${batch.id}/reopen-requests`, operator.token, {
      reason: 'Wrong amount',
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ batchId: batch.id, status: 'PENDING', reason: 'Wrong amount' });
    const requestId = asked.body.id as number;
    expect((await batchRow(batch.id)).status).toBe('REOPEN_REQUESTED');
    // One pending request per batch.
    expect(
      (await post(`/ach-batches/${batch.id}/reopen-requests`, admin.token, { reason: 'again' })).status,
    ).toBe(409);

    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select(['recipient_user_id', 'body_text', 'kind'])
      .where('kind', '=', 'ach-reopen-request')
      .where('subject', 'like', `%${batch.batchName}%`)
      .execute();
    const mailed = mails.map((mail) => mail.recipient_user_id);
    expect(mailed).toContain(approver.id);
    expect(mailed).toContain(admin.id);
    expect(mailed).not.toContain(operator.id);
    expect(mails[0]!.body_text).toContain(`https://lendline.test/ach/approve?requestId=${requestId}`);
    const notes = await t.database.db
      .selectFrom('notification')
      .select(['user_id', 'link'])
      .where('kind', '=', 'ach-reopen-requested')
      .where('link', '=', `/ach/approve?requestId=${requestId}`)
      .execute();
    expect(notes.map((note) => note.user_id).sort()).toEqual([...mailed].sort());

    const listed = await t.json(
      `/api/ach-reopen-requests?filter=${encodeURIComponent(JSON.stringify({ where: { batchId: batch.id } }))}`,
      asUser(approver.token),
    );
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({
      id: requestId,
      batchName: batch.batchName,
      requestedBy: { id: operator.id },
    });

    const own = await post(`/ach-reopen-requests/${requestId}/approve`, operator.token);
    expect(own.status).toBe(422);
    expect(own.body.error).toMatchObject({ message: OWN_REQUEST_REFUSAL, code: 'ACH_OWN_REQUEST' });
    const acting = await post('/impersonation', admin.token, { userId: approver.id });
    expect((await post(`/ach-reopen-requests/${requestId}/approve`, acting.body.token)).status).toBe(422);
    expect((await post(`/ach-reopen-requests/${requestId}/approve`, outsider)).status).toBe(403);

    // The note is optional: no body and no Content-Type at all is an approval, not a 415.
    const decided = await t.json(`/api/ach-reopen-requests/${requestId}/approve`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${approver.token}` },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body).toMatchObject({
      status: 'APPROVED',
      voidedFileName: before.file_name,
      decidedBy: { id: approver.id },
    });
    expect((await post(`/ach-reopen-requests/${requestId}/approve`, admin.token)).status).toBe(409);
    const reopened = await batchRow(batch.id);
    expect(reopened).toMatchObject({ status: 'DRAFT', file_id: null, file_hash: null, approved_by: null });
    const voided = await t.json(`/api/downloads/${before.file_id}/file`, asUser(admin.token));
    expect(voided.status).toBe(404);
    const traces = await t.database.db
      .selectFrom('ach_entry')
      .select('trace_number')
      .where('batch_id', '=', batch.id)
      .execute();
    expect(traces.every((entry) => entry.trace_number === null)).toBe(true);

    expect((await post(`/ach-batches/${batch.id}/submit`, operator.token)).status).toBe(204);
    const again = await post(`/ach-batches/${batch.id}/approve`, approver.token);
    expect(await t.jobs.finished(again.body.jobRun.id, 20_000)).toBe('succeeded');
    const second = await batchRow(batch.id);
    expect(second.file_id_modifier).toBe('B');
    expect(second.file_name).toBe(`${batch.batchName}-B.ach`);
    const text = (await storedFileBytes(t.files, second.file_id!)).bytes.toString('latin1');
    expect(readAchFile(text).fileIdModifier).toBe('B');
  });

  it('rejecting keeps the file; a re-open is refused before a file and after transmission', async () => {
    const batch = await generatedBatch();
    const asked = await post(`/ach-batches/${batch.id}/reopen-requests`, operator.token, { reason: 'Check' });
    expect((await post(`/ach-reopen-requests/${asked.body.id}/reject`, approver.token, {})).status).toBe(422);
    const rejected = await post(`/ach-reopen-requests/${asked.body.id}/reject`, approver.token, {
      reason: 'Fine as is',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe('REJECTED');
    expect((await batchRow(batch.id)).status).toBe('FILE_GENERATED');

    expect((await post(`/ach-batches/${batch.id}/transmit`, operator.token)).status).toBe(204);
    const late = await post(`/ach-batches/${batch.id}/reopen-requests`, operator.token, {
      reason: 'Too late',
    });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/reversal/);
    const draft = await insertBatch(t.database.db, {
      encrypt,
      createdBy: operator.id,
      entries: [{ amountCents: 100 }],
    });
    expect(
      (await post(`/ach-batches/${draft.id}/reopen-requests`, operator.token, { reason: 'Nope' })).status,
    ).toBe(409);
  });
});

describe('transmission and reversal', () => {
  it('transmits once: the batch TRANSMITTED, the entries SENT, the file ready to upload in Downloads', async () => {
    const batch = await generatedBatch();
    const [first, second] = await Promise.all([
      post(`/ach-batches/${batch.id}/transmit`, operator.token),
      post(`/ach-batches/${batch.id}/transmit`, approver.token),
    ]);
    expect([first.status, second.status].sort()).toEqual([204, 409]);
    const row = await batchRow(batch.id);
    expect(row).toMatchObject({ status: 'TRANSMITTED', transmit_mode: 'DOWNLOAD' });
    const statuses = await t.database.db
      .selectFrom('ach_entry')
      .select('status')
      .where('batch_id', '=', batch.id)
      .execute();
    expect(statuses.every((entry) => entry.status === 'SENT')).toBe(true);
    const ready = await t.database.db
      .selectFrom('stored_file')
      .select('id')
      .where('name', '=', row.file_name!)
      .where('job_run_id', 'is', null)
      .execute();
    expect(ready).toHaveLength(1);
    const events = await t.database.db
      .selectFrom('audit_event')
      .select('action')
      .where('action', '=', 'ach-batch-transmitted')
      .where('entity_id', '=', String(batch.id))
      .execute();
    expect(events).toHaveLength(1);
    expect((await post(`/ach-batches/${batch.id}/transmit`, outsider)).status).toBe(403);
  });

  it('undoes the claim when the bank refuses the file: the batch stays FILE_GENERATED, entries SCHEDULED', async () => {
    const batch = await generatedBatch();
    const row = await batchRow(batch.id);
    // A file of the same name already waits "ready to upload": the embedded transport refuses a second.
    await t.files.save(
      {
        name: row.file_name!,
        contentType: 'text/plain',
        module: 'ach',
        menu: 'ACH',
        requestedBy: operator.id,
        jobRunId: null,
      },
      (async function* () {
        yield new TextEncoder().encode('x');
      })(),
    );
    const refused = await post(`/ach-batches/${batch.id}/transmit`, operator.token);
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('ACH_TRANSMIT_FAILED');
    expect(refused.body.error.message).toContain('already waiting in Downloads');
    expect(await batchRow(batch.id)).toMatchObject({
      status: 'FILE_GENERATED',
      transmitted_at: null,
      transmit_mode: null,
    });
    const statuses = await t.database.db
      .selectFrom('ach_entry')
      .select('status')
      .where('batch_id', '=', batch.id)
      .execute();
    expect(statuses.every((entry) => entry.status === 'SCHEDULED')).toBe(true);
  });

  it('answers hostile ids and bodies with the LoopBack envelope, never a 500', async () => {
    const cases = [
      ['/ach-reopen-requests/abc/approve', {}],
      ['/ach-reopen-requests/99999999999/reject', { reason: 'abc' }],
      ['/ach-reopen-requests/2147483647/approve', {}],
      ['/ach-batches/1/reopen-requests', { reason: ['a'] }],
      ['/ach-batches/1/reversal', {}],
      ['/ach-batches/-1/transmit', {}],
      ['/ach-batches/1/transmit', { mode: 'SFTP' }],
    ] as const;
    for (const [path, body] of cases) {
      const answer = await post(path, operator.token, body);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.body.error.statusCode).toBe(answer.status);
    }
    const filter = await t.json(
      `/api/ach-reopen-requests?filter=${encodeURIComponent('{"where":{"nope":1}}')}`,
      asUser(approver.token),
    );
    expect(filter.status).toBe(400);
    expect((await t.json('/api/ach-reopen-requests', asUser(outsider))).status).toBe(403);
  });

  it('reverses a transmitted batch with a REVERSAL draft of offsetting entries, once', async () => {
    const batch = await generatedBatch();
    expect(
      (await post(`/ach-batches/${batch.id}/reversal`, operator.token, { reason: 'Duplicate' })).status,
    ).toBe(409);
    await post(`/ach-batches/${batch.id}/transmit`, operator.token);
    const reversed = await post(`/ach-batches/${batch.id}/reversal`, operator.token, {
      reason: 'Duplicate debit',
    });
    expect(reversed.status).toBe(200);
    const original = await batchRow(batch.id);
    const reversal = await batchRow(reversed.body.id);
    expect(reversal).toMatchObject({
      status: 'DRAFT',
      purpose: 'REVERSAL',
      entry_description: 'REVERSAL',
      sec_code: original.sec_code,
      company_id: original.company_id,
      company_name: original.company_name,
      entry_count: original.entry_count,
      credit_total: original.debit_total,
      debit_total: original.credit_total,
      service_class: 220,
      reversal_of_batch_id: batch.id,
    });
    const codes = await t.database.db
      .selectFrom('ach_entry')
      .select(['transaction_code', 'amount'])
      .where('batch_id', '=', reversed.body.id)
      .orderBy('id')
      .execute();
    expect(codes).toEqual([
      { transaction_code: 22, amount: '123.45' },
      { transaction_code: 22, amount: '123.46' },
    ]);
    expect(
      (await post(`/ach-batches/${batch.id}/reversal`, operator.token, { reason: 'Twice' })).status,
    ).toBe(409);
  });
});

describe('the generated file in Downloads', () => {
  it('is read whole only with ACH download: the approver who wrote it without that right gets 404', async () => {
    const batch = await generatedBatch(['000111222333']);
    const { file_id: fileId, file_name: fileName } = await batchRow(batch.id);
    const named = `/api/downloads?filter=${encodeURIComponent(JSON.stringify({ where: { name: fileName } }))}`;

    const listed = await t.json(named, asUser(operator.token));
    expect(listed.body).toEqual([expect.objectContaining({ id: fileId, requestedBy: approver.id })]);
    const whole = await t.request(`/api/downloads/${fileId}/file`, asUser(operator.token));
    expect(whole.status).toBe(200);
    expect(await whole.text()).toContain('000111222333');

    // The approver requested the file job by approving, but holds ACH create without ACH download.
    expect((await t.json(named, asUser(approver.token))).body).toEqual([]);
    expect((await t.json(`/api/downloads/${fileId}`, asUser(approver.token))).status).toBe(404);
    const refused = await t.json(`/api/downloads/${fileId}/file`, asUser(approver.token));
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain('000111222333');
  });
});

describe('ACH View of a batch', () => {
  it('masks account numbers without ACH download, shows them with it, and audits views and reveals', async () => {
    const batch = await generatedBatch(['000111222333']);
    const path = `/api/ach-batches/by-name/${batch.batchName}/file`;
    const masked = await t.request(path, asUser(approver.token));
    expect(masked.status).toBe(200);
    expect(masked.headers.get('x-ach-revealed')).toBe('false');
    const maskedText = await masked.text();
    expect(maskedText).not.toContain('000111222333');
    expect(maskedText).toContain('********2333');
    expect(readAchFile(maskedText).problems).toEqual([]);

    const whole = await t.request(path, asUser(operator.token));
    expect(whole.headers.get('x-ach-revealed')).toBe('true');
    expect(await whole.text()).toContain('000111222333');

    expect((await t.request(path, asUser(outsider))).status).toBe(403);
    expect((await t.request(path)).status).toBe(401);
    expect((await post(`/ach-batches/by-name/${batch.batchName}/reveal`, approver.token)).status).toBe(403);
    expect((await post(`/ach-batches/by-name/${batch.batchName}/reveal`, operator.token)).status).toBe(204);
    const audit = await t.database.db
      .selectFrom('audit_event')
      .select(['action', 'actor_id'])
      .where('entity', '=', 'AchBatch')
      .where('entity_id', '=', String(batch.id))
      .where('action', 'in', ['ach-file-viewed', 'ach-file-revealed'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'ach-file-viewed', actor_id: approver.id },
      { action: 'ach-file-viewed', actor_id: operator.id },
      { action: 'ach-file-revealed', actor_id: operator.id },
    ]);
    for (const name of ['no-such-batch', '..%2F..%2Fetc', 'x'.repeat(300), '%00', "a'%20or%201=1"]) {
      const answer = await t.json(`/api/ach-batches/by-name/${name}/file`, asUser(operator.token));
      expect(answer.status).toBe(404);
      expect(answer.body.error.statusCode).toBe(404);
    }
    const draft = await insertBatch(t.database.db, {
      encrypt,
      createdBy: operator.id,
      entries: [{ amountCents: 100 }],
    });
    expect(
      (await t.request(`/api/ach-batches/by-name/${draft.batchName}/file`, asUser(operator.token))).status,
    ).toBe(404);
  });
});
