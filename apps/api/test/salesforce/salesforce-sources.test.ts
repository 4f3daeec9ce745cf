import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  demoOrgRecords,
  DEMO_ORG_SIZE,
  demoSalesforceSource,
} from '../../src/features/salesforce/demo-salesforce-org.ts';
import { salesforceRestSource, soqlFor } from '../../src/features/salesforce/salesforce-rest-client.ts';
import { isSalesforceId18, toSalesforceId18 } from '../../src/features/salesforce/salesforce-id.ts';
import { ADMIN_EMAIL, createTestApp } from '../support/test-app.ts';

const options = { clientId: 'id', clientSecret: 'secret', apiVersion: '62.0' };

async function drain(iterable: AsyncIterable<unknown[]>) {
  let total = 0;
  for await (const page of iterable) total += page.length;
  return total;
}

describe('Salesforce ids', () => {
  it('adds the case checksum Salesforce documents (001A0000006Vm9r -> ...IAC)', () => {
    expect(toSalesforceId18('001A0000006Vm9r')).toBe('001A0000006Vm9rIAC');
    expect(isSalesforceId18('001A0000006Vm9rIAC')).toBe(true);
    expect(isSalesforceId18('001a0000006Vm9rIAC')).toBe(false);
    expect(isSalesforceId18('001A0000006Vm9r')).toBe(false);
    expect(isSalesforceId18(42)).toBe(false);
  });
});

describe('the REST client', () => {
  it('writes SOQL with an unquoted UTC bound', () => {
    expect(soqlFor('Account', new Date('2026-02-03T04:05:06.789Z'))).toBe(
      'SELECT Id, Name, Phone, BillingCity, BillingState, BillingPostalCode, LastModifiedDate FROM Account ' +
        'WHERE LastModifiedDate >= 2026-02-03T04:05:06Z ORDER BY LastModifiedDate, Id',
    );
  });

  it('names an unreachable org', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const source = salesforceRestSource({ ...options, url: `http://127.0.0.1:${port}` });
    await expect(drain(source.changes('User', null))).rejects.toThrow(
      'Salesforce could not be reached for the sign-in (ECONNREFUSED).',
    );
  });

  it('gives up on a silent org after its timeout', async () => {
    const server = createServer(() => {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const source = salesforceRestSource({ ...options, url: `http://127.0.0.1:${port}`, timeoutMs: 200 });
      await expect(drain(source.changes('User', null))).rejects.toThrow(
        'Salesforce did not answer the sign-in within 0.2 s.',
      );
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('says so when the answer is not JSON', async () => {
    const server = createServer((_req, res) => res.end('<html>maintenance</html>'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const source = salesforceRestSource({ ...options, url: `http://127.0.0.1:${port}` });
      await expect(drain(source.changes('User', null))).rejects.toThrow(
        'Salesforce sent an answer to the sign-in that is not JSON.',
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the built-in demo org', () => {
  it('is the same on every machine and has valid ids throughout', () => {
    const org = demoOrgRecords();
    expect(demoOrgRecords()).toEqual(org);
    expect([org.User.length, org.Account.length, org.Opportunity.length]).toEqual([
      DEMO_ORG_SIZE.users,
      DEMO_ORG_SIZE.accounts,
      DEMO_ORG_SIZE.opportunities,
    ]);
    const ids = [...org.User, ...org.Account, ...org.Opportunity].map((record) => record.id);
    expect(ids.every(isSalesforceId18)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(org.Opportunity.every((o) => /^\d+\.\d{2}$/.test(o.amount ?? ''))).toBe(true);
  });

  it('serves only records modified since the bound', async () => {
    const source = demoSalesforceSource({ users: 3, accounts: 10, opportunities: 10 });
    const all = await drain(source.changes('Account', null));
    const org = demoOrgRecords({ users: 3, accounts: 10, opportunities: 10 });
    const later = await drain(source.changes('Account', new Date(org.Account[6]!.lastModified)));
    expect([all, later]).toEqual([10, 4]);
  });

  it('is what a sync reads when no org is configured, and a repeat changes nothing', async () => {
    const t = await createTestApp({
      signInAs: ADMIN_EMAIL,
      salesforce: { source: demoSalesforceSource({ users: 4, accounts: 30, opportunities: 40 }) },
    });
    try {
      const first = await t.json('/api/mdmApplication', { method: 'POST' });
      expect(first.body).toMatchObject({ status: 'succeeded', source: 'demo', fetched: 74, created: 74 });
      const second = await t.json('/api/mdmApplication', { method: 'POST' });
      expect(second.body).toMatchObject({ status: 'succeeded', created: 0, updated: 0 });
    } finally {
      await t.close();
    }
  });
});
