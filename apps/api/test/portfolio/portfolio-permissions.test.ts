import { can, type Action } from '@lendline/permissions';
import { MODULE_POLICIES, PORTFOLIO_MODULES, type PortfolioModule } from '@lendline/portfolio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, q, type TestApp } from '../support/test-app.ts';
import {
  auth,
  grantsOf,
  post,
  PORTFOLIO_ACCOUNTS,
  signInAll,
  type Account,
  SETUP_TIMEOUT_MS,
} from './portfolio-support.ts';

// Every portfolio route family, walked for every portfolio module and a spread of roles: the status is
// what the role's (module, menu, action) grant and the module's policy say, decided by the server.
interface Probe {
  name: string;
  menu: 'Contracts' | 'Invoices';
  action: Action;
  request: (module: string, token: string) => [string, RequestInit];
  /** The status when allowed (writes with an empty body stop at validation). */
  ok: number;
}

const PROBES: Probe[] = [
  {
    name: 'list contracts',
    menu: 'Contracts',
    action: 'view',
    request: (m, tk) => [`/api/modules/${m}/contracts?filter=${q({ limit: 2 })}`, auth(tk)],
    ok: 200,
  },
  {
    name: 'count contracts',
    menu: 'Contracts',
    action: 'view',
    request: (m, tk) => [`/api/modules/${m}/contracts/count`, auth(tk)],
    ok: 200,
  },
  {
    name: 'list customers',
    menu: 'Contracts',
    action: 'view',
    request: (m, tk) => [`/api/modules/${m}/customers/count`, auth(tk)],
    ok: 200,
  },
  {
    name: 'list assets',
    menu: 'Contracts',
    action: 'view',
    request: (m, tk) => [`/api/modules/${m}/assets/count`, auth(tk)],
    ok: 200,
  },
  {
    name: 'list payments',
    menu: 'Contracts',
    action: 'view',
    request: (m, tk) => [`/api/modules/${m}/payments/count`, auth(tk)],
    ok: 200,
  },
  {
    name: 'list prefunds',
    menu: 'Contracts',
    action: 'view',
    request: (m, tk) => [`/api/modules/${m}/prefunds/count`, auth(tk)],
    ok: 200,
  },
  {
    name: 'list notes',
    menu: 'Contracts',
    action: 'view',
    request: (m, tk) => [`/api/modules/${m}/contract-notes/count`, auth(tk)],
    ok: 200,
  },
  {
    name: 'list documents',
    menu: 'Contracts',
    action: 'view',
    request: (m, tk) => [`/api/modules/${m}/contract-documents/count`, auth(tk)],
    ok: 200,
  },
  {
    name: 'list debt sources',
    menu: 'Contracts',
    action: 'view',
    request: (m, tk) => [`/api/modules/${m}/debt-sources`, auth(tk)],
    ok: 200,
  },
  {
    name: 'export contracts (CSV)',
    menu: 'Contracts',
    action: 'download',
    request: (m, tk) => [
      `/api/modules/${m}/contracts/export.csv?filter=${q({ where: { id: 0 } })}`,
      auth(tk),
    ],
    ok: 200,
  },
  {
    name: 'export contracts (XLSX)',
    menu: 'Contracts',
    action: 'download',
    request: (m, tk) => [
      `/api/modules/${m}/contracts/export.xlsx?filter=${q({ where: { id: 0 } })}`,
      auth(tk),
    ],
    ok: 200,
  },
  {
    name: 'add a contract (empty body)',
    menu: 'Contracts',
    action: 'create',
    request: (m, tk) => [`/api/modules/${m}/contracts`, post(tk, {})],
    ok: 422,
  },
  {
    name: 'add a customer (empty body)',
    menu: 'Contracts',
    action: 'create',
    request: (m, tk) => [`/api/modules/${m}/customers`, post(tk, {})],
    ok: 422,
  },
  {
    name: 'add a note (empty body)',
    menu: 'Contracts',
    action: 'create',
    request: (m, tk) => [`/api/modules/${m}/contract-notes`, post(tk, {})],
    ok: 422,
  },
  {
    name: 'list invoices',
    menu: 'Invoices',
    action: 'view',
    request: (m, tk) => [`/api/modules/${m}/invoices/count`, auth(tk)],
    ok: 200,
  },
  {
    name: 'list invoices with lines',
    menu: 'Invoices',
    action: 'view',
    request: (m, tk) => [
      `/api/modules/${m}/invoices?filter=${q({ limit: 2, include: ['lines'] })}`,
      auth(tk),
    ],
    ok: 200,
  },
  {
    name: 'list sessions',
    menu: 'Invoices',
    action: 'view',
    request: (m, tk) => [`/api/modules/${m}/invoice-sessions/count`, auth(tk)],
    ok: 200,
  },
  {
    name: 'preview a session (empty body)',
    menu: 'Invoices',
    action: 'create',
    request: (m, tk) => [`/api/modules/${m}/invoice-sessions/preview`, post(tk, {})],
    ok: 422,
  },
];

