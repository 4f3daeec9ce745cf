import { can, type PermissionMap } from './catalog.ts';

/** Which parts of the top bar's gear menu a role gets. */
export interface GearMenu {
  show: boolean;
  setup: boolean;
  salesforceSync: boolean;
  loginAs: boolean;
}

/**
 * The gear menu rules of spec §6, all on Setup Module menus: the Setup entry needs view on Roles or Users,
 * Salesforce Sync needs view on Salesforce Sync, Login as needs view on Impersonation, and the gear itself
 * shows when the role has view on Roles, Users or Salesforce Sync. Impersonation alone does not show the
 * gear, as the spec lists it; `loginAs` still reports the permission so the caller renders the item only
 * inside a shown gear.
 *
 * @example gearMenu({ setupModule: { Users: { view: true } } }) // { show: true, setup: true, salesforceSync: false, loginAs: false }
 */
export function gearMenu(permissions: PermissionMap | null | undefined): GearMenu {
  const view = (menu: string): boolean => can(permissions, 'setupModule', menu, 'view');
  const setup = view('Roles') || view('Users');
  const salesforceSync = view('Salesforce Sync');
  return { show: setup || salesforceSync, setup, salesforceSync, loginAs: view('Impersonation') };
}
