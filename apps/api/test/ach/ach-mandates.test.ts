import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PiiCipher } from '../../src/features/credit-applications/pii-cipher.ts';
import { createTestApp, q, type TestApp } from '../support/test-app.ts';
import { TEST_PII_KEY } from '../support/test-constants.ts';
import { auth, post, SETUP_TIMEOUT_MS } from '../portfolio/portfolio-support.ts';
import {
  contractsWithOpenInvoices,
  createMandate,
  mandateBody,
  signInAch,
  type AchAccount,
} from './ach-support.ts';

// Issue 24 item 1: a contract's mandate. The account number is stored encrypted with the PII key and
// never crosses the wire or reaches a log: only its last 4. A routing number must pass its ABA check
// digit; the SEC code defaults from the lessee (sole proprietor PPD, else CCD); one mandate in force per
// contract; only ACH create writes.

let t: TestApp;
let tokens: Record<AchAccount, string>;
let contracts: number[];
const ACCOUNT = '55512349876';

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAch(t);
  contracts = await contractsWithOpenInvoices(t, 6);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('POST /ach-mandates', () => {
  it('stores the account number encrypted, answers and lists its last 4 only, logs nothing of it', async () => {
    const created = await t.request(
      '/api/ach-mandates',
      post(tokens.operator, mandateBody(contracts[0]!, { accountNumber: ACCOUNT })),
    );
    const text = await created.text();
    expect(created.status, text).toBe(201);
    expect(text).not.toContain(ACCOUNT);
    const body = JSON.parse(text);
    expect(body).toMatchObject({ contractId: contracts[0], accountLast4: '9876', prenoteStatus: 'REQUIRED' });
    expect(body).not.toHaveProperty('accountNumber');

    const stored = await t.database.db
      .selectFrom('ach_mandate')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(stored.account_number_cipher).not.toContain(ACCOUNT);
    expect(new PiiCipher(TEST_PII_KEY).decrypt(stored.account_number_cipher)).toBe(ACCOUNT);

    for (const path of [
      `/api/ach-mandates/${body.id}`,
      `/api/ach-mandates?filter=${q({ where: { contractId: contracts[0] } })}`,
    ]) {
      const read = await t.request(path, auth(tokens.auditor));
      expect(read.status).toBe(200);
      expect(await read.text()).not.toContain(ACCOUNT);
    }
    const audit = await sql<{ after: unknown }>`select after from audit_event
      where entity = 'AchMandate' and entity_id = ${String(body.id)}`.execute(t.database.db);
    expect(audit.rows).toHaveLength(1);
    expect(JSON.stringify(audit.rows)).not.toContain(ACCOUNT);
    expect(t.logLines.join('\n')).not.toContain(ACCOUNT);
  });

  it('defaults the SEC code from the lessee: PPD for a sole proprietor, CCD otherwise', async () => {
    await sql`update customer set entity_type = 'SOLE_PROPRIETOR'
      where id = (select customer_id from contract where id = ${contracts[1]})`.execute(t.database.db);
    await sql`update customer set entity_type = 'LLC'
      where id = (select customer_id from contract where id = ${contracts[2]})`.execute(t.database.db);
    expect((await createMandate(t, tokens.approver, contracts[1]!)).secCode).toBe('PPD');
    expect((await createMandate(t, tokens.approver, contracts[2]!)).secCode).toBe('CCD');
  });

  it('refuses a second mandate in force (409) until the first is revoked', async () => {
    const again = await t.json('/api/ach-mandates', post(tokens.operator, mandateBody(contracts[2]!)));
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('MANDATE_IN_FORCE');
    const { rows } = await sql<{
      id: number;
    }>`select id from ach_mandate where contract_id = ${contracts[2]}`.execute(t.database.db);
    const revoked = await t.json(
      `/api/ach-mandates/${rows[0]!.id}/revoke`,
      post(tokens.operator, { reason: 'Lessee closed the account' }),
    );
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.body).toMatchObject({ revokedReason: 'Lessee closed the account' });
    expect(revoked.body.revokedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const twice = await t.json(
      `/api/ach-mandates/${rows[0]!.id}/revoke`,
      post(tokens.operator, { reason: 'again' }),
    );
    expect(twice.status).toBe(409);
    await createMandate(t, tokens.operator, contracts[2]!);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a routing number failing its check digit', { routingNumber: '021000022' }, '/routingNumber'],
    ['a routing number of 8 digits', { routingNumber: '02100002' }, '/routingNumber'],
    ['a routing number as a number', { routingNumber: 21000021 }, '/routingNumber'],
    ['an account number of 3 digits', { accountNumber: '123' }, '/accountNumber'],
    ['an account number of 18 digits', { accountNumber: '1'.repeat(18) }, '/accountNumber'],
    ['an account number with letters', { accountNumber: '12AB5678' }, '/accountNumber'],
    ['an unknown account type', { accountType: 'BROKERAGE' }, '/accountType'],
    ['an unknown SEC code', { secCode: 'WEB' }, '/secCode'],
    ['an authorisation in the future', { authorizedAt: '2099-01-01' }, '/authorizedAt'],
    ['no such day', { authorizedAt: '2026-02-30' }, '/authorizedAt'],
    ['an unknown contract', { contractId: 2_000_000_000 }, '/contractId'],
    ['a contract id as text', { contractId: '1' }, '/contractId'],
    ['a blank holder', { accountHolderName: '   ' }, '/accountHolderName'],
    ['an unknown property', { accountNumberPlain: '1234' }, ''],
  ])('refuses %s with 422 naming the field', async (_what, change, path) => {
    const refused = await t.json(
      '/api/ach-mandates',
      post(tokens.operator, mandateBody(contracts[3]!, change)),
    );
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.error.statusCode).toBe(422);
    const paths = (refused.body.error.details as { path: string }[]).map((detail) => detail.path);
    if (path) expect(paths).toContain(path);
    expect(JSON.stringify(refused.body)).not.toContain('987654321012');
  });

  it('lets ACH create write and ACH view read; others are refused with 403', async () => {
    const refused = await t.json('/api/ach-mandates', post(tokens.auditor, mandateBody(contracts[4]!)));
    expect(refused.status).toBe(403);
    expect((await t.json('/api/ach-mandates', post(tokens.sales, mandateBody(contracts[4]!)))).status).toBe(
      403,
    );
    expect((await t.json('/api/ach-mandates/count', auth(tokens.sales))).status).toBe(403);
    expect((await t.json('/api/ach-mandates/count', auth(tokens.auditor))).status).toBe(200);
    const { rows } = await sql<{ id: number }>`select id from ach_mandate order by id limit 1`.execute(
      t.database.db,
    );
    const revoke = await t.json(
      `/api/ach-mandates/${rows[0]!.id}/revoke`,
      post(tokens.auditor, { reason: 'nope' }),
    );
    expect(revoke.status).toBe(403);
    expect(
      await sql`select 1 from ach_mandate where contract_id = ${contracts[4]}`.execute(t.database.db),
    ).toMatchObject({
      rows: [],
    });
  });

  it.each<[string, string, RequestInit | undefined, number]>([
    ['a word for an id', '/api/ach-mandates/abc', undefined, 400],
    ['an id past the integer range', '/api/ach-mandates/99999999999', undefined, 400],
    ['a missing mandate', '/api/ach-mandates/2000000000', undefined, 404],
    ['a filter that is not JSON', '/api/ach-mandates?filter=%7Bnope', undefined, 400],
    [
      'an unknown field in a filter',
      `/api/ach-mandates?filter=${q({ where: { accountNumber: '1' } })}`,
      undefined,
      400,
    ],
    ['a wrong type in a filter', `/api/ach-mandates?filter=${q({ where: { id: 'x' } })}`, undefined, 400],
    [
      'an unknown operator',
      `/api/ach-mandates?filter=${q({ where: { id: { $where: 1 } } })}`,
      undefined,
      400,
    ],
    ['a body that is an array', '/api/ach-mandates', { method: 'POST', body: '[]' }, 422],
    ['a body that is not JSON', '/api/ach-mandates', { method: 'POST', body: '{' }, 400],
    ['a revoke without a reason', '/api/ach-mandates/1/revoke', { method: 'POST', body: '{}' }, 422],
  ])('answers %s with the LoopBack envelope, never 500', async (_what, path, init, status) => {
    const response = await t.request(
      path,
      auth(tokens.operator, {
        ...init,
        headers: init?.body ? { 'Content-Type': 'application/json' } : {},
      }),
    );
    const body = (await response.json()) as { error: { statusCode: number; message: string } };
    expect(response.status, JSON.stringify(body)).toBe(status);
    expect(body.error.statusCode).toBe(status);
    expect(typeof body.error.message).toBe('string');
  });
});
