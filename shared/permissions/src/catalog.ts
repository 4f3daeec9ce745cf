/** The three actions a role may hold on a module's menu (spec §3, §6). */
export const ACTIONS = ['view', 'create', 'download'] as const;
export type Action = (typeof ACTIONS)[number];

interface MenuEntryBase {
  /** The menu name the permission map uses, e.g. `Reports`. */
  menu: string;
  /** The spec's sidebar id (§2 sidebar table), e.g. `ext-report`. */
  section: string;
}

/**
 * A sidebar link: `route` is the route section it opens under `/{module}/` (spec §2 module area) and
 * `landing` the page that section opens on, or null when the section itself is the page.
 */
export interface SidebarMenuEntry extends MenuEntryBase {
  sidebar: true;
  route: string;
  landing: string | null;
}

/** A Setup menu that guards a gear-menu item (Salesforce Sync, Login as) rather than a sidebar link. */
export interface GearMenuEntry extends MenuEntryBase {
  sidebar: false;
  route: null;
  landing: null;
}

export type MenuEntry = SidebarMenuEntry | GearMenuEntry;

export interface ModuleEntry {
  id: string;
  name: string;
  menus: readonly MenuEntry[];
  /** Setup Module is reached through the gear menu, not the module picker (spec §6). */
  inPicker: boolean;
}

/** A sidebar entry; the route section defaults to the sidebar id and the landing page to `list`. */
const entry = (
  menu: string,
  section: string,
  { route = section, landing = 'list' }: { route?: string; landing?: string | null } = {},
): MenuEntry => ({ menu, section, sidebar: true, route, landing });
const gearEntry = (menu: string, section: string): MenuEntry => ({
  menu,
  section,
  sidebar: false,
  route: null,
  landing: null,
});
const contracts = entry('Contracts', 'contract');
const invoices = entry('Invoices', 'invoice');

/**
 * The 16 modules with the spec's ids, picker names and sidebar entries (spec §1, §2 sidebar table).
 * Everything that lists modules or menus (picker, sidebar, guards, role editor, server checks) reads this.
 * Sidebar ids and route sections coincide except `ext-report` -> `report`, `ext-process` -> `process`,
 * `misc-process` -> `miscprocess` and `vendor` -> `vendors`. Each section opens on its `list`, except
 * Vendor Quote's Setup, which redirects to `loansetup`, and Search, whose only child is access-denied, so
 * the section itself is the page. Vendor Payments and DS Deals have no menus in the spec.
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
    menus: [
      contracts,
      invoices,
      entry('Reports', 'ext-report', { route: 'report' }),
      entry('Process', 'ext-process', { route: 'process' }),
    ],
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
      gearEntry('Salesforce Sync', 'salesforce-sync'),
      gearEntry('Impersonation', 'impersonation'),
    ],
  },
  { id: 'firstPayment', name: 'Sales Invoices', inPicker: true, menus: [contracts, invoices] },
  {
    id: 'SalesforceSearch',
    name: 'Salesforce Search',
    inPicker: true,
    menus: [entry('Search', 'search', { landing: null })],
  },
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
    menus: [
      entry('Vendors', 'vendor', { route: 'vendors' }),
      entry('Inquiries', 'enquiries'),
      entry('Setup', 'setup', { landing: 'loansetup' }),
    ],
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
    menus: [contracts, invoices, entry('Process', 'misc-process', { route: 'miscprocess' })],
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
