import { MODULES } from '@lendline/permissions';
import { describe, expect, it } from 'vitest';
import { contractListFields, MODULE_POLICIES, modulePolicy, PORTFOLIO_MODULES } from './module-policy.ts';

describe('module policies', () => {
  it('cover exactly the catalog modules with a Contracts menu, with invoices where there is an Invoices menu', () => {
    const withContracts = MODULES.filter((module) => module.menus.some((menu) => menu.menu === 'Contracts'));
    expect([...PORTFOLIO_MODULES].sort()).toEqual(withContracts.map((module) => module.id).sort());
    for (const module of withContracts) {
      const hasInvoices = module.menus.some((menu) => menu.menu === 'Invoices');
      expect(MODULE_POLICIES[module.id as keyof typeof MODULE_POLICIES].invoices !== null, module.id).toBe(
        hasInvoices,
      );
    }
  });

  it('answers undefined for a module without portfolio screens', () => {
    expect(modulePolicy('ach')).toBeUndefined();
    expect(modulePolicy('constructor')).toBeUndefined();
    expect(modulePolicy('prefund')?.contracts.scope).toBe('WITH_PREFUND');
  });
});

describe('contract list fields', () => {
  it("are the columns every table shows, then the module's own, once each", () => {
    expect(contractListFields(MODULE_POLICIES.prefund)).toEqual([
      'id',
      'contractNumber',
      'contractType',
      'customerName',
      'status',
      'commencementDate',
      'amountFinanced',
      'paymentAmount',
      'paymentFrequency',
      'prefundAmount',
      'prefundStatus',
      // Every module lists delinquency (issue 22 item 5).
      'daysPastDue',
      'amountPastDue',
    ]);
    for (const module of PORTFOLIO_MODULES) {
      const fields = contractListFields(MODULE_POLICIES[module]);
      expect(new Set(fields).size, module).toBe(fields.length);
      expect(fields.slice(-MODULE_POLICIES[module].contracts.columns.length), module).toEqual([
        ...MODULE_POLICIES[module].contracts.columns,
      ]);
    }
  });
});
