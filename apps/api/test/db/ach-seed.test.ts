import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { readAchFile, isValidRouting } from '@lendline/nacha';
import { ACH_BATCH_PURPOSES } from '@lendline/portfolio';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PiiCipher } from '../../src/features/credit-applications/index.ts';
import { seedAch } from '../../src/db/seed/portfolio/ach/ach-seed.ts';
import { achSettingsOf } from '../../src/features/ach/index.ts';
import { databaseFileStore } from '../../src/jobs/file-store.ts';
import { postReturnFile } from '../../src/features/ach/returns/post-return-file.ts';
import { readReturnFile } from '../../src/features/ach/returns/return-lines.ts';
import { DEMO_RETURNS_FIXTURE, demoReturnFileText } from './ach-demo-returns.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { TEST_PII_KEY, TEST_REFERENCE_DATE } from '../support/test-constants.ts';

// The shared snapshot is seeded without the ACH demo (global-setup), so this file seeds it on its own copy.
let database: TestDatabase;
let seconds = 0;
beforeAll(async () => {
  database = await openTestDatabase();
  const started = performance.now();
  expect(await seedAch(database.db, TEST_REFERENCE_DATE, TEST_PII_KEY)).toBe(true);
  seconds = (performance.now() - started) / 1000;
  console.info(`ACH demo seed on ${database.label}: ${seconds.toFixed(2)} s`);
}, 120_000);
afterAll(() => database.close());

async function rows<T>(query: string): Promise<T[]> {
  return (await sql.raw<T>(query).execute(database.db)).rows;
}
async function count(query: string): Promise<number> {
  const [row] = await rows<{ n: number }>(`SELECT (${query})::int AS n`);
  return Number(row!.n);
}

