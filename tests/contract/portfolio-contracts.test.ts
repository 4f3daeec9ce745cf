import {
  contractListRow,
  contractRecord,
  contractSchedule,
  contractSummary,
  countResult,
  createdAsset,
  createdContract,
  customerRecord,
} from '@lendline/wire';
import { contractListFields, MODULE_POLICIES } from '@lendline/portfolio';
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

  it.each(Object.keys(MODULE_POLICIES))(
    "the %s module's list page asks its columns and gets exactly those, as contractListRow reads them",
    async (module) => {
      const fields = contractListFields(MODULE_POLICIES[module as keyof typeof MODULE_POLICIES]);
      const filter = { fields, order: ['contractNumber ASC'], limit: 15 };
      const rows = await harness.api.list(contracts(module), filter, { schema: contractListRow(fields) });
      const raw = (await rawJson(
        harness,
        `/api/${contracts(module)}?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      )) as object[];
      expect(raw.length).toBe(rows.length);
      expectExactKeys(contractListRow(fields), raw);
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

  // The add forms' POST (apps/staff/src/features/contracts/api/create-contract.ts): a lease in First
  // Payment, and an asset contract in Asset Management, whose answer carries the assets made with it.
  it.each([
    ['firstPayment', []],
    [
      'assetManagement',
      [
        {
          category: 'MEDICAL',
          make: 'Planmeca',
          model: 'ProMax 3D',
          year: 2026,
          serialNumber: 'PM3D-CT-0001',
          description: 'Cone beam CT',
          newUsed: 'NEW',
          quantity: 1,
          cost: 48250,
          locationCity: 'Waco',
          locationState: 'TX',
        },
      ],
    ],
  ] as const)("a contract added in %s is answered as the wire's created contract", async (module, assets) => {
    const { api } = harness;
    const [customer] = await api.list(
      `modules/${module}/customers`,
      { limit: 1 },
      { schema: customerRecord },
    );
    const body = {
      customerId: customer!.id,
      contractType: 'FMV',
      equipmentCost: 48250,
      downPayment: 2500,
      docFee: 295,
      termMonths: 36,
      paymentFrequency: 'MONTHLY',
      advancePayments: 1,
      annualRate: 0.0899,
      residualAmount: 4825,
      billingMethod: 'ACH',
      dueDay: 15,
      commencementDate: '2027-01-15',
      ...(assets.length > 0 ? { assets: [...assets] } : {}),
    };
    const created = await api.create(contracts(module), body, { schema: createdContract });
    expect(created.status).toBe('PENDING_BOOKING');
    const response = await harness.app.request(`/api/${contracts(module)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const raw = (await response.json()) as { assets?: object[] };
    const { assets: rawAssets, ...record } = raw;
    expectExactKeys(contractRecord, [record]);
    if (assets.length > 0) {
      expect(created.assets).toHaveLength(1);
      expectExactKeys(createdAsset, rawAssets!);
    } else {
      expect(rawAssets).toBeUndefined();
    }
  });
});
