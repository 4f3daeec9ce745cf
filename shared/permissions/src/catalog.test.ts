import { describe, expect, it } from 'vitest';
import { ACTIONS, MODULES, can } from './catalog.ts';

describe('module catalog', () => {
  it('has the 16 modules with the spec ids', () => {
    expect(MODULES.map((m) => m.id)).toEqual([
      'enquiry',
      'informationalInvoices',
      'prefund',
      'extensions',
      'Vendor Payments',
      'DS Deals',
      'ach',
      'setupModule',
      'firstPayment',
      'SalesforceSearch',
      'assetManagement',
      'loanCalculator',
      'borrowingBase',
      'miscInvoice',
      'vendorInvoice',
      'dataTapes',
    ]);
  });

  it('matches the sidebar table of spec §2', () => {
    const sidebar = Object.fromEntries(
      MODULES.map((m) => [
        m.id,
        m.menus.filter((menu) => menu.sidebar).map((menu) => `${menu.menu} (${menu.section})`),
      ]),
    );
    expect(sidebar.extensions).toEqual([
      'Contracts (contract)',
      'Invoices (invoice)',
      'Reports (ext-report)',
      'Process (ext-process)',
    ]);
    expect(sidebar.dataTapes).toEqual(['Tapes (datatapes)', 'Templates (template)', 'Downloads (downloads)']);
    expect(sidebar.setupModule).toEqual(['Users (user)', 'Roles (role)']);
    expect(sidebar.loanCalculator).toEqual(['Vendors (vendor)', 'Inquiries (enquiries)', 'Setup (setup)']);
  });
});

describe('can()', () => {
  it('answers every module x menu x action from the map, names in any case, missing as false', () => {
    for (const module of MODULES) {
      for (const { menu } of module.menus) {
        for (const action of ACTIONS) {
          const granted = { [module.id.toUpperCase()]: { [menu.toLowerCase()]: { [action]: true } } };
          expect(can(granted, module.id, menu, action)).toBe(true);
          for (const other of ACTIONS.filter((a) => a !== action))
            expect(can(granted, module.id, menu, other)).toBe(false);
          expect(can({}, module.id, menu, action)).toBe(false);
          expect(can(null, module.id, menu, action)).toBe(false);
        }
      }
    }
  });

  it('treats anything but true as not granted', () => {
    expect(can({ ach: { ACH: { view: 'true' as unknown as boolean } } }, 'ach', 'ACH', 'view')).toBe(false);
    expect(can({ ach: { ACH: { view: false } } }, 'ach', 'ACH', 'view')).toBe(false);
  });
});