const WHO: Account[] = [
  'admin',
  'financeManager',
  'arSpecialist',
  'fundingAnalyst',
  'sales',
  'auditor',
  'customerService',
  'expired',
];

let t: TestApp;
let tokens: Record<Account, string>;
const grants = new Map<Account, Awaited<ReturnType<typeof grantsOf>>>();

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInAll(t);
  for (const who of WHO) grants.set(who, await grantsOf(t, PORTFOLIO_ACCOUNTS[who]));
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

function expected(who: Account, module: PortfolioModule, probe: Probe): number {
  const policy = MODULE_POLICIES[module];
  if (probe.menu === 'Invoices' && !policy.invoices) return 404;
  if (!can(grants.get(who)!, module, probe.menu, probe.action)) return 403;
  if (probe.name.startsWith('preview') && !policy.invoices?.session) return 403;
  return probe.ok;
}

describe.each(PORTFOLIO_MODULES.map((module) => ({ module })))('$module', ({ module }) => {
  it.each(PROBES.map((probe) => ({ probe, label: probe.name })))('$label', async ({ probe }) => {
    for (const who of WHO) {
      const [path, init] = probe.request(module, tokens[who]);
      const response = await t.request(path, init);
      const want = expected(who, module, probe);
      expect(response.status, `${who}: ${await response.clone().text()}`.slice(0, 400)).toBe(want);
      if (want === 403) {
        const body = (await response.json()) as { error: { statusCode: number } };
        expect(body.error.statusCode).toBe(403);
      }
    }
  });
});

describe('the module in the path', () => {
  it('is 404 MODULE_NOT_FOUND for an unknown module, before any permission is asked', async () => {
    for (const path of [
      '/api/modules/ach/contracts',
      '/api/modules/nope/contracts/count',
      '/api/modules/__proto__/contracts/1',
      '/api/modules/enquiry%00/invoices',
      '/api/modules/ach/invoice-sessions/preview',
    ]) {
      const response = await t.request(path, auth(tokens.sales));
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('MODULE_NOT_FOUND');
    }
  });

  it('answers 401 without a token, whatever the module', async () => {
    for (const path of ['/api/modules/enquiry/contracts', '/api/modules/nope/contracts']) {
      expect((await t.request(path)).status).toBe(401);
    }
  });

  it('a role with enquiry › Contracts › view only reads enquiry contracts, not firstPayment ones nor any invoices', async () => {
    const token = tokens.sales;
    expect((await t.request('/api/modules/enquiry/contracts/count', auth(token))).status).toBe(200);
    expect((await t.request('/api/modules/firstPayment/contracts/count', auth(token))).status).toBe(403);
    for (const module of PORTFOLIO_MODULES) {
      const status = (await t.request(`/api/modules/${module}/invoices/count`, auth(token))).status;
      expect([403, 404], module).toContain(status);
    }
    const include = `/api/modules/enquiry/contracts?filter=${q({ limit: 1, include: ['invoices'] })}`;
    expect((await t.request(include, auth(token))).status).toBe(403);
    expect((await t.request('/api/modules/enquiry/contracts/export.csv', auth(token))).status).toBe(403);
  });
});