describe('ACH demo seed (issue 24 item 10)', () => {
  it('runs once: a second run changes nothing', async () => {
    const before = await count('SELECT count(*) FROM ach_entry');
    expect(await seedAch(database.db, TEST_REFERENCE_DATE, TEST_PII_KEY)).toBe(false);
    expect(await count('SELECT count(*) FROM ach_entry')).toBe(before);
  });

  it('gives every active ACH-billed contract a mandate with a valid routing number, SEC from the lessee', async () => {
    expect(
      await count(`SELECT count(*) FROM contract c WHERE c.billing_method = 'ACH'
        AND c.status IN ('ACTIVE', 'EXTENDED', 'MATURED')
        AND NOT EXISTS (SELECT 1 FROM ach_mandate m WHERE m.contract_id = c.id)`),
    ).toBe(0);
    expect(await count(`SELECT count(*) FROM ach_mandate`)).toBeGreaterThan(500);
    const mandates = await rows<{ routing_number: string; sec_code: string; entity_type: string }>(
      `SELECT m.routing_number, m.sec_code, cu.entity_type FROM ach_mandate m
       JOIN contract c ON c.id = m.contract_id JOIN customer cu ON cu.id = c.customer_id`,
    );
    for (const m of mandates) {
      expect(isValidRouting(m.routing_number)).toBe(true);
      expect(m.sec_code).toBe(m.entity_type === 'SOLE_PROPRIETOR' ? 'PPD' : 'CCD');
    }
    expect(new Set(mandates.map((m) => m.sec_code))).toEqual(new Set(['CCD', 'PPD']));
    const prenotes = await rows<{ prenote_status: string; n: number }>(
      `SELECT prenote_status, count(*)::int AS n FROM ach_mandate GROUP BY prenote_status`,
    );
    const byStatus = Object.fromEntries(prenotes.map((p) => [p.prenote_status, Number(p.n)]));
    expect(byStatus.FAILED).toBe(1);
    expect(byStatus.REQUIRED).toBeGreaterThanOrEqual(1);
    expect(byStatus.VERIFIED).toBeGreaterThan(500);
    expect(await count(`SELECT count(*) FROM ach_mandate WHERE revoked_at IS NOT NULL`)).toBe(1);
    expect(await count(`SELECT count(*) FROM ach_mandate WHERE needs_new_authorization`)).toBe(1);
  });

  it('keeps no account number readable: only the cipher (decrypting to digits ending in the last 4)', async () => {
    const cipher = new PiiCipher(TEST_PII_KEY);
    for (const table of ['ach_mandate', 'ach_entry']) {
      const found = await rows<{ account_number_cipher: string; account_last4: string }>(
        `SELECT account_number_cipher, account_last4 FROM ${table} ORDER BY id LIMIT 200`,
      );
      expect(found.length).toBeGreaterThan(0);
      for (const row of found) {
        expect(row.account_number_cipher).toMatch(/^v1:/);
        expect(row.account_number_cipher).not.toMatch(/\d{8,}/);
        const plain = cipher.decrypt(row.account_number_cipher);
        expect(plain).toMatch(/^\d{8,12}$/);
        expect(plain.endsWith(row.account_last4)).toBe(true);
      }
    }
  });

  it('leaves batches in every state and purpose, made by the ACH Operator and approved by the ACH Approver', async () => {
    const states = await rows<{ status: string }>(`SELECT DISTINCT status FROM ach_batch`);
    expect(new Set(states.map((s) => s.status))).toEqual(
      new Set([
        'DRAFT',
        'PENDING_APPROVAL',
        'REJECTED',
        'FILE_GENERATED',
        'REOPEN_REQUESTED',
        'TRANSMITTED',
        'SETTLED',
        'CLOSED',
      ]),
    );
    const purposes = await rows<{ purpose: string }>(`SELECT DISTINCT purpose FROM ach_batch`);
    for (const purpose of ['COLLECTION', 'REINITIATION', 'REVERSAL'])
      expect(purposes.map((p) => p.purpose)).toContain(purpose);
    expect(ACH_BATCH_PURPOSES).toContain('REVERSAL');
    const people = await rows<{ maker: string; checker: string | null; rejecter: string | null }>(
      `SELECT mu.email AS maker, au.email AS checker, ru.email AS rejecter FROM ach_batch b
       JOIN app_user mu ON mu.id = b.created_by LEFT JOIN app_user au ON au.id = b.approved_by
       LEFT JOIN app_user ru ON ru.id = b.rejected_by`,
    );
    for (const p of people) {
      expect(p.maker).toMatch(/^tomas\.herrera@/);
      if (p.checker) expect(p.checker).toMatch(/^grace\.okafor@/);
      if (p.rejecter) expect(p.rejecter).toMatch(/^grace\.okafor@/);
    }
    expect(await count(`SELECT count(*) FROM ach_batch WHERE approved_by = created_by`)).toBe(0);
    expect(
      await count(`SELECT count(*) FROM ach_batch WHERE status = 'REJECTED' AND reject_reason IS NULL`),
    ).toBe(0);
    const reversal = await rows<{ entry_description: string; n: number }>(
      `SELECT b.entry_description, (SELECT count(*) FROM ach_entry e WHERE e.batch_id = b.id
         AND e.transaction_code NOT IN (22, 32))::int AS n FROM ach_batch b WHERE b.purpose = 'REVERSAL'`,
    );
    expect(reversal).toEqual([{ entry_description: 'REVERSAL', n: 0 }]);
  });

  it('holds each batch’s totals and entry hash equal to its entries (held ones left out), to the cent', async () => {
    const mismatched = await rows<{ batch_name: string }>(`
      SELECT b.batch_name FROM ach_batch b LEFT JOIN LATERAL (
        SELECT count(*) AS n,
          coalesce(sum(amount) FILTER (WHERE transaction_code IN (27, 28, 37, 38)), 0) AS debit,
          coalesce(sum(amount) FILTER (WHERE transaction_code IN (22, 23, 32, 33)), 0) AS credit,
          coalesce(sum(substr(routing_number, 1, 8)::bigint), 0) % 10000000000 AS hash
        FROM ach_entry e WHERE e.batch_id = b.id AND e.status <> 'HELD') t ON true
      WHERE b.entry_count <> t.n OR b.debit_total <> t.debit OR b.credit_total <> t.credit
        OR b.entry_hash <> t.hash OR b.entry_count = 0`);
    expect(mismatched).toEqual([]);
    expect(await count(`SELECT count(*) FROM ach_entry WHERE status = 'HELD'`)).toBeGreaterThan(0);
  });

  it('numbers sent entries with unique traces from the ODFI, and moves ach_trace_seq past them', async () => {
    expect(
      await count(`SELECT count(*) FROM ach_entry e JOIN ach_batch b ON b.id = e.batch_id
        WHERE b.status IN ('SETTLED', 'CLOSED', 'TRANSMITTED', 'FILE_GENERATED', 'REOPEN_REQUESTED')
          AND e.status <> 'HELD' AND (e.trace_number IS NULL OR e.trace_number !~ '^09100001[0-9]{7}$')`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) FROM ach_entry e JOIN ach_batch b ON b.id = e.batch_id
        WHERE b.status IN ('DRAFT', 'PENDING_APPROVAL', 'REJECTED') AND e.trace_number IS NOT NULL`),
    ).toBe(0);
    expect(
      await count(
        `SELECT count(*) - count(DISTINCT trace_number) FROM ach_entry WHERE trace_number IS NOT NULL`,
      ),
    ).toBe(0);
    const [seq] = await rows<{ next: string }>(`SELECT nextval('ach_trace_seq')::text AS next`);
    const [max] = await rows<{ max: string }>(
      `SELECT max(substr(trace_number, 9)::int)::text AS max FROM ach_entry`,
    );
    expect(Number(seq!.next)).toBeGreaterThan(Number(max!.max));
    expect(
      await count(`SELECT count(*) FROM ach_batch WHERE file_id_modifier = 'B' AND id IN
        (SELECT batch_id FROM ach_reopen_request WHERE status = 'APPROVED')`),
    ).toBe(1);
    expect(
      await count(`SELECT count(*) FROM ach_reopen_request r JOIN ach_batch b ON b.id = r.batch_id
        WHERE r.status = 'PENDING' AND b.status = 'REOPEN_REQUESTED'`),
    ).toBe(1);
  });

  it('stores the real NACHA file of every batch that went to file, hashed over its bytes, and none for the rest', async () => {
    const cipher = new PiiCipher(TEST_PII_KEY);
    const store = databaseFileStore(database.db);
    const filed = await rows<{
      id: number;
      batch_name: string;
      status: string;
      file_name: string;
      file_hash: string;
      file_id: number | null;
      file_id_modifier: string;
      stored_name: string | null;
      debit_total: string;
      credit_total: string;
      entry_count: number;
    }>(`SELECT b.id, b.batch_name, b.status, b.file_name, b.file_hash, b.file_id, b.file_id_modifier,
          f.name AS stored_name, b.debit_total::text AS debit_total, b.credit_total::text AS credit_total,
          b.entry_count FROM ach_batch b LEFT JOIN stored_file f ON f.id = b.file_id AND f.complete
          AND f.menu = 'ACH' AND f.expires_at > now() WHERE b.file_name IS NOT NULL ORDER BY b.id`);
    expect(new Set(filed.map((b) => b.status))).toEqual(
      new Set(['FILE_GENERATED', 'REOPEN_REQUESTED', 'TRANSMITTED', 'SETTLED', 'CLOSED']),
    );
    for (const batch of filed) {
      expect(batch.file_id, batch.batch_name).not.toBeNull();
      expect(batch.stored_name).toBe(batch.file_name);
      expect(batch.file_name).toBe(`${batch.batch_name}-${batch.file_id_modifier}.ach`);
      const chunks: Uint8Array[] = [];
      for await (const chunk of store.open(batch.file_id!)) chunks.push(chunk);
      const bytes = Buffer.concat(chunks);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(batch.file_hash);
      const read = readAchFile(bytes.toString('latin1'));
      expect(read.problems, batch.batch_name).toEqual([]);
      expect(read.computed.debitCents).toBe(Math.round(Number(batch.debit_total) * 100));
      expect(read.computed.creditCents).toBe(Math.round(Number(batch.credit_total) * 100));
      const inFile = read.batches.flatMap((b) => b.entries);
      const sent = await rows<{ trace_number: string; account_number_cipher: string; amount: string }>(
        `SELECT trace_number, account_number_cipher, amount::text AS amount FROM ach_entry
         WHERE batch_id = ${batch.id} AND status <> 'HELD' ORDER BY id`,
      );
      expect(inFile.map((e) => e.traceNumber)).toEqual(sent.map((e) => e.trace_number));
      expect(inFile.map((e) => e.accountNumber.trim())).toEqual(
        sent.map((e) => cipher.decrypt(e.account_number_cipher)),
      );
    }
    expect(
      await count(`SELECT count(*) FROM ach_batch WHERE status IN ('DRAFT', 'PENDING_APPROVAL', 'REJECTED')
        AND (file_name IS NOT NULL OR file_id IS NOT NULL OR file_hash IS NOT NULL)`),
    ).toBe(0);
  });

  it('ties each settled entry to its invoice’s ACH payment by trace number', async () => {
    expect(
      await count(`SELECT count(*) FROM ach_entry e WHERE e.status = 'SETTLED' AND e.invoice_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM payment p WHERE p.invoice_id = e.invoice_id AND p.method = 'ACH'
          AND p.status = 'APPLIED' AND p.reference = e.trace_number)`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) FROM ach_entry e JOIN invoice i ON i.id = e.invoice_id
        WHERE e.status = 'SETTLED' AND i.status <> 'PAID'`),
    ).toBe(0);
  });

  it('posts one return file: R01s (one reinitiated and paid), R07 revoking, R03, R08, C01 and C02 applied', async () => {
    const posted = await rows<{ kind: string; code: string; outcome: string; status: string }>(
      `SELECT r.kind, r.code, r.outcome, e.status FROM ach_return r JOIN ach_entry e ON e.id = r.entry_id ORDER BY r.id`,
    );
    expect(posted.map((r) => r.code)).toEqual(['R01', 'R01', 'R01', 'R07', 'R03', 'R08', 'C01', 'C02']);
    for (const r of posted) {
      expect(r.status).toBe(r.kind === 'RETURN' ? 'RETURNED' : 'SETTLED');
      expect(r.outcome.length).toBeGreaterThan(20);
    }
    const [file] = await rows<{ return_count: number; noc_count: number }>(
      `SELECT return_count, noc_count FROM ach_return_file`,
    );
    expect(file).toEqual({ return_count: 6, noc_count: 2 });
    // The returned invoices are open again, except the reinitiated one, paid by its second presentment.
    const invoices = await rows<{ code: string; status: string; balance: string; retried: boolean }>(
      `SELECT e.return_code AS code, i.status, i.balance::text AS balance,
         EXISTS (SELECT 1 FROM ach_entry x WHERE x.reinitiation_of_entry_id = e.id AND x.presentment = 2
           AND x.status = 'SETTLED') AS retried
       FROM ach_entry e JOIN invoice i ON i.id = e.invoice_id WHERE e.status = 'RETURNED' ORDER BY e.id`,
    );
    expect(invoices.filter((i) => i.retried)).toHaveLength(1);
    for (const i of invoices) {
      if (i.retried) expect(i.status).toBe('PAID');
      else expect(['SENT', 'POSTED', 'PARTIALLY_PAID']).toContain(i.status);
      if (!i.retried) expect(Number(i.balance)).toBeGreaterThan(0);
    }
    expect(
      await count(
        `SELECT count(*) FROM ach_batch WHERE purpose = 'REINITIATION' AND entry_description = 'RETRY PMT'`,
      ),
    ).toBe(1);
    // Amount paid still equals the applied payments on every invoice the returns touched.
    expect(
      await count(`SELECT count(*) FROM invoice i WHERE i.id IN (SELECT invoice_id FROM ach_entry WHERE status = 'RETURNED')
        AND i.amount_paid <> coalesce((SELECT sum(amount) FROM payment p WHERE p.invoice_id = i.id AND p.status = 'APPLIED'), 0)`),
    ).toBe(0);
    const nocs = await rows<{ last_noc_code: string }>(
      `SELECT last_noc_code FROM ach_mandate WHERE last_noc_code IS NOT NULL ORDER BY last_noc_code`,
    );
    expect(nocs.map((n) => n.last_noc_code)).toEqual(['C01', 'C02']);
  });

  it('keeps an invoice in at most one live entry and fits in a second or two', async () => {
    expect(
      await count(`SELECT count(*) FROM (SELECT invoice_id FROM ach_entry WHERE invoice_id IS NOT NULL
        AND status IN ('SCHEDULED', 'SENT', 'SETTLED') GROUP BY invoice_id HAVING count(*) > 1) d`),
    ).toBe(0);
    expect(seconds).toBeLessThan(10);
  });

  it('matches the committed demo return file, which imports with every line matched and both NOCs applied', async () => {
    const cipher = new PiiCipher(TEST_PII_KEY);
    const text = await demoReturnFileText(database.db, (stored) => cipher.decrypt(stored), '2026-11-21');
    if (process.env.WRITE_ACH_FIXTURES === '1') writeFileSync(DEMO_RETURNS_FIXTURE, text);
    expect(readFileSync(DEMO_RETURNS_FIXTURE, 'utf8')).toBe(text);
    expect(readAchFile(text).problems).toEqual([]);
    const read = readReturnFile(new TextEncoder().encode(text), '2026-11-21');
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    const maker = await rows<{ id: number }>(`SELECT created_by AS id FROM ach_batch LIMIT 1`);
    const posted = await database.db.transaction().execute((trx) =>
      postReturnFile(
        trx,
        {
          fileName: 'demo-seed-returns.ach',
          fileHash: 'f'.repeat(64),
          source: 'UPLOAD',
          importedBy: maker[0]!.id,
          lines: read.lines,
          now: new Date('2026-11-23T15:00:00Z'),
        },
        { cipher, settings: achSettingsOf() },
      ),
    );
    const [file] = await rows<{
      return_count: number;
      noc_count: number;
      unmatched_count: number;
      duplicate_count: number;
    }>(
      `SELECT return_count, noc_count, unmatched_count, duplicate_count FROM ach_return_file WHERE id = ${posted.id}`,
    );
    expect(file).toEqual({ return_count: 4, noc_count: 2, unmatched_count: 0, duplicate_count: 0 });
    const outcomes = await rows<{ code: string; outcome: string }>(
      `SELECT code, outcome FROM ach_return WHERE return_file_id = ${posted.id} AND kind = 'NOC'`,
    );
    expect(outcomes).toHaveLength(2);
    expect(await count(`SELECT count(*) FROM ach_mandate WHERE last_noc_code IN ('C01', 'C05')`)).toBe(3);
  });
});
