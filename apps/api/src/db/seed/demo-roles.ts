import { ACTIONS, MODULES, type Action, type PermissionMap } from '@lendline/permissions';

type Grant = Record<string, readonly Action[] | Record<string, readonly Action[]>>;

const ALL = ACTIONS;
const VIEW = ['view'] as const;
const VIEW_CREATE = ['view', 'create'] as const;
const VIEW_DOWNLOAD = ['view', 'download'] as const;

/** Expands "module: actions" (every menu) or "module: {menu: actions}" into the stored permission map. */
function permissionMap(grant: Grant): PermissionMap {
  const map: PermissionMap = {};
  for (const [moduleId, spec] of Object.entries(grant)) {
    const module = MODULES.find((m) => m.id === moduleId);
    if (!module) throw new Error(`Unknown module in demo role: ${moduleId}`);
    const menus: PermissionMap[string] = {};
    for (const { menu } of module.menus) {
      const actions = Array.isArray(spec) ? spec : (spec as Record<string, readonly Action[]>)[menu];
      if (!actions) continue;
      menus[menu] = Object.fromEntries(ALL.map((action) => [action, actions.includes(action)]));
    }
    map[moduleId] = menus;
  }
  return map;
}

const everyModule = (actions: readonly Action[], except: string[] = []): Grant =>
  Object.fromEntries(MODULES.filter((m) => !except.includes(m.id)).map((m) => [m.id, actions]));

export interface DemoRole {
  key: string;
  name: string;
  description: string;
  permissions: PermissionMap;
  status: boolean;
  /** Days from the seed's reference date; null means the role never expires. */
  expiresInDays: number | null;
}

const billing = ['informationalInvoices', 'firstPayment', 'miscInvoice', 'extensions', 'prefund', 'enquiry'];

/** The demo company's roles (domain §5.2): eleven working roles plus an expired, an inactive and an expiring one. */
export const DEMO_ROLES: readonly DemoRole[] = [
  {
    key: 'admin',
    name: 'Admin',
    description: 'Full access, user administration and impersonation',
    permissions: permissionMap(everyModule(ALL)),
    status: true,
    expiresInDays: null,
  },
  {
    key: 'finance-manager',
    name: 'Finance Manager',
    description: 'Runs billing, approves funding and reviews capital markets reports',
    permissions: permissionMap({
      ...Object.fromEntries(billing.map((id) => [id, ALL])),
      ach: VIEW_DOWNLOAD,
      borrowingBase: VIEW_DOWNLOAD,
      dataTapes: VIEW_DOWNLOAD,
      assetManagement: VIEW_DOWNLOAD,
      vendorInvoice: VIEW,
      SalesforceSearch: VIEW,
    }),
    status: true,
    expiresInDays: null,
  },
  {
    key: 'ar-specialist',
    name: 'AR Specialist',
    description: 'Creates and sends invoices',
    permissions: permissionMap({
      enquiry: VIEW,
      firstPayment: VIEW_CREATE,
      informationalInvoices: VIEW_CREATE,
      miscInvoice: VIEW_CREATE,
      extensions: VIEW_CREATE,
    }),
    status: true,
    expiresInDays: null,
  },
  {
    key: 'ach-operator',
    name: 'ACH Operator',
    description: 'Builds ACH batches and generates NACHA files',
    // Downloads (under Tape Builder in the spec) is where the NACHA files they make land.
    permissions: permissionMap({ ach: ALL, enquiry: VIEW, dataTapes: { Downloads: VIEW_DOWNLOAD } }),
    status: true,
    expiresInDays: null,
  },
  {
    key: 'ach-approver',
    name: 'ACH Approver',
    description: 'Approves ACH batches and re-open requests made by others',
    // Downloads lists the files they approved; without ACH download the whole NACHA file stays closed.
    permissions: permissionMap({ ach: VIEW_CREATE, enquiry: VIEW, dataTapes: { Downloads: VIEW } }),
    status: true,
    expiresInDays: null,
  },
  {
    key: 'funding-analyst',
    name: 'Funding Analyst',
    description: 'Prefunds, vendor invoices and asset intake',
    permissions: permissionMap({
      prefund: VIEW_CREATE,
      enquiry: VIEW,
      assetManagement: VIEW_CREATE,
      vendorInvoice: ALL,
    }),
    status: true,
    expiresInDays: null,
  },
  {
    key: 'capital-markets',
    name: 'Capital Markets',
    description: 'Debt source deals, data tapes and borrowing base certificates',
    permissions: permissionMap({ dataTapes: ALL, borrowingBase: ALL, enquiry: VIEW_DOWNLOAD }),
    status: true,
    expiresInDays: null,
  },
  {
    key: 'vendor-program-manager',
    name: 'Vendor Program Mgr',
    description: 'Vendor Quote programs, API keys, promos and inquiries',
    permissions: permissionMap({ loanCalculator: ALL, enquiry: VIEW }),
    status: true,
    expiresInDays: null,
  },
  {
    key: 'sales',
    name: 'Sales',
    description: 'Read-only view of contracts, vendors and inquiries',
    permissions: permissionMap({ enquiry: VIEW, loanCalculator: VIEW, SalesforceSearch: VIEW }),
    status: true,
    expiresInDays: null,
  },
  {
    key: 'auditor',
    name: 'Auditor',
    description: 'Reads and downloads everything; no changes',
    permissions: permissionMap({
      ...everyModule(VIEW_DOWNLOAD, ['setupModule']),
      setupModule: { Users: VIEW, Roles: VIEW },
    }),
    status: true,
    expiresInDays: null,
  },
  {
    key: 'customer-service',
    name: 'Customer Service',
    description: 'Answers lessee questions about contracts and invoices',
    permissions: permissionMap({ enquiry: VIEW, informationalInvoices: VIEW, SalesforceSearch: VIEW }),
    status: true,
    expiresInDays: null,
  },
  {
    key: 'expired',
    name: 'Year-End Auditor (expired)',
    description: 'External audit access that ended',
    permissions: permissionMap(everyModule(VIEW_DOWNLOAD, ['setupModule'])),
    status: true,
    expiresInDays: -30,
  },
  {
    key: 'inactive',
    name: 'Seasonal Billing (inactive)',
    description: 'Switched off outside the billing season',
    permissions: permissionMap({ firstPayment: VIEW_CREATE, informationalInvoices: VIEW_CREATE }),
    status: false,
    expiresInDays: null,
  },
  {
    key: 'expiring',
    name: 'Contractor (expiring)',
    description: 'Temporary contractor access, ends tomorrow',
    permissions: permissionMap({ enquiry: VIEW, assetManagement: VIEW }),
    status: true,
    expiresInDays: 1,
  },
];
