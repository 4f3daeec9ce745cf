import { describe, expect, it } from 'vitest';
import { withoutSavedViews, withPageEntry } from './stored-page-config.ts';

describe('withoutSavedViews', () => {
  it('drops filters, pagination and sort and keeps everything else', () => {
    expect(
      withoutSavedViews({
        filters: { q: 'x' },
        pagination: { page: 2, perPage: 50 },
        sort: 'id',
        dateRange: 'ytd',
        theme: 'dense',
      }),
    ).toEqual({ dateRange: 'ytd', theme: 'dense' });
  });

  it('does the same inside per-page entries', () => {
    expect(withoutSavedViews({ contracts: { sort: 'id', dateRange: 'ytd' }, columns: ['a', 'b'] })).toEqual({
      contracts: { dateRange: 'ytd' },
      columns: ['a', 'b'],
    });
  });

  it('treats anything but an object as nothing saved', () => {
    expect(withoutSavedViews(null)).toEqual({});
    expect(withoutSavedViews(['filters'])).toEqual({});
  });
});

describe('withPageEntry', () => {
  it("replaces one page's entry and keeps the other pages", () => {
    expect(
      withPageEntry({ userList: { sort: 'a' }, roleList: { sort: 'b' } }, 'userList', { sort: 'c' }),
    ).toEqual({
      userList: { sort: 'c' },
      roleList: { sort: 'b' },
    });
  });

  it('removes the entry when given null', () => {
    expect(withPageEntry({ userList: { sort: 'a' }, roleList: { sort: 'b' } }, 'userList', null)).toEqual({
      roleList: { sort: 'b' },
    });
  });
});
