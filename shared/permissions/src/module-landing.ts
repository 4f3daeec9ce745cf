import { MODULES, can, type ModuleEntry, type PermissionMap, type SidebarMenuEntry } from './catalog.ts';

const findModule = (moduleId: string): ModuleEntry | undefined =>
  MODULES.find((m) => m.id.toLowerCase() === moduleId.toLowerCase());

/** Which sidebar entries may be landed on; every one unless the caller says otherwise. */
export type LandingFilter = (entry: SidebarMenuEntry) => boolean;

const firstViewable = (
  permissions: PermissionMap | null | undefined,
  module: ModuleEntry,
  accept: LandingFilter = () => true,
): SidebarMenuEntry | undefined =>
  module.menus.find(
    (menu): menu is SidebarMenuEntry =>
      menu.sidebar && can(permissions, module.id, menu.menu, 'view') && accept(menu),
  );

/**
 * The first sidebar entry of a module, in the spec's sidebar order, that the role may view, or undefined
 * when it may view none or the module is unknown. The module id is matched in lower case, like `can()`.
 * Gear-only Setup menus (Salesforce Sync, Impersonation) are never returned because they open no page.
 *
 * @example firstPermittedEntry({ extensions: { Reports: { view: true } } }, 'extensions')?.route // 'report'
 */
export function firstPermittedEntry(
  permissions: PermissionMap | null | undefined,
  moduleId: string,
): SidebarMenuEntry | undefined {
  const module = findModule(moduleId);
  return module && firstViewable(permissions, module);
}

/**
 * Where the app goes when a module is chosen (spec §2 "Module cards and module choice"): the landing page
 * of its first permitted sidebar entry, `/{module}/{route section}/{landing}`, with the module id spelled
 * as the catalog spells it; undefined when the role may view no entry. ACH "goes straight to its own
 * route": every module page carries its module in the path, so that route is `/ach/ach/list`, which is
 * also ACH's first and only sidebar entry; the rule needs no special case and the sidebar link and the
 * module choice land on the same URL. `accept` narrows the entries considered (the staff home page skips
 * sections whose screens are not built yet, so a card never opens a placeholder while a built one exists).
 *
 * @example moduleLandingPath({ loanCalculator: { Setup: { view: true } } }, 'loanCalculator') // '/loanCalculator/setup/loansetup'
 */
export function moduleLandingPath(
  permissions: PermissionMap | null | undefined,
  moduleId: string,
  accept?: LandingFilter,
): string | undefined {
  const module = findModule(moduleId);
  const target = module && firstViewable(permissions, module, accept);
  if (!module || !target) return undefined;
  const section = `/${encodeURIComponent(module.id)}/${target.route}`;
  return target.landing === null ? section : `${section}/${target.landing}`;
}
