export { ACTIONS, MODULES, can } from './catalog.ts';
export type { Action, ActionFlags, MenuEntry, ModuleEntry, PermissionMap } from './catalog.ts';
