/** One page of a module section: its path under `/{module}/{route}/` and its title (spec §1 page titles). */
export interface PageDefinition {
  readonly path: string;
  readonly title: string;
}

/**
 * A module section's pages as data, the shape each feature's `pages.ts` exports (react-admin's resource
 * objects are the model). `route` is the section's route in the module catalog (`@lendline/permissions`),
 * which gives the section its menu, guard and landing page; `accessDenied` is the path of the section's
 * own access-denied page, and the keys of `pages` name the patterns in `paths`.
 */
export interface SectionDefinition {
  readonly route: string;
  readonly accessDenied: string;
  readonly pages: Readonly<Record<string, PageDefinition>>;
  /**
   * Links the sidebar shows under the section's own entry, each to a page path of the section (ACH's
   * Reports), guarded by the section's menu like the section itself.
   */
  readonly sidebarLinks?: readonly { readonly label: string; readonly path: string }[];
}
