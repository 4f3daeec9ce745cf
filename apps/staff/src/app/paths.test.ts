import { describe, expect, expectTypeOf, it } from 'vitest';
import { moduleSections } from './module-sections.ts';
import { keepsSessionOnUnauthorized, loginHref, paths, pathTo } from './paths.ts';
import { safeRedirect } from './safe-redirect.ts';

// Spec §2's module area, section by section: the patterns the page definitions must keep producing.
const MODULE_AREA_PATTERNS = [
  '/:module/ach/access-denied',
  '/:module/ach/list',
  '/:module/ach/manage/:batchId?/:status?',
  '/:module/ach/report/cards',
  '/:module/ach/report/list',
  '/:module/ach',
  '/:module/asset-report/access-denied',
  '/:module/asset-report/cards',
  '/:module/asset-report/list',
  '/:module/asset-report',
  '/:module/certificate/access-denied',
  '/:module/certificate/list',
  '/:module/certificate/manage',
  '/:module/certificate',
  '/:module/contract/access-denied',
  '/:module/contract/add',
  '/:module/contract/assest-add',
  '/:module/contract/detail/:contractId',
  '/:module/contract/detail/module-wise/:contractId',
  '/:module/contract/list',
  '/:module/contract/manage-asset/:equipId',
  '/:module/contract/manage-equipment/:equipId',
  '/:module/contract/misc-contract-add',
  '/:module/contract/misc-contract-detail/:contractId',
  '/:module/contract/misc-invoice-detail/:contractId/:invoiceId/:index',
  '/:module/contract/module-wise/add',
  '/:module/contract',
  '/:module/datatapes/access-denied',
  '/:module/datatapes/list',
  '/:module/datatapes/manage',
  '/:module/datatapes',
  '/:module/datatapes/share',
  '/:module/downloads/access-denied',
  '/:module/downloads/list',
  '/:module/downloads',
  '/:module/enquiries/access-denied',
  '/:module/enquiries/details',
  '/:module/enquiries/list',
  '/:module/enquiries',
  '/:module/invoice/invoice-access-denied',
  '/:module/invoice/create',
  '/:module/invoice/list',
  '/:module/invoice',
  '/:module/invoice/session',
  '/:module/miscprocess/access-denied',
  '/:module/miscprocess/list',
  '/:module/miscprocess',
  '/:module/process/access-denied',
  '/:module/process/list',
  '/:module/process',
  '/:module/report/access-denied',
  '/:module/report/cards',
  '/:module/report/list',
  '/:module/report',
  '/:module/role/access-denied',
  '/:module/role/add',
  '/:module/role/list',
  '/:module/role',
  '/:module/role/update/:roleId',
  '/:module/search/access-denied',
  '/:module/search',
  '/:module/session/session-access-denied',
  '/:module/session/list',
  '/:module/session/manage',
  '/:module/session',
  '/:module/setup/access-denied',
  '/:module/setup/create-promo',
  '/:module/setup/loansetup',
  '/:module/setup',
  '/:module/template/access-denied',
  '/:module/template/list',
  '/:module/template/manage',
  '/:module/template',
  '/:module/template/share',
  '/:module/user/access-denied',
  '/:module/user/add',
  '/:module/user/list',
  '/:module/user',
  '/:module/user/update/:userId',
  '/:module/vendors/access-denied',
  '/:module/vendors/add',
  '/:module/vendors/list',
  '/:module/vendors',
];

describe('paths', () => {
  it('keeps every module-area address of spec §2', () => {
    const patterns = Object.keys(moduleSections).flatMap((key) =>
      Object.values(paths[key as keyof typeof moduleSections]),
    );

    expect(patterns.sort()).toEqual(MODULE_AREA_PATTERNS.sort());
  });

  it.each(Object.entries(moduleSections))(
    'builds %s from its page definitions',
    (key, { route, accessDenied, pages }) => {
      const expected = Object.fromEntries(
        Object.entries(pages).map(([page, { path }]) => [page, `/:module/${route}/${path}`]),
      );

      expect(paths[key as keyof typeof moduleSections]).toEqual({
        section: `/:module/${route}`,
        accessDenied: `/:module/${route}/${accessDenied}`,
        ...expected,
      });
    },
  );

  it('keeps each pattern a literal type, so pathTo checks its parameters', () => {
    expectTypeOf(paths.user.update).toEqualTypeOf<'/:module/user/update/:userId'>();
    expectTypeOf(paths.invoice.accessDenied).toEqualTypeOf<'/:module/invoice/invoice-access-denied'>();
    // @ts-expect-error the pattern names roleId, so leaving it out does not compile (and throws).
    expect(() => pathTo(paths.role.update, { module: 'setupModule' })).toThrow();
  });

  it('fills route patterns, optional parts included', () => {
    expect(
      pathTo(paths.contract.miscInvoiceDetail, {
        module: 'miscInvoice',
        contractId: '4',
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
