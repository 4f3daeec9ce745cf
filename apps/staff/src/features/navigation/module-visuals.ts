import type { MantineColor } from '@mantine/core';
import type { IconName } from '../../components/icons.tsx';

/** The home page's card groups, in display order. */
export const MODULE_GROUPS = [
  'Contracts & invoicing',
  'Payments',
  'Funding & assets',
  'Sales',
  'Administration',
] as const;
export type ModuleGroup = (typeof MODULE_GROUPS)[number];

/** How a module looks on its card (spec §3 Module card: description, icon, colour, group). */
export interface ModuleVisual {
  description: string;
  icon: IconName;
  color: MantineColor;
  group: ModuleGroup;
}

/** The ACH file viewer is a card of its own (the spec's NachaViewer), not a module. */
export const ACH_FILE_VIEWER = 'NachaViewer';

// Descriptions only restate what the spec says each module holds, so no card promises a screen that is not there.
const VISUALS: Record<string, ModuleVisual> = {
  enquiry: {
    description: 'Look up contracts and their details.',
    icon: 'contractSearch',
    color: 'blue',
    group: 'Contracts & invoicing',
  },
  informationalInvoices: {
    description: 'Contracts and their informational invoices.',
    icon: 'invoices',
    color: 'cyan',
    group: 'Contracts & invoicing',
  },
  prefund: {
    description: 'Prefunded contracts and their invoices.',
    icon: 'cash',
    color: 'teal',
    group: 'Contracts & invoicing',
  },
  extensions: {
    description: 'Contract extensions: contracts, invoices, reports and processing.',
    icon: 'calendarPlus',
    color: 'indigo',
    group: 'Contracts & invoicing',
  },
  firstPayment: {
    description: 'Contracts and their sales invoices.',
    icon: 'dollar',
    color: 'green',
    group: 'Contracts & invoicing',
  },
  miscInvoice: {
    description: 'Miscellaneous contracts, invoices and processing.',
    icon: 'files',
    color: 'grape',
    group: 'Contracts & invoicing',
  },
  ach: { description: 'ACH batches and their files.', icon: 'bank', color: 'orange', group: 'Payments' },
  [ACH_FILE_VIEWER]: {
    description: "Read a NACHA file's batches and entries.",
    icon: 'nacha',
    color: 'orange',
    group: 'Payments',
  },
  vendorInvoice: {
    description: 'AI-driven analysis of vendor invoices.',
    icon: 'sparkles',
    color: 'violet',
    group: 'Payments',
  },
  assetManagement: {
    description: 'Asset contracts and asset reports.',
    icon: 'truck',
    color: 'lime',
    group: 'Funding & assets',
  },
  borrowingBase: {
    description: 'Borrowing base certificates.',
    icon: 'scale',
    color: 'yellow',
    group: 'Funding & assets',
  },
  dataTapes: {
    description: 'Data tapes, their templates and downloads.',
    icon: 'database',
    color: 'pink',
    group: 'Funding & assets',
  },
  SalesforceSearch: {
    description: 'Search Salesforce records.',
    icon: 'cloud',
    color: 'blue',
    group: 'Sales',
  },
  loanCalculator: {
    description: 'Vendors, quote inquiries and loan setup.',
    icon: 'calculator',
    color: 'teal',
    group: 'Sales',
  },
  setupModule: { description: 'Users and roles.', icon: 'users', color: 'gray', group: 'Administration' },
};

// An id without a look of its own (Vendor Payments and DS Deals, which no role can pick as they have no
// menus) still gets a neutral one rather than breaking the page.
const PLAIN: ModuleVisual = { description: '', icon: 'apps', color: 'gray', group: 'Contracts & invoicing' };

export function moduleVisual(id: string): ModuleVisual {
  return VISUALS[id] ?? PLAIN;
}

/** The icon of each sidebar entry, by the spec's menu name. */
export const MENU_ICONS: Record<string, IconName> = {
  Contracts: 'contracts',
  Invoices: 'invoices',
  Reports: 'reports',
  Process: 'process',
  ACH: 'bank',
  Users: 'users',
  Roles: 'shield',
  Search: 'search',
  Vendors: 'store',
  Inquiries: 'inquiries',
  Setup: 'sliders',
  Certificates: 'certificate',
  Sessions: 'sparkles',
  Tapes: 'database',
  Templates: 'templates',
  Downloads: 'download',
};
