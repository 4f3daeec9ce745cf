import { earliestEffectiveDate } from '@lendline/ach-rules';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { achSettingsOf } from '../../src/features/ach/index.ts';
import { signIn, type TestApp } from '../support/test-app.ts';
import { auth, post } from '../portfolio/portfolio-support.ts';

/** Demo accounts of the ACH walk (db/seed/demo-roles.ts). */
export const ACH_ACCOUNTS = {
  admin: 'avery.collins@example.com', // everything
  operator: 'tomas.herrera@example.com', // ACH view, create, download
  approver: 'grace.okafor@example.com', // ACH view, create
  auditor: 'elena.petrova@example.com', // ACH view, download: no writes
  sales: 'siobhan.obrien@example.com', // no ACH at all
} as const;
export type AchAccount = keyof typeof ACH_ACCOUNTS;

export async function signInAch(t: TestApp): Promise<Record<AchAccount, string>> {
  const tokens = {} as Record<AchAccount, string>;
  for (const [who, email] of Object.entries(ACH_ACCOUNTS))
    tokens[who as AchAccount] = await signIn(t.request, email);
  return tokens;
}

/** The earliest effective date a standard batch may carry now, with the default settings' cut-off. */
export const earliestNow = () => earliestEffectiveDate(new Date(), achSettingsOf().cutoff);

/** A valid mandate body for a contract; `routingNumber` 091000019 and 021000021 pass the check digit. */
export const mandateBody = (contractId: number, overrides: Record<string, unknown> = {}) => ({
  contractId,
  accountHolderName: 'Test Holder LLC',
  routingNumber: '021000021',
  accountNumber: '987654321012',
  accountType: 'CHECKING',
  authorizedAt: '2026-10-01',
  authMethod: 'WRITTEN',
  ...overrides,
});

/**
 * Contracts with open invoices (balance left, not draft or void), the ones a build could collect,
 * `count` of them, lowest id first, excluding `skip`.
 */
export async function contractsWithOpenInvoices(
  t: TestApp,
  count: number,
  skip: number[] = [],
): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select c.id from contract c
    where exists (select 1 from invoice i where i.contract_id = c.id and i.balance > 0
      and i.status not in ('DRAFT', 'VOID'))
      and not (c.id = any(${[0, ...skip]}))
      and not exists (select 1 from ach_mandate m where m.contract_id = c.id)
    order by c.id limit ${count}`.execute(t.database.db);
  return rows.map((row) => Number(row.id));
}

export async function createMandate(t: TestApp, token: string, contractId: number, overrides = {}) {
  const created = await t.json('/api/ach-mandates', post(token, mandateBody(contractId, overrides)));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: number; secCode: string; accountLast4: string };
}

/** Starts a build and waits for its run to succeed; answers the finished run. */
export async function build(t: TestApp, token: string, body: Record<string, unknown>) {
  const started = await t.json('/api/ach-batches/build', post(token, body));
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  await t.jobs.finished(started.body.jobRun.id, 60_000);
  const run = (await t.json(`/api/job-runs/${started.body.jobRun.id}`, auth(token))).body;
  expect(run.status, t.logLines.filter((line) => line.includes('"error"')).join('\n')).toBe('succeeded');
  return run;
}
