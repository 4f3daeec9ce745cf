import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toSalesforceId18 } from '../../src/features/salesforce/salesforce-id.ts';
import { ADMIN_EMAIL, createTestApp, q, signIn, type TestApp } from '../support/test-app.ts';
import { startSalesforceStandIn, type SalesforceStandIn } from './salesforce-stand-in.ts';

const id = (prefix: string, n: number) => toSalesforceId18(`${prefix}D00000${String(n).padStart(6, '0')}`);
const at = (day: number) =>
  `2026-0${1 + Math.floor(day / 28)}-${String(1 + (day % 28)).padStart(2, '0')}T10:00:00.000+0000`;

function fillOrg(org: SalesforceStandIn) {
  org.records.User = [1, 2, 3].map((n) => ({
    Id: id('005', n),
    Name: `Rep ${n}`,
    Email: `rep${n}@lender.example.com`,
    IsActive: n !== 3,
    LastModifiedDate: at(n),
  }));
  org.records.Account = [1, 2, 3, 4, 5].map((n) => ({
    Id: id('001', n),
    Name: `Account ${n} LLC`,
    Phone: '(512) 555-0100',
    BillingCity: 'Austin',
    BillingState: 'TX',
    BillingPostalCode: '78701',
    LastModifiedDate: at(n + 3),
  }));
  org.records.Opportunity = [1, 2, 3, 4, 5, 6, 7].map((n) => ({
    Id: id('006', n),
    AccountId: id('001', 1 + (n % 5)),
    OwnerId: id('005', 1 + (n % 3)),
    Name: `Deal ${n}`,
    StageName: 'Funded',
    Amount: 48250 + n / 4,
    CloseDate: '2026-03-31',
    LastModifiedDate: at(n + 10),
  }));
}

let org: SalesforceStandIn;
let t: TestApp;
beforeAll(async () => {
  org = await startSalesforceStandIn({ pageSize: 2 });
  t = await createTestApp({ signInAs: ADMIN_EMAIL, salesforceUrl: org.url });
});
afterAll(async () => {
  await t.close();
  await org.close();
});

const sync = () => t.json('/api/mdmApplication', { method: 'POST' });
const runs = () => t.json(`/api/salesforce-sync-runs?filter=${encodeURIComponent('{"order":"id DESC"}')}`);

describe('POST /api/mdmApplication against a Salesforce stand-in', () => {
  beforeEach(() => org.heal());

  it('signs in with client credentials, follows every page and mirrors each record', async () => {
    fillOrg(org);
    const { status, body } = await sync();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      source: 'salesforce',
      status: 'succeeded',
      fetched: 15,
      created: 15,
      updated: 0,
    });
    expect(body.counts.Opportunity).toEqual({ fetched: 7, created: 7, updated: 0, rejected: 0 });
    expect(org.queries[0]).toBe(
      'SELECT Id, Name, Email, IsActive, LastModifiedDate FROM User ORDER BY LastModifiedDate, Id',
    );
    const deal = await t.database.db
      .selectFrom('sf_opportunity')
      .selectAll()
      .where('id', '=', id('006', 2))
      .executeTakeFirstOrThrow();
    expect(deal).toMatchObject({
      account_id: id('001', 3),
      owner_id: id('005', 3),
      name: 'Deal 2',
      amount: '48250.50',
    });
    const rep3 = await t.database.db
      .selectFrom('sf_user')
      .selectAll()
      .where('id', '=', id('005', 3))
      .executeTakeFirstOrThrow();
    expect(rep3.is_active).toBe(false);
  });

  it('asks only for changes since the checkpoint and counts nothing twice', async () => {
    org.queries.length = 0;
    const { status, body } = await sync();
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'succeeded', created: 0, updated: 0 });
    expect(org.queries[2]).toContain('WHERE LastModifiedDate >= 2026-01-18T10:00:00Z');
    const { total } = await t.database.db
      .selectFrom('sf_opportunity')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    expect(Number(total)).toBe(7);
  });

  it('updates a record changed in Salesforce and adds a new one', async () => {
    const account = org.records.Account![4]!;
    account.Name = 'Account 5 Holdings Inc.';
    account.LastModifiedDate = at(30);
    org.records.Account!.push({ Id: id('001', 6), Name: 'Account 6 Co.', LastModifiedDate: at(31) });
    const { body } = await sync();
    expect(body.counts.Account).toMatchObject({ created: 1, updated: 1 });
    const row = await t.database.db
      .selectFrom('sf_account')
      .select('name')
      .where('id', '=', id('001', 5))
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Account 5 Holdings Inc.');
  });

  it('renews an expired token once and carries on', async () => {
    org.expireTokens();
    const before = org.state.tokenRequests;
    const { status } = await sync();
    expect(status).toBe(200);
    expect(org.state.tokenRequests).toBe(before + 1);
  });

  it('records a Salesforce failure in the run, keeps what was committed, and resumes next time', async () => {
    org.records.Opportunity!.push({
      Id: id('006', 8),
      Name: 'Deal 8',
      StageName: 'Approved',
      LastModifiedDate: at(40),
    });
    org.records.Account!.push({ Id: id('001', 7), Name: 'Account 7', LastModifiedDate: at(41) });
    org.failOn('Opportunity', { status: 503, body: [{ errorCode: 'SERVER_UNAVAILABLE', message: 'down' }] });
    const failed = await sync();
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ error: { statusCode: 502, message: 'Bad Gateway' } });
    const [latest] = (await runs()).body;
    expect(latest).toMatchObject({
      status: 'failed',
      error: 'Salesforce refused the Opportunity query (SERVER_UNAVAILABLE).',
    });
    expect(latest.counts.Account.created).toBe(1);
    expect(
      await t.database.db
        .selectFrom('sf_account')
        .select('id')
        .where('id', '=', id('001', 7))
        .executeTakeFirst(),
    ).toBeTruthy();

    org.heal();
    const resumed = await sync();
    expect(resumed.body.counts.Opportunity).toMatchObject({ created: 1 });
  });

  it('mirrors good records and reports the ones it cannot take', async () => {
    org.records.Account!.push(
      { Id: '001D00000BROKEN', Name: 'Short id', LastModifiedDate: at(50) },
      { Id: id('001', 9), Name: '', LastModifiedDate: at(51) },
      { Id: id('001', 10), Name: 'Account 10', LastModifiedDate: at(52) },
    );
    const { body } = await sync();
    expect(body).toMatchObject({ status: 'succeeded', rejected: 2 });
    expect(body.counts.rejectedSamples).toEqual([
      { object: 'Account', id: '001D00000BROKEN', reason: 'not an 18-character Salesforce id' },
      { object: 'Account', id: id('001', 9), reason: 'missing or over-long name' },
    ]);
  });

  it('refuses to send the token to another host named by a next-page link', async () => {
    org.records.User!.push(
      { Id: id('005', 4), Name: 'Rep 4', IsActive: true, LastModifiedDate: at(60) },
      { Id: id('005', 5), Name: 'Rep 5', IsActive: true, LastModifiedDate: at(61) },
      { Id: id('005', 6), Name: 'Rep 6', IsActive: true, LastModifiedDate: at(62) },
    );
    org.state.nextRecordsUrlOverride = 'https://attacker.example.com/services/data/v62.0/query/x';
    try {
      expect((await sync()).status).toBe(502);
      expect((await runs()).body[0].error).toBe(
        'Salesforce sent a next-page link to another host for the User query.',
      );
    } finally {
      org.state.nextRecordsUrlOverride = undefined;
    }
  });

  it('says when the connected app credentials are refused, without repeating the secret', async () => {
    org.state.credentials.secret = 'rotated-in-salesforce';
    org.expireTokens();
    try {
      expect((await sync()).status).toBe(502);
      const [latest] = (await runs()).body;
      expect(latest.error).toBe(
        "Salesforce refused the sign-in (invalid_client); check the connected app's credentials.",
      );
      expect(JSON.stringify(latest) + t.logLines.join('\n')).not.toContain('lendline-test-secret');
    } finally {
      org.state.credentials.secret = 'lendline-test-secret';
    }
  });
});

