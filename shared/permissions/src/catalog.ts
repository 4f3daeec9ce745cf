/** The three actions a role may hold on a module's menu (spec §3, §6). */
export const ACTIONS = ['view', 'create', 'download'] as const;
export type Action = (typeof ACTIONS)[number];

/** A sidebar entry: the menu name the permission map uses and the route section it opens. */
export interface MenuEntry {
  menu: string;
  section: string;
  /** Setup menus that guard gear-menu items rather than sidebar links. */
  sidebar: boolean;
}

export interface ModuleEntry {
  id: string;
  name: string;
  menus: readonly MenuEntry[];
  /** Setup Module is reached through the gear menu, not the module picker (spec §6). */
  inPicker: boolean;
}

const entry = (menu: string, section: string, sidebar = true): MenuEntry => ({ menu, section, sidebar });
const contracts = entry('Contracts', 'contract');
const invoices = entry('Invoices', 'invoice');

/**
 * The 16 modules with the spec's ids, picker names and sidebar entries (spec §1, §2 sidebar table).
 * Everything that lists modules or menus (picker, sidebar, guards, role editor, server checks) reads this.
 *
 * @example MODULES.find((m) => m.id === 'dataTapes')?.menus.map((m) => m.menu) // ['Tapes', 'Templates', 'Downloads']
 */
export const MODULES: readonly ModuleEntry[] = [
  { id: 'enquiry', name: 'Contract Inquiry', inPicker: true, menus: [contracts] },
  {
    id: 'informationalInvoices',
    name: 'Informational Invoices',
    inPicker: true,
    menus: [contracts, invoices],
  },
  { id: 'prefund', name: 'Prefunds', inPicker: true, menus: [contracts, invoices] },
  {
    id: 'extensions',
    name: 'Extensions',
    inPicker: true,
    menus: [contracts, invoices, entry('Reports', 'ext-report'), entry('Process', 'ext-process')],
  },
  { id: 'Vendor Payments', name: 'Vendor Payments', inPicker: true, menus: [] },
  { id: 'DS Deals', name: 'DS Deals', inPicker: true, menus: [] },
  { id: 'ach', name: 'ACH', inPicker: true, menus: [entry('ACH', 'ach')] },
  {
    id: 'setupModule',
    name: 'Setup Module',
    inPicker: false,
    menus: [
      entry('Users', 'user'),
      entry('Roles', 'role'),
      entry('Salesforce Sync', 'salesforce-sync', false),
      entry('Impersonation', 'impersonation', false),
    ],
  },
  { id: 'firstPayment', name: 'Sales Invoices', inPicker: true, menus: [contracts, invoices] },
  { id: 'SalesforceSearch', name: 'Salesforce Search', inPicker: true, menus: [entry('Search', 'search')] },
  {
    id: 'assetManagement',
    name: 'Asset Management',
    inPicker: true,
    menus: [contracts, entry('Reports', 'asset-report')],
  },
  {
    id: 'loanCalculator',
    name: 'Vendor Quote',
    inPicker: true,
    menus: [entry('Vendors', 'vendor'), entry('Inquiries', 'enquiries'), entry('Setup', 'setup')],
  },
  {
    id: 'borrowingBase',
    name: 'Borrowing Base',
    inPicker: true,
    menus: [entry('Certificates', 'certificate')],
  },
  {
    id: 'miscInvoice',
    name: 'Miscellaneous Invoices',
    inPicker: true,
    menus: [contracts, invoices, entry('Process', 'misc-process')],
  },
  { id: 'vendorInvoice', name: 'Vendor Invoice', inPicker: true, menus: [entry('Sessions', 'session')] },
  {
    id: 'dataTapes',
    name: 'Tape Builder',
    inPicker: true,
    menus: [entry('Tapes', 'datatapes'), entry('Templates', 'template'), entry('Downloads', 'downloads')],
  },
];

export type ActionFlags = Partial<Record<Action, boolean>>;
/** module -> menu name -> flags; a missing entry means false. */
export type PermissionMap = Record<string, Record<string, ActionFlags>>;

/**
 * Whether a permission map grants an action; module, menu and action names are compared in lower case
 * and anything missing is false.
 *
 * @example can({ ach: { ACH: { view: true } } }, 'ACH', 'ach', 'view') // true
 */
export function can(
  permissions: PermissionMap | null | undefined,
  module: string,
  menu: string,
  action: Action,
): boolean {
  if (!permissions) return false;
  const moduleKey = Object.keys(permissions).find((key) => key.toLowerCase() === module.toLowerCase());
  const menus = moduleKey === undefined ? undefined : permissions[moduleKey];
  if (!menus) return false;
  const menuKey = Object.keys(menus).find((key) => key.toLowerCase() === menu.toLowerCase());
  const flags = menuKey === undefined ? undefined : menus[menuKey];
  if (!flags) return false;
  const actionKey = (Object.keys(flags) as Action[]).find(
    (key) => key.toLowerCase() === action.toLowerCase(),
  );
  return actionKey !== undefined && flags[actionKey] === true;
}
