import { describe, expect, it } from 'vitest';
import { USER_LIST_DEFAULTS, userListFilter, userWhere } from './user-query.ts';

const withFilters = (filters: Partial<typeof USER_LIST_DEFAULTS.filters>) => ({
  ...USER_LIST_DEFAULTS,
  filters: { ...USER_LIST_DEFAULTS.filters, ...filters },
});

describe('user list query', () => {
  it('asks for nothing more than the defaults when nothing filters', () => {
    expect(userWhere(USER_LIST_DEFAULTS)).toBeUndefined();
    expect(userListFilter(USER_LIST_DEFAULTS)).toMatchObject({ limit: 15, skip: 0 });
  });

  it('matches the name and e-mail searches on their own fields, literally', () => {
    expect(userWhere(withFilters({ name: 'ann', email: '50%' }))).toEqual({
      and: [
        { or: [{ firstName: { ilike: '%ann%' } }, { lastName: { ilike: '%ann%' } }] },
        { email: { ilike: '%50\\%%' } },
      ],
    });
  });

  it('reads each status as its badge does', () => {
    expect(userWhere(withFilters({ status: 'active' }))).toEqual({
      and: [{ isActive: true, emailVerified: true }],
    });
    expect(userWhere(withFilters({ status: 'inactive' }))).toEqual({ and: [{ isActive: false }] });
    expect(userWhere(withFilters({ status: 'nonsense', roleId: 'x' }))).toBeUndefined();
  });

  it('falls back to the default order for a sort it does not know', () => {
    const settings = { ...USER_LIST_DEFAULTS, sort: { field: 'password', direction: 'desc' as const } };
    expect(userListFilter(settings).order).toEqual(['lastName ASC', 'firstName ASC']);
  });
});
