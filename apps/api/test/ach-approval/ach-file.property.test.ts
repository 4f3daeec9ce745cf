import { readAchFile } from '@lendline/nacha';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonBody, signIn, type TestApp } from '../support/test-app.ts';
import { insertBatch, userOfRole } from '../../src/features/ach/approval/testing/batch-fixture.ts';
import { centsOf } from '../../src/features/ach/file/cents.ts';
import { nextFileIdModifier } from '../../src/features/ach/file/file-id-modifier.ts';
import { storedFileBytes } from '../../src/features/ach/file/stored-file-text.ts';
import { encrypt } from './approval-support.ts';

let t: TestApp;
let operatorId: number;
let approverToken: string;

beforeAll(async () => {
  t = await createTestApp();
  operatorId = (await userOfRole(t.database.db, 'ACH Operator')).id;
  approverToken = await signIn(t.request, (await userOfRole(t.database.db, 'ACH Approver')).email);
});
afterAll(() => t.close());

const entry = fc.record({
  // Up to $99,999,999.99, the most a NACHA amount field holds; many small ones, some at the edges.
  amountCents: fc.oneof(fc.integer({ min: 1, max: 500_000 }), fc.constantFrom(1, 9_999_999_999)),
  rdfi: fc.stringMatching(/^[0-9]{8}$/),
  account: fc.stringMatching(/^[0-9]{4,17}$/),
  name: fc.stringMatching(/^[A-Z][A-Z0-9 .&'-]{0,21}$/),
  transactionCode: fc.constantFrom(22, 27, 32, 37),
});

describe('the file job', () => {
  it('writes every random batch as a file that reads back with zero problems and the batch totals', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(entry, { minLength: 1, maxLength: 40 }),
        fc.constantFrom('CCD', 'PPD'),
        async (entries, secCode) => {
          const batch = await insertBatch(t.database.db, {
            encrypt,
            createdBy: operatorId,
            entries,
            status: 'PENDING_APPROVAL',
            secCode,
          });
          const approved = await t.json(
            `/api/ach-batches/${batch.id}/approve`,
            jsonBody('POST', {}, approverToken),
          );
          expect(approved.status).toBe(202);
          expect(await t.jobs.finished(approved.body.jobRun.id, 30_000)).toBe('succeeded');
          const row = await t.database.db
            .selectFrom('ach_batch')
            .selectAll()
            .where('id', '=', batch.id)
            .executeTakeFirstOrThrow();
          const stored = await storedFileBytes(t.files, row.file_id!);
          expect(stored.sha256).toBe(row.file_hash);
          const file = readAchFile(stored.bytes.toString('latin1'));
          expect(file.problems).toEqual([]);
          expect(file.stored?.debitCents).toBe(centsOf(row.debit_total));
          expect(file.stored?.creditCents).toBe(centsOf(row.credit_total));
          expect(file.stored?.entryHash).toBe(String(row.entry_hash).padStart(10, '0'));
          expect(file.batches[0]!.entryCount).toBe(row.entry_count);
          // The whole account numbers are in the file, as the bank needs them, and each trace is the entry's.
          const accounts = file.batches[0]!.entries.map((e) => e.accountNumber);
          expect(accounts).toEqual(entries.map((e) => e.account));
          const traces = await t.database.db
            .selectFrom('ach_entry')
            .select('trace_number')
            .where('batch_id', '=', batch.id)
            .orderBy('id')
            .execute();
          expect(file.batches[0]!.entries.map((e) => e.traceNumber)).toEqual(
            traces.map((e) => e.trace_number),
          );
        },
      ),
      { numRuns: 12 },
    );
  });

  it('fails the run with the reason when the stored totals disagree with the entries, and keeps no file', async () => {
    const batch = await insertBatch(t.database.db, {
      encrypt,
      createdBy: operatorId,
      entries: [{ amountCents: 1000 }],
      status: 'PENDING_APPROVAL',
    });
    await t.database.db
      .updateTable('ach_batch')
      .set({ debit_total: '10.01' })
      .where('id', '=', batch.id)
      .execute();
    const approved = await t.json(
      `/api/ach-batches/${batch.id}/approve`,
      jsonBody('POST', {}, approverToken),
    );
    expect(await t.jobs.finished(approved.body.jobRun.id, 30_000)).toBe('failed');
    const run = await t.database.db
      .selectFrom('job_run')
      .select('failure_reason')
      .where('id', '=', approved.body.jobRun.id)
      .executeTakeFirstOrThrow();
    expect(run.failure_reason).toMatch(/differ from the batch/);
    const row = await t.database.db
      .selectFrom('ach_batch')
      .select(['status', 'file_id'])
      .where('id', '=', batch.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'APPROVED', file_id: null });
  });

  it('gives modifiers A..Z then 0..9', () => {
    const seen = [nextFileIdModifier(null)];
    for (let i = 0; i < 36; i++) seen.push(nextFileIdModifier(seen.at(-1)!));
    expect(seen.join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789A');
  });
});
