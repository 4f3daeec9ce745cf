import { amortizationSchedule, fromCents, quote } from '@lendline/finance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, q, type TestApp } from '../support/test-app.ts';
import { auth, patch, post, signInAll, type Account, SETUP_TIMEOUT_MS } from './portfolio-support.ts';

let t: TestApp;
let tokens: Record<Account, string>;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t, ['admin', 'auditor', 'fundingAnalyst', 'arSpecialist']);
  customerId = (
    await t.database.db.selectFrom('customer').select('id').orderBy('id').executeTakeFirstOrThrow()
  ).id;
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const lease = (overrides: Record<string, unknown> = {}) => ({
  customerId,
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
  dueDay: 31,
  commencementDate: '2027-01-31',
  ...overrides,
});

describe('POST /contracts', () => {
  it('prices the contract exactly as @lendline/finance quotes it and stores its schedule', async () => {
    const body = lease();
    const created = await t.json('/api/modules/firstPayment/contracts', post(tokens.admin, body));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const expected = quote({
      equipmentCost: 48250,
      downPayment: 2500,
      docFee: { amount: 295, financed: false },
      termMonths: 36,
      frequency: 'MONTHLY',
      structure: 'FMV',
      residualPct: 4825 / 48250,
      advancePayments: 1,
      annualRate: 0.0899,
    });
    if (!expected.ok) throw new Error('the reference quote failed');
    const contract = created.body;
    expect(contract).toMatchObject({
      contractType: 'FMV',
      status: 'PENDING_BOOKING',
      amountFinanced: expected.quote.amountFinanced,
      paymentAmount: expected.quote.payment,
      numberOfPayments: expected.quote.numberOfPayments,
      residualAmount: expected.quote.residualAmount,
      annualRate: 0.0899,
      // A due day of 31 in advance: the first is commencement's month end, then every month's last day.
      firstPaymentDate: '2027-01-31',
      maturityDate: '2029-12-31',
      customerId,
    });
    expect(contract.rateFactor).toBeCloseTo(expected.quote.rateFactor, 8);
    expect(contract.contractNumber).toMatch(/^EL-\d{4}-\d{6}$/);

    const schedule = await t.json(
      `/api/modules/firstPayment/contracts/${contract.id}/schedule`,
      auth(tokens.admin),
    );
    const rows = amortizationSchedule(expected.quote.plan, { firstDueDate: '2027-01-31' });
    expect(schedule.body).toHaveLength(rows.length);
    expect(schedule.body.map((row: { payment: number }) => row.payment)).toEqual(
      rows.map((row) => fromCents(row.paymentCents)),
    );
    expect(schedule.body.map((row: { balance: number }) => row.balance)).toEqual(
      rows.map((row) => fromCents(row.balanceCents)),
    );
    expect(schedule.body.slice(0, 3).map((row: { dueDate: string }) => row.dueDate)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
    ]);
  });

  it('dates a contract in arrears one period after the first due day, clamped to the month', async () => {
    const created = await t.json(
      '/api/modules/firstPayment/contracts',
      post(
        tokens.admin,
        lease({
          contractType: 'EFA_LOAN',
          residualAmount: undefined,
          advancePayments: 0,
          paymentFrequency: 'QUARTERLY',
          dueDay: 30,
          commencementDate: '2027-11-30',
          termMonths: 12,
        }),
      ),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({
      firstPaymentDate: '2028-02-29',
      maturityDate: '2028-11-30',
      numberOfPayments: 4,
    });
  });

  it('adds a new customer with the contract, and an asset contract with its assets in one go', async () => {
    const customer = {
      legalName: 'Brazos Valley Dental PLLC',
      fein: '91-2345678',
      entityType: 'LLC',
      naics: '621210',
      address1: '100 Main St',
      city: 'Waco',
      state: 'TX',
      zip: '76701',
      phone: '254-555-0100',
      billToEmail: 'ap@brazos-dental.example.com',
      taxRate: 0.0825,
    };
    const assets = [
      {
        category: 'MEDICAL',
        make: 'Planmeca',
        model: 'ProMax 3D',
        year: 2026,
        serialNumber: 'PM3D-99881',
        description: 'Cone beam CT',
        newUsed: 'NEW',
        cost: 48250,
        locationCity: 'Waco',
        locationState: 'TX',
      },
    ];
    const created = await t.json(
      '/api/modules/assetManagement/contracts',
      post(tokens.admin, lease({ customerId: undefined, customer, assets })),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.customerName).toBe('Brazos Valley Dental PLLC');
    expect(created.body.taxRate).toBe(0.0825);
    expect(created.body.assets).toHaveLength(1);
    expect(created.body.assets[0]).toMatchObject({ serialNumber: 'PM3D-99881', status: 'ON_LEASE' });
    const listed = await t.json(
      `/api/modules/assetManagement/contracts/${created.body.id}?filter=${q({ include: ['assets'] })}`,
      auth(tokens.admin),
    );
    expect(listed.body.assetCount).toBe(1);
    expect(listed.body.assetCategories).toEqual(['MEDICAL']);
    const audit = await t.database.db
      .selectFrom('audit_event')
      .select(['entity', 'after'])
      .where('entity_id', '=', String(created.body.id))
      .where('entity', '=', 'Contract')
      .executeTakeFirstOrThrow();
    expect((audit.after as Record<string, unknown>).module).toBe('assetManagement');
  });

  it('adds a misc contract where the policy has it', async () => {
    const body = {
      customerId,
      contractType: 'MISC',
      billingMethod: 'CHECK',
      dueDay: 1,
      commencementDate: '2026-12-01',
      description: 'Property tax reimbursement 2026',
    };
    const created = await t.json('/api/modules/miscInvoice/contracts', post(tokens.admin, body));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.contractNumber).toMatch(/^MC-\d{4}-\d{6}$/);
    expect(
      (await t.json(`/api/modules/miscInvoice/contracts/${created.body.id}/schedule`, auth(tokens.admin)))
        .body,
    ).toEqual([]);
  });

  it('refuses an add kind the module policy does not have with 403 ACTION_NOT_ALLOWED_IN_MODULE', async () => {
    for (const [module, body] of [
      ['enquiry', lease()],
      ['firstPayment', { ...lease(), assets: [] as unknown[] }],
      [
        'firstPayment',
        {
          customerId,
          contractType: 'MISC',
          billingMethod: 'CHECK',
          dueDay: 1,
          commencementDate: '2026-12-01',
          description: 'x',
        },
      ],
      ['assetManagement', lease()],
      ['miscInvoice', lease()],
    ] as const) {
      const response = await t.json(`/api/modules/${module}/contracts`, post(tokens.admin, body));
      if (module === 'firstPayment' && 'assets' in body) {
        expect(response.status).toBe(200);
        continue;
      }
      expect(response.status, `${module} ${JSON.stringify(response.body)}`).toBe(403);
      expect(response.body.error.code).toBe('ACTION_NOT_ALLOWED_IN_MODULE');
    }
  });

  it('answers 422 with the finance library issues for terms it refuses', async () => {
    const response = await t.json(
      '/api/modules/firstPayment/contracts',
      post(tokens.admin, lease({ residualAmount: 60000 })),
    );
    expect(response.status).toBe(422);
    expect(response.body.error.details[0].path).toBe('/residualAmount');
    const noResidual = await t.json(
      '/api/modules/firstPayment/contracts',
      post(tokens.admin, lease({ residualAmount: undefined })),
    );
    expect(noResidual.status).toBe(422);
    expect(noResidual.body.error.details).toEqual([
      {
        path: '/residualAmount',
        code: 'required',
        message: 'An FMV or TRAC lease needs its residual amount',
        info: {},
      },
    ]);
    const both = await t.json(
      '/api/modules/firstPayment/contracts',
      post(tokens.admin, lease({ rateFactor: 0.03 })),
    );
    expect(both.status).toBe(422);
    const unknown = await t.json(
      '/api/modules/firstPayment/contracts',
      post(tokens.admin, lease({ isAdmin: true })),
    );
    expect(unknown.status).toBe(422);
  });

  it('needs Contracts › create of that module', async () => {
    expect((await t.json('/api/modules/firstPayment/contracts', post(tokens.auditor, lease()))).status).toBe(
      403,
    );
    expect(
      (await t.json('/api/modules/firstPayment/contracts', post(tokens.fundingAnalyst, lease()))).status,
    ).toBe(403);
    expect(
      (await t.json('/api/modules/firstPayment/contracts', post(tokens.arSpecialist, lease()))).status,
    ).toBe(200);
  });
});

