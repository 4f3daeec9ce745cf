import { can, type Action, type PermissionMap } from './catalog.ts';

/**
 * True when every action `inner` grants is granted by `outer` too: the rule for one user acting on
 * another (logging in as them, changing, deactivating or deleting them, reading their mail). Rights are
 * compared action by action, so neither of two roles with different rights is within the other.
 *
 * @example grantsWithin({ ach: { ACH: { view: true } } }, { ach: { ACH: { view: true, create: true } } }) // true
 */
export function grantsWithin(inner: PermissionMap, outer: PermissionMap): boolean {
  return Object.entries(inner).every(([module, menus]) =>
    Object.entries(menus).every(([menu, flags]) =>
      Object.entries(flags).every(
        ([action, granted]) => granted !== true || can(outer, module, menu, action as Action),
      ),
    ),
  );
}
