import type { ElementRequest } from '@lendline/permissions';

/**
 * The spec §6 element rule for whatever changes a menu's records (add, save, delete, the row actions):
 * it needs view and create, so a role that may only view sees it disabled.
 *
 * @example <PermissionGate {...changeGate(module, 'Users')}><Button>Add user</Button></PermissionGate>
 */
export const changeGate = (module: string, menu: string): ElementRequest => ({
  module,
  menu,
  actions: ['view', 'create'],
});
