import { describe, expect, it } from 'vitest';
import type { PermissionMap } from './catalog.ts';
import { gearMenu, type GearMenu } from './gear-menu.ts';

const setup = (menus: Record<string, Record<string, boolean>>): PermissionMap => ({ setupModule: menus });
const none: GearMenu = { show: false, setup: false, salesforceSync: false, loginAs: false };

describe('gearMenu()', () => {
  it.each<[string, PermissionMap | null, GearMenu]>([
    ['no permissions', null, none],
    ['an empty map', {}, none],
    ['view on Users', setup({ Users: { view: true } }), { ...none, show: true, setup: true }],
    ['view on Roles', setup({ Roles: { view: true } }), { ...none, show: true, setup: true }],
    [
      'view on Salesforce Sync',
      setup({ 'Salesforce Sync': { view: true } }),
      { ...none, show: true, salesforceSync: true },
    ],
    [
      'view on Impersonation alone does not show the gear',
      setup({ Impersonation: { view: true } }),
      { ...none, loginAs: true },
    ],
    [
      'view on Users and Impersonation',
      setup({ Users: { view: true }, Impersonation: { view: true } }),
      { show: true, setup: true, salesforceSync: false, loginAs: true },
    ],
    [
      'create and download without view',
      setup({ Users: { create: true, download: true }, Roles: { create: true } }),
      none,
    ],
    [
      'names in another case',
      { SETUPMODULE: { 'salesforce sync': { view: true } } },
      { ...none, show: true, salesforceSync: true },
    ],
    [
      'the same menus under another module',
      { ach: { Users: { view: true }, Impersonation: { view: true } } },
      none,
    ],
    [
      'everything',
      setup({
        Users: { view: true },
        Roles: { view: true },
        'Salesforce Sync': { view: true },
        Impersonation: { view: true },
      }),
      { show: true, setup: true, salesforceSync: true, loginAs: true },
    ],
  ])('%s', (_case, permissions, expected) => {
    expect(gearMenu(permissions)).toEqual(expected);
  });
});
