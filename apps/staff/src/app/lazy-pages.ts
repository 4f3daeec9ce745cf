import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { builtSections } from './module-sections.ts';
import type { SectionDefinition } from './section-definition.ts';

export type LazyPage = NonNullable<RouteObject['lazy']>;

// Each page's code loads when its route is first entered, so the sign-in pages stay small.
export const lazyPages = {
  login: async () => ({ Component: (await import('./routes/login-page.tsx')).LoginPage }),
  forgotPassword: async () => ({
    Component: (await import('./routes/forgot-password-page.tsx')).ForgotPasswordPage,
  }),
  register: async () => ({ Component: (await import('./routes/register-page.tsx')).RegisterPage }),
  resetPassword: async () => ({
    Component: (await import('./routes/reset-password-page.tsx')).ResetPasswordPage,
  }),
  shell: async () => ({ Component: (await import('./shell-layout.tsx')).ShellLayout }),
  home: async () => ({ Component: (await import('./routes/home-page.tsx')).HomePage }),
  profile: async () => ({ Component: (await import('./routes/profile-page.tsx')).ProfilePage }),
  rolePermissions: async () => ({
    Component: (await import('./routes/role-permissions-page.tsx')).RolePermissionsPage,
  }),
  notBuilt: async () => ({ Component: (await import('./routes/not-built-page.tsx')).NotBuiltPage }),
  sectionAccessDenied: async () => ({
    Component: (await import('./routes/section-access-denied-page.tsx')).SectionAccessDeniedPage,
  }),
  achApprove: async () => ({
    Component: (await import('./routes/ach-routes.tsx')).AchApproveRoute,
  }),
  accessRevoked: async () => ({
    Component: (await import('./routes/access-revoked-page.tsx')).AccessRevokedPage,
  }),
} satisfies Record<string, LazyPage>;

/** One lazy module for every page a section defines; a page added without one fails to compile. */
type PageModules<Section extends SectionDefinition> = { readonly [Key in keyof Section['pages']]: LazyPage };

/** The names of a module's exports that are components. */
type ComponentNames<Module> = {
  [Key in keyof Module]: Module[Key] extends ComponentType ? Key : never;
}[keyof Module];

/** Pages from one route module: `userPage('UserListRoute')` loads that module when the page is entered. */
const pagesOf =
  <Module>(load: () => Promise<Module>) =>
  (name: ComponentNames<Module>): LazyPage =>
  async () => ({ Component: (await load())[name] as ComponentType });

// The contract list alone loads no form or details code; the other contract pages share one module.
const contractListPage = pagesOf(() => import('./routes/contract-routes.tsx'));
const contractPage = pagesOf(() => import('./routes/contract-page-routes.tsx'));
const invoicePage = pagesOf(() => import('./routes/invoice-routes.tsx'));
const downloadPage = pagesOf(() => import('./routes/download-routes.tsx'));
const userPage = pagesOf(() => import('./routes/user-routes.tsx'));
const rolePage = pagesOf(() => import('./routes/role-routes.tsx'));
const vendorPage = pagesOf(() => import('./routes/vendor-routes.tsx'));
const inquiryPage = pagesOf(() => import('./routes/inquiry-routes.tsx'));
const setupPage = pagesOf(() => import('./routes/loan-setup-routes.tsx'));
const reportPage = pagesOf(() => import('./routes/report-routes.tsx'));
const processPage = pagesOf(() => import('./routes/process-routes.tsx'));
const achPage = pagesOf(() => import('./routes/ach-routes.tsx'));

/**
 * The built sections' pages, by section and page as `module-sections.ts` names them. One module per
 * section (the contract list apart), so moving between a section's pages loads nothing more.
 */
export const sectionPageModules: {
  [Key in keyof typeof builtSections]: PageModules<(typeof builtSections)[Key]>;
} = {
  contract: {
    list: contractListPage('ContractListRoute'),
    add: contractPage('ContractAddRoute'),
    assetAdd: contractPage('AssetContractAddRoute'),
    miscContractAdd: contractPage('MiscContractAddRoute'),
    miscContractDetail: contractPage('ContractDetailsRoute'),
    miscInvoiceDetail: contractPage('MiscInvoiceRoute'),
    detail: contractPage('ContractDetailsRoute'),
    detailModuleWise: contractPage('ContractDetailsRoute'),
    moduleWiseAdd: contractPage('ContractAddRoute'),
    manageEquipment: contractPage('ManageEquipmentRoute'),
    manageAsset: contractPage('ManageAssetRoute'),
  },
  invoice: {
    list: invoicePage('InvoiceListRoute'),
    session: invoicePage('SessionListRoute'),
    create: invoicePage('CreateInvoiceRoute'),
  },
  downloads: {
    list: downloadPage('DownloadListRoute'),
  },
  user: {
    list: userPage('UserListRoute'),
    add: userPage('UserAddRoute'),
    update: userPage('UserUpdateRoute'),
  },
  role: {
    list: rolePage('RoleListRoute'),
    add: rolePage('RoleAddRoute'),
    update: rolePage('RoleUpdateRoute'),
  },
  vendors: { list: vendorPage('VendorListRoute'), add: vendorPage('VendorAddRoute') },
  enquiries: { list: inquiryPage('InquiryListRoute'), details: inquiryPage('InquiryDetailsRoute') },
  setup: { loanSetup: setupPage('LoanSetupRoute'), createPromo: setupPage('CreatePromoRoute') },
  report: { cards: reportPage('ReportCardsRoute'), list: reportPage('ReportListRoute') },
  assetReport: { cards: reportPage('ReportCardsRoute'), list: reportPage('ReportListRoute') },
  process: { list: processPage('ExtensionProcessRoute') },
  miscProcess: { list: processPage('MiscProcessRoute') },
  ach: {
    list: achPage('AchListRoute'),
    manage: achPage('AchManageRoute'),
    reportCards: reportPage('ReportCardsRoute'),
    reportList: reportPage('ReportListRoute'),
  },
};
