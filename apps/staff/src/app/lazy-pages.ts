import type { RouteObject } from 'react-router';

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
  notBuilt: async () => ({ Component: (await import('./routes/not-built-page.tsx')).NotBuiltPage }),
  sectionAccessDenied: async () => ({
    Component: (await import('./routes/section-access-denied-page.tsx')).SectionAccessDeniedPage,
  }),
  contractList: async () => ({
    Component: (await import('./routes/contract-routes.tsx')).ContractListRoute,
  }),
  contractDetails: async () => ({
    Component: (await import('./routes/contract-page-routes.tsx')).ContractDetailsRoute,
  }),
  contractAdd: async () => ({
    Component: (await import('./routes/contract-page-routes.tsx')).ContractAddRoute,
  }),
  assetContractAdd: async () => ({
    Component: (await import('./routes/contract-page-routes.tsx')).AssetContractAddRoute,
  }),
  miscContractAdd: async () => ({
    Component: (await import('./routes/contract-page-routes.tsx')).MiscContractAddRoute,
  }),
  miscInvoice: async () => ({
    Component: (await import('./routes/contract-page-routes.tsx')).MiscInvoiceRoute,
  }),
  manageEquipment: async () => ({
    Component: (await import('./routes/contract-page-routes.tsx')).ManageEquipmentRoute,
  }),
  manageAsset: async () => ({
    Component: (await import('./routes/contract-page-routes.tsx')).ManageAssetRoute,
  }),
  invoiceList: async () => ({
    Component: (await import('./routes/invoice-routes.tsx')).InvoiceListRoute,
  }),
  invoiceSessions: async () => ({
    Component: (await import('./routes/invoice-routes.tsx')).SessionListRoute,
  }),
  invoiceCreate: async () => ({
    Component: (await import('./routes/invoice-routes.tsx')).CreateInvoiceRoute,
  }),
  accessRevoked: async () => ({
    Component: (await import('./routes/access-revoked-page.tsx')).AccessRevokedPage,
  }),
} satisfies Record<string, LazyPage>;
