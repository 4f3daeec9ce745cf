import { MODULES, can, type ModuleEntry, type PermissionMap } from './catalog.ts';

/**
 * The modules the module picker offers a role, in catalog order (spec §6): a module appears when the
 * role may view any of its catalog menus, and Setup Module never appears because the gear menu is its way
 * in. Menus the catalog does not list grant nothing here, so Vendor Payments and DS Deals, which have no
 * menus, are never offered. Pass `effectivePermissions(role, today)` so that expired and inactive roles
 * see no modules.
 *
 * @example pickableModules({ ach: { ACH: { view: true } } }).map((m) => m.id) // ['ach']
 */
export function pickableModules(permissions: PermissionMap | null | undefined): ModuleEntry[] {
  return MODULES.filter(
    (module) => module.inPicker && module.menus.some(({ menu }) => can(permissions, module.id, menu, 'view')),
  );
}
