import { contractRecord, contractSchedule, contractSummary, countResult } from '@lendline/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectExactKeys, openContractHarness, rawJson, type ContractHarness } from './contract-client.ts';

let harness: ContractHarness;
beforeAll(async () => {
  harness = await openContractHarness();
});
afterAll(() => harness.close());

const contracts = (module: string) => `modules/${module}/contracts`;

describe('Contract (apps/staff/src/features/contracts)', () => {
  it.each(['enquiry', 'firstPayment', 'assetManagement', 'miscInvoice', 'prefund'])(
    "the %s module's list, count and record are the wire's Contract",
    async (module) => {
      const { api } = harness;
      const rows = await api.list(
        contracts(module),
        { limit: 40, order: ['commencementDate DESC'] },
        { schema: contractRecord },
      );
      expect(rows.length).toBeGreaterThan(0);
      const { count } = await api.get(`${contracts(module)}/count`, undefined, { schema: countResult });
      expect(count).toBeGreaterThanOrEqual(rows.length);
      const one = await api.findById(contracts(module), rows[0]!.id, undefined, { schema: contractRecord });
      expect(one.contractNumber).toBe(rows[0]!.contractNumber);
      expectExactKeys(
        contractRecord,
        (await rawJson(harness, `/api/${contracts(module)}?filter={"limit":40}`)) as object[],
      );
    },
  );

  it("a contract's summary and schedule are the wire's", async () => {
    const { api } = harness;
    const [row] = await api.list(
      contracts('enquiry'),
      { limit: 1, where: { contractType: 'FMV' } },
      { schema: contractRecord },
    );
    const summary = await api.get(`${contracts('enquiry')}/${row!.id}/summary`, undefined, {
      schema: contractSummary,
    });
    expect(summary.contract).toBe(row!.contractNumber);
    expectExactKeys(contractSummary, [
      (await rawJson(harness, `/api/${contracts('enquiry')}/${row!.id}/summary`)) as object,
    ]);
    const schedule = await api.get(`${contracts('enquiry')}/${row!.id}/schedule`, undefined, {
      schema: contractSchedule,
    });
    expect(schedule.length).toBe(row!.numberOfPayments);
  });
});
