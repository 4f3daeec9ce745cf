import { generatePath, matchPath } from 'react-router';

type SectionPaths<Segment extends string, Children extends Record<string, string>> = {
  section: `/:module/${Segment}`;
} & { [Key in keyof Children]: `/:module/${Segment}/${Children[Key]}` };

/** A module-area section (spec §2 "Module area"): its own path and its children's, all under `/:module`. */
function section<const Segment extends string, const Children extends Record<string, string>>(
  segment: Segment,
  children: Children,
): SectionPaths<Segment, Children> {
  const base = `/:module/${segment}`;
  const entries = Object.entries(children).map(([key, child]) => [key, `${base}/${child}`]);
  return { section: base, ...Object.fromEntries(entries) } as SectionPaths<Segment, Children>;
}

/**
 * Every route of spec §2 as a pattern. Build links with `pathTo(paths.contract.detail, { module, userId })`,
 * which checks the parameters against the pattern at compile time.
 */
export const paths = {
  root: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  register: '/register',
  resetPassword: '/reset-password',

  achViewFile: '/ach-view-file/:batchName?',
  borrowingBaseApprove: '/borrowingBase/approve',
  achApprove: '/ach/approve',
  creditPage: '/credit-page/:compName/:toName',
  loanCalculator: '/loan-calculator/:apiKey',
  loanCalculatorComp: '/loan-calculator-comp/:apiKey',

  home: '/home',
  profile: '/profile',
  processRolePermissions: '/process-role-permissions',
  accessRevoked: '/access-denied',

  module: '/:module',
  contract: section('contract', {
    list: 'list',
    add: 'add',
    assetAdd: 'assest-add',
    miscContractAdd: 'misc-contract-add',
    miscContractDetail: 'misc-contract-detail/:userId',
    miscInvoiceDetail: 'misc-invoice-detail/:userId/:invoiceId/:index',
    detail: 'detail/:userId',
    detailModuleWise: 'detail/module-wise/:userId',
    moduleWiseAdd: 'module-wise/add',
    manageEquipment: 'manage-equipment/:equipId',
    manageAsset: 'manage-asset/:equipId',
    accessDenied: 'access-denied',
  }),
  invoice: section('invoice', {
    list: 'list',
    session: 'session',
    create: 'create',
    accessDenied: 'invoice-access-denied',
  }),
  session: section('session', { list: 'list', manage: 'manage', accessDenied: 'session-access-denied' }),
  report: section('report', { cards: 'cards', list: 'list', accessDenied: 'access-denied' }),
  assetReport: section('asset-report', { cards: 'cards', list: 'list', accessDenied: 'access-denied' }),
  process: section('process', { list: 'list', accessDenied: 'access-denied' }),
  miscProcess: section('miscprocess', { list: 'list', accessDenied: 'access-denied' }),
  search: section('search', { accessDenied: 'access-denied' }),
  ach: section('ach', { list: 'list', manage: 'manage/:batchId?/:status?', accessDenied: 'access-denied' }),
  dataTapes: section('datatapes', {
    list: 'list',
    manage: 'manage',
    share: 'share',
    accessDenied: 'access-denied',
  }),
  template: section('template', {
    list: 'list',
    manage: 'manage',
    share: 'share',
    accessDenied: 'access-denied',
  }),
  downloads: section('downloads', { list: 'list', accessDenied: 'access-denied' }),
  certificate: section('certificate', { list: 'list', manage: 'manage', accessDenied: 'access-denied' }),
  user: section('user', {
    list: 'list',
    add: 'add',
    update: 'update/:userId',
    accessDenied: 'access-denied',
  }),
  role: section('role', {
    list: 'list',
    add: 'add',
    update: 'update/:roleId',
    accessDenied: 'access-denied',
  }),
  vendors: section('vendors', { list: 'list', add: 'add', accessDenied: 'access-denied' }),
  enquiries: section('enquiries', { list: 'list', details: 'details', accessDenied: 'access-denied' }),
  setup: section('setup', {
    loanSetup: 'loansetup',
    createPromo: 'create-promo',
    accessDenied: 'access-denied',
  }),
} as const;

/** A concrete URL for a route pattern; the parameters the pattern names are required by type. */
export function pathTo<Pattern extends string>(
  pattern: Pattern,
  params: Parameters<typeof generatePath<Pattern>>[1],
): string {
  return generatePath(pattern, params);
}

/** The sign-in page, remembering where to go after sign-in or saying that the user signed out. */
export function loginHref(options: { redirectURL?: string; fromSignOut?: boolean } = {}): string {
  const query = new URLSearchParams();
  if (options.redirectURL) query.set('redirectURL', options.redirectURL);
  if (options.fromSignOut) query.set('fromSignOut', 'true');
  const search = query.toString();
  return search ? `${paths.login}?${search}` : paths.login;
}

// Spec §8: on these pages a 401/403 does not end the session (sign-in pages answer 401 for a wrong
// password; the public viewers have no session to end; Setup shows its own refusals).
const SESSION_KEEPING_PATTERNS = [
  paths.login,
  paths.forgotPassword,
  paths.resetPassword,
  paths.achViewFile,
  paths.loanCalculator,
  '/setupModule/*',
];

export function keepsSessionOnUnauthorized(pathname: string): boolean {
  return SESSION_KEEPING_PATTERNS.some((pattern) =>
    matchPath({ path: pattern, caseSensitive: false }, pathname),
  );
}
