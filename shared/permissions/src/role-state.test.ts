import { describe, expect, it } from 'vitest';
import {
  roleExpiration,
  roleState,
  type RoleExpiration,
  type RoleState,
  type RoleStatus,
} from './role-state.ts';

// Late in the UTC day: a local-time comparison east of UTC would already be on 2 March.
const TODAY = new Date('2025-03-01T23:30:00Z');

describe('roleExpiration()', () => {
  it.each<[string, string | Date | null, RoleExpiration]>([
    ['no date', null, { status: 'no-date', message: 'No expiration date set.' }],
    ['a month ago', '2025-01-30', { status: 'expired', message: 'Role has expired.' }],
    ['yesterday', '2025-02-28', { status: 'expired', message: 'Role has expired.' }],
    [
      'today (the "unreachable" same-day case counts as expired)',
      '2025-03-01',
      { status: 'expired', message: 'Role has expired.' },
    ],
    ['today, later in the day', '2025-03-01T23:59:59Z', { status: 'expired', message: 'Role has expired.' }],
    [
      'tomorrow',
      '2025-03-02',
      { status: 'expiring-tomorrow', message: 'Role will expire tomorrow.', daysLeft: 1 },
    ],
    [
      'tomorrow, just after midnight UTC',
      '2025-03-02T00:00:01Z',
      { status: 'expiring-tomorrow', message: 'Role will expire tomorrow.', daysLeft: 1 },
    ],
    ['in two days', '2025-03-03', { status: 'active', message: 'Role will expire in 2 days.', daysLeft: 2 }],
    [
      'in ten days, as a Date',
      new Date('2025-03-11T00:00:00Z'),
      { status: 'active', message: 'Role will expire in 10 days.', daysLeft: 10 },
    ],
    [
      'across a leap day',
      '2028-03-01',
      { status: 'active', message: 'Role will expire in 1096 days.', daysLeft: 1096 },
    ],
    [
      'a timestamp without a zone is UTC',
      '2025-03-02T00:30:00',
      { status: 'expiring-tomorrow', message: 'Role will expire tomorrow.', daysLeft: 1 },
    ],
    [
      'a timestamp with an offset, still today in UTC',
      '2025-03-01T20:00:00-03:00',
      { status: 'expired', message: 'Role has expired.' },
    ],
    [
      'a timestamp with an offset, tomorrow in UTC',
      '2025-03-01T22:00:00-03:00',
      { status: 'expiring-tomorrow', message: 'Role will expire tomorrow.', daysLeft: 1 },
    ],
    ['an unparseable date', 'soon', { status: 'expired', message: 'Role has expired.' }],
    ['an invalid Date', new Date(Number.NaN), { status: 'expired', message: 'Role has expired.' }],
  ])('%s', (_case, expireIn, expected) => {
    expect(roleExpiration(expireIn, TODAY)).toEqual(expected);
  });

  it('reads today as a UTC calendar date too', () => {
    expect(roleExpiration('2025-03-02', new Date('2025-03-01T00:00:00Z')).daysLeft).toBe(1);
    expect(roleExpiration('2025-03-02', new Date('2025-03-02T00:00:00Z')).status).toBe('expired');
  });
});

describe('roleState()', () => {
  it.each<[string, RoleStatus, RoleState]>([
    ['active without a date', { status: true, expireIn: null }, 'active'],
    ['active until tomorrow', { status: true, expireIn: '2025-03-02' }, 'active'],
    ['expiring today', { status: true, expireIn: '2025-03-01' }, 'expired'],
    ['expired last month', { status: true, expireIn: new Date('2025-02-01T00:00:00Z') }, 'expired'],
    ['switched off', { status: false, expireIn: null }, 'inactive'],
    ['switched off with a future date', { status: false, expireIn: '2026-01-01' }, 'inactive'],
    ['switched off and past its date', { status: false, expireIn: '2024-01-01' }, 'inactive'],
  ])('%s', (_case, role, expected) => {
    expect(roleState(role, TODAY)).toBe(expected);
  });
});
