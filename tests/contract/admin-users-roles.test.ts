import {
  countResult,
  roleListRow,
  roleRecord,
  ROLE_LIST_FIELDS,
  userListRow,
  userRecord,
  USER_LIST_FIELDS,
} from '@lendline/wire';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectExactKeys, openContractHarness, rawJson, type ContractHarness } from './contract-client.ts';

let harness: ContractHarness;
beforeAll(async () => {
  harness = await openContractHarness();
});
afterAll(() => harness.close());

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

// The users list as apps/staff/src/features/users/user-query.ts asks for it: its fields and the role.
const USER_ROLE_INCLUDE = [
  { relation: 'permissions', scope: { fields: ['name', 'status', 'expireIn', 'permissions'] } },
];

describe('User (apps/staff/src/features/users)', () => {
  it("the list with the role, the count and a record are the wire's", async () => {
    const { api } = harness;
    const filter = { fields: [...USER_LIST_FIELDS], include: USER_ROLE_INCLUDE, limit: 50 };
    const rows = await api.list('rgnts-apps-users', filter, { schema: userListRow });
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.some((row) => row.permissions?.name)).toBe(true);
    const raw = (await rawJson(harness, `/api/rgnts-apps-users?filter=${q(filter)}`)) as Record<
      string,
      unknown
    >[];
    // A user without a role has no `permissions` key; every other key is the list's.
    for (const row of raw) {
      const { permissions, ...own } = row;
      expectExactKeys(v.pick(userRecord, USER_LIST_FIELDS), [own]);
      if (permissions)
        expectExactKeys(v.object(userListRow.entries.permissions.wrapped.wrapped.entries), [
          permissions as object,
        ]);
    }
    const { count } = await api.get('rgnts-apps-users/count', undefined, { schema: countResult });
    expect(count).toBeGreaterThanOrEqual(rows.length);
    const one = await api.findById('rgnts-apps-users', rows[0]!.id, undefined, { schema: userRecord });
    expect(one.email).toBe(rows[0]!.email);
    expectExactKeys(
      userRecord,
      (await rawJson(harness, '/api/rgnts-apps-users?filter={"limit":50}')) as object[],
    );
  });
});

describe('Role (apps/staff/src/features/roles)', () => {
  it("the list with its users, the picker's options, the count and a record are the wire's", async () => {
    const { api } = harness;
    const filter = {
      fields: [...ROLE_LIST_FIELDS],
      include: [{ relation: 'users', scope: { fields: ['id'] } }],
      limit: 50,
    };
    const rows = await api.list('rgnts-apps-roles', filter, { schema: roleListRow });
    expect(rows.some((row) => (row.users ?? []).length > 0)).toBe(true);
    const raw = (await rawJson(harness, `/api/rgnts-apps-roles?filter=${q(filter)}`)) as Record<
      string,
      unknown
    >[];
    for (const { users, ...own } of raw) {
      expectExactKeys(v.pick(roleRecord, ROLE_LIST_FIELDS), [own]);
      for (const user of (users ?? []) as object[]) expect(Object.keys(user)).toEqual(['id']);
    }
    const options = await api.list(
      'rgnts-apps-roles',
      { fields: ['id', 'name'], order: 'name ASC' },
      { schema: v.pick(roleRecord, ['id', 'name']) },
    );
    expect(options.length).toBe(rows.length);
    const { count } = await api.get('rgnts-apps-roles/count', undefined, { schema: countResult });
    expect(count).toBe(rows.length);
    const one = await api.findById('rgnts-apps-roles', rows[0]!.id, undefined, { schema: roleRecord });
    expect(JSON.parse(one.permissions)).toBeTypeOf('object');
    expectExactKeys(roleRecord, (await rawJson(harness, '/api/rgnts-apps-roles')) as object[]);
    // As the role form adds one (save-role.ts).
    const added = await api.create(
      'rgnts-apps-roles',
      { name: 'Contract Test Role', description: null, status: true, expireIn: null, permissions: '{}' },
      { schema: roleRecord },
    );
    expect(added.name).toBe('Contract Test Role');
  });
});
