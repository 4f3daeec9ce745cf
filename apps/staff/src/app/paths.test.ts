import { describe, expect, it } from 'vitest';
import { keepsSessionOnUnauthorized, loginHref, paths, pathTo } from './paths.ts';
import { safeRedirect } from './safe-redirect.ts';

describe('paths', () => {
  it('fills route patterns, optional parts included', () => {
    expect(
      pathTo(paths.contract.miscInvoiceDetail, {
        module: 'miscInvoice',
        userId: '4',
        invoiceId: '9',
        index: '0',
      }),
    ).toBe('/miscInvoice/contract/misc-invoice-detail/4/9/0');
    expect(pathTo(paths.ach.manage, { module: 'ach', batchId: 'B-7' })).toBe('/ach/ach/manage/B-7');
    expect(pathTo(paths.achViewFile, {})).toBe('/ach-view-file');
    expect(pathTo(paths.invoice.accessDenied, { module: 'enquiry' })).toBe(
      '/enquiry/invoice/invoice-access-denied',
    );
  });

  it('builds sign-in addresses', () => {
    expect(loginHref()).toBe('/login');
    expect(loginHref({ redirectURL: '/ach/ach/list?tab=2' })).toBe(
      '/login?redirectURL=%2Fach%2Fach%2Flist%3Ftab%3D2',
    );
    expect(loginHref({ fromSignOut: true })).toBe('/login?fromSignOut=true');
  });

  it.each([
    ['/login', true],
    ['/forgot-password', true],
    ['/reset-password', true],
    ['/ach-view-file', true],
    ['/ach-view-file/2026-11-21-A', true],
    ['/loan-calculator/demo-key', true],
    ['/setupModule/user/list', true],
    ['/home', false],
    ['/register', false],
    ['/enquiry/contract/list', false],
  ])('a 401/403 on %s keeps the session: %s', (pathname, keeps) => {
    expect(keepsSessionOnUnauthorized(pathname)).toBe(keeps);
  });
});

describe('safeRedirect', () => {
  const signIn = ['/login'];

  it.each([
    ['/enquiry/contract/list?page=2#top', '/enquiry/contract/list?page=2#top'],
    ['https://evil.example/x', undefined],
    ['//evil.example/x', undefined],
    ['/\\evil.example', undefined],
    ['javascript:alert(1)', undefined],
    ['/login?redirectURL=/home', undefined],
    [null, undefined],
  ])('%s -> %s', (input, expected) => {
    expect(safeRedirect(input, signIn)).toBe(expected);
  });
});