describe('who may sync', () => {
  it('needs setupModule › Salesforce Sync › view', async () => {
    const token = await signIn(t.request, 'siobhan.obrien@example.com');
    const refused = await t.json('/api/mdmApplication', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status).toBe(403);
    expect(
      (await t.json('/api/salesforce-sync-runs', { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(403);
    const anonymous = { method: 'POST', headers: { authorization: '' } };
    expect((await t.request('/api/mdmApplication', anonymous)).status).toBe(401);
  });

  it('audits who started each run', async () => {
    const { body } = await sync();
    const event = await t.database.db
      .selectFrom('audit_event')
      .selectAll()
      .where('action', '=', 'salesforce-sync')
      .where('entity_id', '=', String(body.id))
      .executeTakeFirstOrThrow();
    expect(event.actor_id).not.toBeNull();
  });

  it('runs on the job engine: a job run for its starter, and a notification when it finishes', async () => {
    const { body } = await sync();
    const run = await t.database.db
      .selectFrom('salesforce_sync_run')
      .select('job_run_id')
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    const job = (await t.json(`/api/job-runs/${run.job_run_id}`)).body;
    expect(job).toMatchObject({
      type: 'salesforce-sync',
      status: 'succeeded',
      title: 'Salesforce Sync',
      cancellable: false,
    });
    expect(job.counts).toMatchObject({ fetched: body.fetched });
    const notes = (await t.json(`/api/notifications?filter=${q({ where: { jobRunId: run.job_run_id } })}`))
      .body;
    expect(notes).toEqual([
      expect.objectContaining({ kind: 'salesforce-sync-finished', title: 'Salesforce Sync finished' }),
    ]);
  });
});

describe('one run at a time', () => {
  it('joins the run in progress and answers 202 while a slow org keeps it running', async () => {
    const slow = await createTestApp({
      signInAs: ADMIN_EMAIL,
      salesforceUrl: org.url,
      salesforce: { waitMs: 50 },
    });
    try {
      org.state.delayMs = 150;
      const [first, second] = await Promise.all([
        slow.json('/api/mdmApplication', { method: 'POST' }),
        slow.json('/api/mdmApplication', { method: 'POST' }),
      ]);
      expect([first.status, second.status]).toEqual([202, 202]);
      expect(first.body.status).toBe('running');
      expect(second.body.id).toBe(first.body.id);
      org.state.delayMs = 0;
      await expect
        .poll(async () => (await slow.json(`/api/salesforce-sync-runs/${first.body.id}`)).body.status, {
          timeout: 15_000,
        })
        .toBe('succeeded');
      const { running } = await slow.database.db
        .selectFrom('salesforce_sync_run')
        .select(sql<number>`count(*) filter (where status = 'running')`.as('running'))
        .executeTakeFirstOrThrow();
      expect(Number(running)).toBe(0);
    } finally {
      org.state.delayMs = 0;
      await slow.close();
    }
  });
});
