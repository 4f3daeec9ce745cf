import { describe, expect, it } from 'vitest';
import { MODULES } from './catalog.ts';
import { validatePermissionMap, type PermissionMapError } from './validate-permission-map.ts';

describe('validatePermissionMap()', () => {
  it.each<[string, unknown]>([
    ['an empty map', {}],
    ['a module with no menus', { ach: {} }],
    ['a menu with no flags', { ach: { ACH: {} } }],
    ['every flag', { ach: { ACH: { view: true, create: false, download: true } } }],
    ['a module id with a space', { 'Vendor Payments': {} }],
    [
      'the gear-only Setup menus',
      { setupModule: { 'Salesforce Sync': { view: true }, Impersonation: { view: false } } },
    ],
    [
      'every module, menu and action of the catalog',
      Object.fromEntries(
        MODULES.map((m) => [
          m.id,
          Object.fromEntries(m.menus.map(({ menu }) => [menu, { view: true, create: true, download: true }])),
        ]),
      ),
    ],
  ])('accepts %s', (_case, value) => {
    expect(validatePermissionMap(value)).toEqual({ ok: true, map: value });
  });

  it.each<[string, unknown, PermissionMapError[]]>([
    ['null', null, [{ path: '', message: 'Must be an object' }]],
    ['JSON text', '{"ach":{}}', [{ path: '', message: 'Must be an object' }]],
    ['an array', [], [{ path: '', message: 'Must be an object' }]],
    ['an unknown module', { reports: {} }, [{ path: '/reports', message: 'Unknown module' }]],
    ['a module id in another case', { ACH: {} }, [{ path: '/ACH', message: 'Unknown module' }]],
    ['a module that is not an object', { ach: true }, [{ path: '/ach', message: 'Must be an object' }]],
    [
      'an unknown menu',
      { ach: { Batches: {} } },
      [{ path: '/ach/Batches', message: 'Unknown menu for module ach' }],
    ],
    [
      'a menu of another module',
      { ach: { Contracts: {} } },
      [{ path: '/ach/Contracts', message: 'Unknown menu for module ach' }],
    ],
    [
      'a menu name in another case',
      { ach: { ach: {} } },
      [{ path: '/ach/ach', message: 'Unknown menu for module ach' }],
    ],
    [
      'a menu that is not an object',
      { ach: { ACH: [] } },
      [{ path: '/ach/ACH', message: 'Must be an object' }],
    ],
    [
      'an unknown action',
      { ach: { ACH: { approve: true } } },
      [{ path: '/ach/ACH/approve', message: 'Unknown action; expected one of view, create, download' }],
    ],
    [
      'an action key in another case',
      { ach: { ACH: { View: true } } },
      [{ path: '/ach/ACH/View', message: 'Unknown action; expected one of view, create, download' }],
    ],
    [
      'a string flag',
      { ach: { ACH: { view: 'true' } } },
      [{ path: '/ach/ACH/view', message: 'Must be a boolean' }],
    ],
    [
      'a null flag',
      { ach: { ACH: { create: null } } },
      [{ path: '/ach/ACH/create', message: 'Must be a boolean' }],
    ],
    [
      'names needing JSON pointer escapes',
      { 'a/b~c': {}, setupModule: { 'Users/Roles': {} } },
      [
        { path: '/a~1b~0c', message: 'Unknown module' },
        { path: '/setupModule/Users~1Roles', message: 'Unknown menu for module setupModule' },
      ],
    ],
    [
      'every problem at once',
      {
        enquiry: { Contracts: { view: true, delete: true, download: 0 } },
        'Vendor Payments': { Payments: { view: true } },
        nope: { Contracts: { view: true } },
        dataTapes: { Tapes: 'all', Templates: { view: true } },
      },
      [
        {
          path: '/enquiry/Contracts/delete',
          message: 'Unknown action; expected one of view, create, download',
        },
        { path: '/enquiry/Contracts/download', message: 'Must be a boolean' },
        { path: '/Vendor Payments/Payments', message: 'Unknown menu for module Vendor Payments' },
        { path: '/nope', message: 'Unknown module' },
        { path: '/dataTapes/Tapes', message: 'Must be an object' },
      ],
    ],
  ])('refuses %s', (_case, value, errors) => {
    expect(validatePermissionMap(value)).toEqual({ ok: false, errors });
  });
});
