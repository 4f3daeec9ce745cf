import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProxiedTestApp, type ProxiedTestApp } from '../support/proxied-test-app.ts';
import { PLAIN, postJson, validApplication, VENDOR_MANAGER_EMAIL } from './credit-application-support.ts';

let t: ProxiedTestApp;
let applicationId: number;
let referenceNumber: string;
let manager: string;

/** Every text-like column of every table, with how often `value` appears in it. */
async function whereTheValueAppears(value: string): Promise<string[]> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public'
      and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`.execute(t.db);
  const found: string[] = [];
  for (const { table_name, column_name } of columns.rows) {
    const hits = await sql<{ n: string | number }>`
      select count(*) as n from ${sql.table(table_name)}
      where position(${value} in ${sql.ref(column_name)}::text) > 0`.execute(t.db);
    if (Number(hits.rows[0]!.n) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

beforeAll(async () => {
  t = await createProxiedTestApp();
  const body = validApplication();
  const answer = await t.json('/widget-api/v1/credit-applications', { ...postJson(body), from: '10.60.0.1' });
  expect(answer.status).toBe(201);
  referenceNumber = answer.body.referenceNumber;
  applicationId = (
    await t.db
      .selectFrom('credit_application')
      .select('id')
      .where('reference_number', '=', answer.body.referenceNumber)
      .executeTakeFirstOrThrow()
  ).id;
  manager = await t.signIn(VENDOR_MANAGER_EMAIL);
  // Staff work the application the ways that write history, audit records and logs.
  const patched = await t.request(`/api/credit-applications/${applicationId}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: 'received' }),
    token: manager,
  });
  expect(patched.status).toBe(204);
  for (const field of ['fein', 'bankAccount', 'bankRouting']) {
    const reveal = await t.json(`/api/credit-applications/${applicationId}/reveal`, {
      ...postJson({ field }),
      token: manager,
    });
    expect(reveal.status).toBe(200);
  }
  for (const field of ['ssn', 'dateOfBirth']) {
    const reveal = await t.json(`/api/credit-applications/${applicationId}/reveal`, {
      ...postJson({ field, owner: 0 }),
      token: manager,
    });
    expect(reveal.status).toBe(200);
  }
  await t.request(`/api/credit-applications/export.csv`, { token: manager });
  await t.settle();
});
afterAll(async () => {
  await t?.close();
});

describe('personal numbers at rest', () => {
  it('stores them only as v1: ciphertext beside their last four digits', async () => {
    const row = await t.db
      .selectFrom('credit_application')
      .select(['fein_enc', 'fein_last4', 'bank_account_enc', 'bank_routing_enc'])
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    for (const stored of [row.fein_enc, row.bank_account_enc!, row.bank_routing_enc!]) {
      expect(stored).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
    }
    expect(row.fein_last4).toBe('6789');
    const owners = await t.db
      .selectFrom('credit_application_owner')
      .select(['ssn_enc', 'dob_enc'])
      .where('application_id', '=', applicationId)
      .execute();
    for (const owner of owners) {
      expect(owner.ssn_enc).toMatch(/^v1:/);
      expect(owner.dob_enc).toMatch(/^v1:/);
    }
    // A fresh IV per value: the same number twice never looks alike.
    expect(new Set(owners.map((owner) => owner.ssn_enc)).size).toBe(owners.length);
  });

  it('leaves no plain SSN, date of birth, FEIN or bank number in any text column of the database', async () => {
    // The search does find what is stored in plain, so an empty answer below means something.
    expect(await whereTheValueAppears('Reyes Landscaping LLC')).toContain('credit_application.legal_name');
    for (const plain of [
      PLAIN.ssn,
      PLAIN.ssnDigits,
      PLAIN.dateOfBirth,
      PLAIN.fein,
      PLAIN.feinDigits,
      PLAIN.bankAccount,
      PLAIN.bankRouting,
      PLAIN.secondSsn,
      PLAIN.secondDateOfBirth,
    ]) {
      expect(await whereTheValueAppears(plain), plain).toEqual([]);
    }
  });

  it('writes none of them to the log', () => {
    const log = t.logLines.join('\n');
    expect(log).toContain('credit application received');
    expect(log).toContain(referenceNumber);
    for (const plain of Object.values(PLAIN)) expect(log).not.toContain(plain);
  });
});
