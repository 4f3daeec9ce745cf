import { MODULES, type SidebarMenuEntry } from '@lendline/permissions';
import { achPages } from '../features/ach/pages.ts';
import { contractPages } from '../features/contracts/pages.ts';
import { downloadPages } from '../features/downloads/pages.ts';
import { inquiryPages } from '../features/inquiries/pages.ts';
import { invoicePages } from '../features/invoices/pages.ts';
import { setupPages } from '../features/loan-setup/pages.ts';
import { miscProcessPages, processPages } from '../features/process-runs/pages.ts';
import { assetReportPages, reportPages } from '../features/reports/pages.ts';
import { rolePages } from '../features/roles/pages.ts';
import { userPages } from '../features/users/pages.ts';
import { vendorPages } from '../features/vendors/pages.ts';
import { plannedSections } from './planned-sections.ts';
import type { SectionDefinition } from './section-definition.ts';

/** The sections whose screens are built; each page needs its lazy module in `lazy-pages.ts`. */
export const builtSections = {
  contract: contractPages,
  invoice: invoicePages,
  downloads: downloadPages,
  user: userPages,
  role: rolePages,
  vendors: vendorPages,
  enquiries: inquiryPages,
  setup: setupPages,
  report: reportPages,
  assetReport: assetReportPages,
  process: processPages,
  miscProcess: miscProcessPages,
  ach: achPages,
} as const satisfies Record<string, SectionDefinition>;

const BUILT_ROUTES: ReadonlySet<string> = new Set(
  Object.values(builtSections).map((section) => section.route),
);

/**
 * Whether a route section (`contract`, `ach`, ...) has its screens; a planned one shows the not-built page.
 * The home page uses it so that a module card never leads to a placeholder (issue 22 item 10).
 */
export const isBuiltSection = (route: string): boolean => BUILT_ROUTES.has(route);

/** Every section of the module area, keyed as `paths` names it. */
export const moduleSections = { ...builtSections, ...plannedSections } as const;

/** What the module catalog says about a route section: the menu its guard checks and its landing page. */
export type CatalogSection = Pick<SidebarMenuEntry, 'menu' | 'landing'>;

/**
 * The catalog's sidebar entries by route section. Several modules share a section (Contracts, Invoices)
 * and must agree on its menu and landing page, since one route serves them all.
 */
export function catalogSections(): Map<string, CatalogSection> {
  const sections = new Map<string, CatalogSection>();
  for (const module of MODULES) {
    for (const entry of module.menus) {
      if (!entry.sidebar) continue;
      const known = sections.get(entry.route);
      if (known && (known.menu !== entry.menu || known.landing !== entry.landing)) {
        throw new Error(`The catalog gives route section "${entry.route}" two menus or landing pages`);
      }
      sections.set(entry.route, { menu: entry.menu, landing: entry.landing });
    }
  }
  return sections;
}
