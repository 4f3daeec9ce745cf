import { healthStatus } from '@lendline/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectExactKeys, openContractHarness, rawJson, type ContractHarness } from './contract-client.ts';

let harness: ContractHarness;
beforeAll(async () => {
  harness = await openContractHarness();
});
afterAll(() => harness.close());

describe('Health (apps/api/src/features/health)', () => {
  it("the health answer is the wire's", async () => {
    const health = await harness.api.get('health', undefined, { schema: healthStatus });
    expect(health).toMatchObject({ status: 'ok', version: 'test' });
    expectExactKeys(healthStatus, [(await rawJson(harness, '/api/health')) as object]);
  });
});
