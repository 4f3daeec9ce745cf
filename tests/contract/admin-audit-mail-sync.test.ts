import {
  auditEventRecord,
  countResult,
  mailOutboxRecord,
  salesforceSyncRunRecord,
  userRecord,
} from '@lendline/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectExactKeys, openContractHarness, rawJson, type ContractHarness } from './contract-client.ts';

let harness: ContractHarness;
beforeAll(async () => {
  harness = await openContractHarness();
});
afterAll(() => harness.close());

describe('the administration logs', () => {
  it("a Salesforce sync (POST /mdmApplication) answers the wire's run, and the runs list holds it", async () => {
    const { api } = harness;
    const run = await api.create('mdmApplication', {}, { schema: salesforceSyncRunRecord });
    expect(run.status).toBe('succeeded');
    expect(run.source).toBe('demo');
    const runs = await api.list(
      'salesforce-sync-runs',
      { order: ['id DESC'] },
      { schema: salesforceSyncRunRecord },
    );
    expect(runs[0]!.id).toBe(run.id);
    expect(runs[0]!.fetched).toBe(run.fetched);
    expectExactKeys(
      salesforceSyncRunRecord,
      (await rawJson(harness, '/api/salesforce-sync-runs')) as object[],
    );
    const { count } = await api.get('salesforce-sync-runs/count', undefined, { schema: countResult });
    expect(count).toBe(runs.length);
  });

  it("the audit log's list, count and record are the wire's", async () => {
    const { api } = harness;
    const rows = await api.list(
      'audit-events',
      { order: ['id DESC'], limit: 50 },
      { schema: auditEventRecord },
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.action === 'sign-in')).toBe(true);
    const one = await api.findById('audit-events', rows[0]!.id, undefined, { schema: auditEventRecord });
    expect(one.action).toBe(rows[0]!.action);
    const { count } = await api.get('audit-events/count', undefined, { schema: countResult });
    expect(count).toBeGreaterThanOrEqual(rows.length);
    expectExactKeys(
      auditEventRecord,
      (await rawJson(harness, '/api/audit-events?filter={"limit":50}')) as object[],
    );
  });

  it("the mail outbox's list, count and record are the wire's (an invitation in it)", async () => {
    const { api } = harness;
    // A new user is invited by mail: the outbox then holds at least that one.
    const invited = await api.create(
      'rgnts-apps-users',
      { firstName: 'Wire', lastName: 'Check', email: 'wire.check@example.com', isActive: true },
      { schema: userRecord },
    );
    expect(invited.emailVerified).toBe(false);
    const rows = await api.list('mail-outbox', { limit: 50 }, { schema: mailOutboxRecord });
    expect(rows.some((row) => row.kind === 'invite' && row.recipient === 'wire.check@example.com')).toBe(
      true,
    );
    const one = await api.findById('mail-outbox', rows[0]!.id, undefined, { schema: mailOutboxRecord });
    expect(one.subject).toBe(rows[0]!.subject);
    const { count } = await api.get('mail-outbox/count', undefined, { schema: countResult });
    expect(count).toBeGreaterThanOrEqual(rows.length);
    expectExactKeys(
      mailOutboxRecord,
      (await rawJson(harness, '/api/mail-outbox?filter={"limit":50}')) as object[],
    );
  });
});
