import { describe, expect, it } from 'vitest';
import type { PermissionMap } from './catalog.ts';
import { pickableModules } from './pickable-modules.ts';

describe('pickableModules()', () => {
  it.each<[string, PermissionMap | null, string[]]>([
    ['no permissions', null, []],
    ['an empty map', {}, []],
    ['view on one menu', { ach: { ACH: { view: true } } }, ['ach']],
    ['view on a later menu of the module', { extensions: { Process: { view: true } } }, ['extensions']],
    ['create and download without view', { ach: { ACH: { create: true, download: true } } }, []],
    ['view set to false', { ach: { ACH: { view: false } } }, []],
    ['names in another case', { ACH: { ach: { view: true } } }, ['ach']],
    [
      'Setup Module, even with every menu viewable',
      {
        setupModule: {
          Users: { view: true },
          Roles: { view: true },
          'Salesforce Sync': { view: true },
          Impersonation: { view: true },
        },
      },
      [],
    ],
    ['a menu the catalog does not list', { 'Vendor Payments': { Payments: { view: true } } }, []],
    ['an unknown module', { reports: { Reports: { view: true } } }, []],
    [
      'several modules, given out of order',
      {
        dataTapes: { Downloads: { view: true } },
        enquiry: { Contracts: { view: true } },
        loanCalculator: { Setup: { view: true } },
      },
      ['enquiry', 'loanCalculator', 'dataTapes'],
    ],
  ])('%s', (_case, permissions, expected) => {
    expect(pickableModules(permissions).map((m) => m.id)).toEqual(expected);
  });
});
