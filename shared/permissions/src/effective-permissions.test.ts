import { describe, expect, it } from 'vitest';
import type { PermissionMap } from './catalog.ts';
import { effectivePermissions, type RoleWithPermissions } from './effective-permissions.ts';
import { pickableModules } from './pickable-modules.ts';

const TODAY = new Date('2025-03-01T12:00:00Z');
const STORED = '{"ach":{"ACH":{"view":true,"create":true}}}';
const GRANTED: PermissionMap = { ach: { ACH: { view: true, create: true } } };

describe('effectivePermissions()', () => {
  it.each<[string, RoleWithPermissions, PermissionMap]>([
    ['an active role', { status: true, expireIn: null, permissions: STORED }, GRANTED],
    [
      'an active role expiring tomorrow',
      { status: true, expireIn: '2025-03-02', permissions: STORED },
      GRANTED,
    ],
    ['an active role given a parsed map', { status: true, expireIn: null, permissions: GRANTED }, GRANTED],
    ['an active role with broken JSON', { status: true, expireIn: null, permissions: '{' }, {}],
    ['an active role without permissions', { status: true, expireIn: null, permissions: null }, {}],
    ['an inactive role', { status: false, expireIn: null, permissions: STORED }, {}],
    ['a role expiring today', { status: true, expireIn: '2025-03-01', permissions: STORED }, {}],
    [
      'an expired role',
      { status: true, expireIn: new Date('2024-12-31T00:00:00Z'), permissions: STORED },
      {},
    ],
  ])('%s', (_case, role, expected) => {
    const effective = effectivePermissions(role, TODAY);
    expect(effective).toEqual(expected);
    expect(pickableModules(effective).length).toBe(Object.keys(expected).length);
  });
});