describe('PATCH /contracts/{id}', () => {
  async function newContract() {
    const created = await t.json(
      '/api/modules/firstPayment/contracts',
      post(tokens.admin, lease({ dueDay: 15, commencementDate: '2026-11-15' })),
    );
    return created.body as { id: number };
  }

  it('moves along the state machine and refuses other moves with 409 INVALID_TRANSITION', async () => {
    const { id } = await newContract();
    const url = `/api/modules/firstPayment/contracts/${id}`;
    const bad = await t.json(url, patch(tokens.admin, { status: 'PAID_OFF' }));
    expect(bad.status).toBe(409);
    expect(bad.body.error).toMatchObject({
      code: 'INVALID_TRANSITION',
      details: { from: 'PENDING_BOOKING', to: 'PAID_OFF' },
    });
    expect((await t.request(url, patch(tokens.admin, { status: 'ACTIVE' }))).status).toBe(204);
    expect((await t.request(url, patch(tokens.admin, { status: 'EARLY_PAYOFF' }))).status).toBe(204);
    const closed = await t.json(`/api/modules/enquiry/contracts/${id}`, auth(tokens.admin));
    expect(closed.body).toMatchObject({
      status: 'EARLY_PAYOFF',
      paidOff: true,
      closedDate: new Date().toISOString().slice(0, 10),
    });
    const summary = await t.json(`/api/modules/enquiry/contracts/${id}/summary`, auth(tokens.admin));
    expect(summary.body).toMatchObject({
      contractType: 'FMV Lease',
      paidOff: 'Yes',
      contractStatus: 'Early payoff',
      closedDate: new Date()
        .toISOString()
        .slice(0, 10)
        .replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1'),
      debtSource: 'N/A',
      salesRep: 'N/A',
      sessionName: 'N/A',
    });
    expect(
      (await t.json(url.replace('firstPayment', 'enquiry'), patch(tokens.admin, { status: 'MATURED' })))
        .status,
    ).toBe(409);
    const audit = await t.database.db
      .selectFrom('audit_event')
      .select(['before', 'after'])
      .where('entity', '=', 'Contract')
      .where('entity_id', '=', String(id))
      .where('action', '=', 'update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ status: 'EARLY_PAYOFF', module: 'firstPayment' });
  });

  it('moves the future schedule rows to a new due day', async () => {
    const { id } = await newContract();
    expect(
      (await t.request(`/api/modules/firstPayment/contracts/${id}`, patch(tokens.admin, { dueDay: 31 })))
        .status,
    ).toBe(204);
    const schedule = await t.json(`/api/modules/firstPayment/contracts/${id}/schedule`, auth(tokens.admin));
    const today = new Date().toISOString().slice(0, 10);
    const future = (schedule.body as { dueDate: string }[]).filter((row) => row.dueDate > today);
    expect(future.length).toBeGreaterThan(0);
    for (const row of future) {
      const [year, month, day] = row.dueDate.split('-').map(Number) as [number, number, number];
      expect(day).toBe(new Date(Date.UTC(year, month, 0)).getUTCDate());
    }
    const contract = await t.json(`/api/modules/firstPayment/contracts/${id}`, auth(tokens.admin));
    expect(contract.body.maturityDate).toBe(future[future.length - 1]!.dueDate);
    expect(contract.body.dueDay).toBe(31);
  });

  it('is 404 for a contract outside the module, and needs Contracts › create', async () => {
    const old = await t.database.db
      .selectFrom('contract')
      .select('id')
      .where('status', '=', 'PAID_OFF')
      .executeTakeFirstOrThrow();
    expect(
      (await t.request(`/api/modules/firstPayment/contracts/${old.id}`, patch(tokens.admin, { dueDay: 5 })))
        .status,
    ).toBe(404);
    const { id } = await newContract();
    expect(
      (await t.request(`/api/modules/firstPayment/contracts/${id}`, patch(tokens.auditor, { dueDay: 5 })))
        .status,
    ).toBe(403);
  });
});

describe('GET /contracts/{id}/schedule without stored rows', () => {
  it('computes the rows from the contract terms, as the stored ones were', async () => {
    const contract = await t.database.db
      .selectFrom('contract')
      .select('id')
      .where('promo_label', 'is', null)
      .where('contract_type', '=', 'ONE_DOLLAR')
      .where('status', '=', 'ACTIVE')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const url = `/api/modules/enquiry/contracts/${contract.id}/schedule`;
    const stored = (await t.json(url, auth(tokens.admin))).body as {
      dueDate: string;
      payment: number;
      balance: number;
    }[];
    expect(stored.length).toBeGreaterThan(0);
    await t.database.db.deleteFrom('payment_schedule_row').where('contract_id', '=', contract.id).execute();
    t.cache.invalidate('all');
    const computed = (await t.json(url, auth(tokens.admin))).body as typeof stored;
    expect(computed.map((row) => row.dueDate)).toEqual(stored.map((row) => row.dueDate));
    computed.forEach((row, index) => {
      expect(Math.abs(row.payment - stored[index]!.payment), `payment ${index + 1}`).toBeLessThanOrEqual(
        0.01,
      );
    });
    expect(Math.abs(computed.at(-1)!.balance - stored.at(-1)!.balance)).toBeLessThanOrEqual(0.01);
  });
});
