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
    expect(sidebar).toEqual({
      enquiry: ['Contracts (contract)'],
      informationalInvoices: ['Contracts (contract)', 'Invoices (invoice)'],
      prefund: ['Contracts (contract)', 'Invoices (invoice)'],
      extensions: [
        'Contracts (contract)',
        'Invoices (invoice)',
        'Reports (ext-report)',
        'Process (ext-process)',
      ],
      'Vendor Payments': [],
      'DS Deals': [],
      ach: ['ACH (ach)'],
      setupModule: ['Users (user)', 'Roles (role)'],
      firstPayment: ['Contracts (contract)', 'Invoices (invoice)'],
      SalesforceSearch: ['Search (search)'],
      assetManagement: ['Contracts (contract)', 'Reports (asset-report)'],
      loanCalculator: ['Vendors (vendor)', 'Inquiries (enquiries)', 'Setup (setup)'],
      borrowingBase: ['Certificates (certificate)'],
      miscInvoice: ['Contracts (contract)', 'Invoices (invoice)', 'Process (misc-process)'],
      vendorInvoice: ['Sessions (session)'],
      dataTapes: ['Tapes (datatapes)', 'Templates (template)', 'Downloads (downloads)'],
    });
  });

  it('keeps the gear-only Setup menus out of the sidebar and off any route', () => {
    const gearOnly = MODULES.flatMap((m) =>
      m.menus.filter((menu) => !menu.sidebar).map((menu) => [m.id, menu]),
    );
    expect(gearOnly).toEqual([
      [
        'setupModule',
        { menu: 'Salesforce Sync', section: 'salesforce-sync', sidebar: false, route: null, landing: null },
      ],
      [
        'setupModule',
        { menu: 'Impersonation', section: 'impersonation', sidebar: false, route: null, landing: null },
      ],
    ]);
  });

  const sidebarEntries = MODULES.flatMap((m) => m.menus).filter((menu) => menu.sidebar);
  // Spec §2 module area: the sections, what each opens on, and the sidebar id that leads there.
  const routeTable: [section: string, route: string, landing: string | null][] = [
    ['contract', 'contract', 'list'],
    ['invoice', 'invoice', 'list'],
    ['session', 'session', 'list'],
    ['ext-report', 'report', 'list'],
    ['asset-report', 'asset-report', 'list'],
    ['ext-process', 'process', 'list'],
    ['misc-process', 'miscprocess', 'list'],
    ['search', 'search', null],
    ['ach', 'ach', 'list'],
    ['datatapes', 'datatapes', 'list'],
    ['template', 'template', 'list'],
    ['downloads', 'downloads', 'list'],
    ['certificate', 'certificate', 'list'],
    ['user', 'user', 'list'],
    ['role', 'role', 'list'],
    ['vendor', 'vendors', 'list'],
    ['enquiries', 'enquiries', 'list'],
    ['setup', 'setup', 'loansetup'],
  ];

  it.each(routeTable)('maps sidebar id %s to route section %s, landing on %s', (section, route, landing) => {
    const entries = sidebarEntries.filter((menu) => menu.section === section);
    expect(entries.length).toBeGreaterThan(0);
    for (const menu of entries) expect(menu).toMatchObject({ route, landing });
  });

  it('routes every sidebar entry through that table, reaching every module-area section', () => {
    expect(new Set(sidebarEntries.map((menu) => menu.section))).toEqual(new Set(routeTable.map(([s]) => s)));
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
