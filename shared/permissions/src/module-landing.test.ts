import { describe, expect, it } from 'vitest';
import type { PermissionMap } from './catalog.ts';
import { firstPermittedEntry, moduleLandingPath } from './module-landing.ts';

const view = (module: string, ...menus: string[]): PermissionMap => ({
  [module]: Object.fromEntries(menus.map((menu) => [menu, { view: true }])),
});

describe('firstPermittedEntry() and moduleLandingPath()', () => {
  it.each<[string, PermissionMap | null, string, string | undefined, string | undefined]>([
    ['no permissions', null, 'extensions', undefined, undefined],
    [
      'the first entry',
      view('extensions', 'Contracts', 'Process'),
      'extensions',
      'Contracts',
      '/extensions/contract/list',
    ],
    [
      'sidebar order, not map order',
      view('extensions', 'Process', 'Invoices'),
      'extensions',
      'Invoices',
      '/extensions/invoice/list',
    ],
    ['Extensions Reports', view('extensions', 'Reports'), 'extensions', 'Reports', '/extensions/report/list'],
    [
      'Extensions Process',
      view('extensions', 'Process'),
      'extensions',
      'Process',
      '/extensions/process/list',
    ],
    [
      'Misc Process',
      view('miscInvoice', 'Process'),
      'miscInvoice',
      'Process',
      '/miscInvoice/miscprocess/list',
    ],
    [
      'Asset Reports',
      view('assetManagement', 'Reports'),
      'assetManagement',
      'Reports',
      '/assetManagement/asset-report/list',
    ],
    [
      'Vendor Quote Vendors',
      view('loanCalculator', 'Vendors'),
      'loanCalculator',
      'Vendors',
      '/loanCalculator/vendors/list',
    ],
    [
      'Vendor Quote Setup',
      view('loanCalculator', 'Setup'),
      'loanCalculator',
      'Setup',
      '/loanCalculator/setup/loansetup',
    ],
    [
      'Salesforce Search',
      view('SalesforceSearch', 'Search'),
      'SalesforceSearch',
      'Search',
      '/SalesforceSearch/search',
    ],
    ['ACH, its own route', view('ach', 'ACH'), 'ach', 'ACH', '/ach/ach/list'],
    [
      'Tape Builder Downloads',
      view('dataTapes', 'Downloads'),
      'dataTapes',
      'Downloads',
      '/dataTapes/downloads/list',
    ],
    ['Setup Users', view('setupModule', 'Users'), 'setupModule', 'Users', '/setupModule/user/list'],
    [
      'Setup gear menus only',
      view('setupModule', 'Salesforce Sync', 'Impersonation'),
      'setupModule',
      undefined,
      undefined,
    ],
    ['create without view', { ach: { ACH: { create: true } } }, 'ach', undefined, undefined],
    ['module id in another case', view('ach', 'ACH'), 'ACH', 'ACH', '/ach/ach/list'],
    ['a module without menus', view('DS Deals', 'Deals'), 'DS Deals', undefined, undefined],
    ['an unknown module', view('reports', 'Reports'), 'reports', undefined, undefined],
  ])('%s', (_case, permissions, moduleId, menu, path) => {
    expect(firstPermittedEntry(permissions, moduleId)?.menu).toBe(menu);
    expect(moduleLandingPath(permissions, moduleId)).toBe(path);
  });
});

describe('moduleLandingPath() with a landing filter', () => {
  const notReports = (entry: { route: string }) => entry.route !== 'report';

  it('skips the entries the filter refuses and lands on the next permitted one', () => {
    const permissions = view('extensions', 'Reports', 'Process', 'Invoices');
    expect(moduleLandingPath(permissions, 'extensions')).toBe('/extensions/invoice/list');
    expect(moduleLandingPath(view('extensions', 'Reports', 'Process'), 'extensions', notReports)).toBe(
      '/extensions/process/list',
    );
  });

  it('answers undefined when the filter refuses every permitted entry', () => {
    expect(moduleLandingPath(view('extensions', 'Reports'), 'extensions', notReports)).toBeUndefined();
  });
});
