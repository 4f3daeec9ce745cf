import { describe, expect, it } from 'vitest';
import { PrincipalCache } from '../../src/features/auth/principal-cache.ts';
import type { Principal } from '../../src/lib/principal.ts';

const someone = (userId: number): Principal => ({
  userId,
  sessionId: `s${userId}`,
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  roleId: 1,
  roleName: 'Admin',
  roleState: 'active',
  permissions: {},
});

/** A loader that counts its reads. */
function reader(principal: Principal | undefined) {
  const read = async () => {
    read.calls += 1;
    return principal;
  };
  read.calls = 0;
  return read;
}

const NOON = Date.parse('2026-11-27T12:00:00Z');

describe('PrincipalCache', () => {
  it('reads a caller once, then answers from memory', async () => {
    const cache = new PrincipalCache();
    const read = reader(someone(1));
    await cache.load('k', undefined, read, NOON);
    expect(await cache.load('k', undefined, read, NOON + 1000)).toMatchObject({ userId: 1 });
    expect(read.calls).toBe(1);
  });

  it.each([
    ['a session', ['app_session'], undefined],
    ['a role', ['app_role'], undefined],
    ['a user (is_active)', ['app_user'], ['is_active', 'updated_at']],
    ['a user, columns unknown', ['app_user'], undefined],
    ['anything (raw SQL)', 'all' as const, undefined],
  ])('forgets every caller on a write to %s', async (_what, tables, columns) => {
    const cache = new PrincipalCache();
    const read = reader(someone(1));
    await cache.load('k', undefined, read, NOON);
    cache.written(tables, columns);
    await cache.load('k', undefined, read, NOON);
    expect(read.calls).toBe(2);
  });

  it('keeps callers when only page configuration or the last sign-in changes, or another table', async () => {
    const cache = new PrincipalCache();
    const read = reader(someone(1));
    await cache.load('k', undefined, read, NOON);
    cache.written(['app_user'], ['config', 'updated_at']);
    cache.written(['app_user'], ['last_login']);
    cache.written(['contract_note']);
    await cache.load('k', undefined, read, NOON);
    expect(read.calls).toBe(1);
  });

  it('reads again at the next UTC midnight (roles expire by the day) and when the token expires', async () => {
    const cache = new PrincipalCache();
    const read = reader(someone(1));
    await cache.load('day', undefined, read, NOON);
    await cache.load('day', undefined, read, Date.parse('2026-11-28T00:00:00Z'));
    expect(read.calls).toBe(2);
    const tokenExpiry = (NOON + 60_000) / 1000;
    await cache.load('token', tokenExpiry, read, NOON);
    await cache.load('token', tokenExpiry, read, NOON + 59_000);
    expect(read.calls).toBe(3);
    await cache.load('token', tokenExpiry, read, NOON + 60_000);
    expect(read.calls).toBe(4);
  });

  it('does not remember a read that a write overtook', async () => {
    const cache = new PrincipalCache();
    let release!: () => void;
    const slow = async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return someone(1);
    };
    const pending = cache.load('k', undefined, slow, NOON);
    cache.written(['app_session']);
    release();
    await pending;
    const read = reader(undefined);
    expect(await cache.load('k', undefined, read, NOON)).toBeUndefined();
    expect(read.calls).toBe(1);
  });

  it('remembers nothing while suspended (the change feed is down)', async () => {
    const cache = new PrincipalCache();
    const read = reader(someone(1));
    cache.suspend();
    await cache.load('k', undefined, read, NOON);
    await cache.load('k', undefined, read, NOON);
    expect(read.calls).toBe(2);
    cache.resume();
    await cache.load('k', undefined, read, NOON);
    await cache.load('k', undefined, read, NOON);
    expect(read.calls).toBe(3);
  });
});
