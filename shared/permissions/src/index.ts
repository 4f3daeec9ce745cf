export { ACTIONS, MODULES, can } from './catalog.ts';
export type {
  Action,
  ActionFlags,
  GearMenuEntry,
  MenuEntry,
  ModuleEntry,
  PermissionMap,
  SidebarMenuEntry,
} from './catalog.ts';
export { effectivePermissions } from './effective-permissions.ts';
export { grantsWithin } from './grants-within.ts';
export type { RoleWithPermissions } from './effective-permissions.ts';
export { elementAccess } from './element-access.ts';
export type { ElementAccess, ElementRequest } from './element-access.ts';
export { gearMenu } from './gear-menu.ts';
export type { GearMenu } from './gear-menu.ts';
export { firstPermittedEntry, moduleLandingPath, type LandingFilter } from './module-landing.ts';
export { parsePermissions } from './parse-permissions.ts';
export { pickableModules } from './pickable-modules.ts';
export { roleExpiration, roleState } from './role-state.ts';
export type { RoleExpiration, RoleState, RoleStatus } from './role-state.ts';
export { validatePermissionMap } from './validate-permission-map.ts';
export type { PermissionMapError, PermissionMapValidation } from './validate-permission-map.ts';
