import { can, type Action, type PermissionMap } from './catalog.ts';

/** What an element asks for: the actions it needs on one module's menu. */
export interface ElementRequest {
  module: string;
  menu: string;
  actions: readonly Action[];
}

/** `disabled` is the spec's non-clickable state: half opacity, no pointer events, aria-disabled. */
export type ElementAccess = 'visible' | 'hidden' | 'disabled';

/**
 * How a permission-guarded element renders (spec §6 element rule; module, menu and action names compared
 * in lower case). Without a request it stays visible. It is hidden when none of the requested actions is
 * granted, and also when view is requested but not granted while create or download is. It is disabled
 * when view is granted, more than one distinct action is requested and none of the requested non-view
 * actions is granted (a create button for a read-only role); otherwise it is visible.
 *
 * @example elementAccess({ ach: { ACH: { view: true } } }, { module: 'ach', menu: 'ACH', actions: ['view', 'create'] }) // 'disabled'
 */
export function elementAccess(
  permissions: PermissionMap | null | undefined,
  request?: ElementRequest,
): ElementAccess {
  if (!request) return 'visible';
  const granted = (action: Action): boolean => can(permissions, request.module, request.menu, action);
  const requested = [...new Set(request.actions.map((action) => action.toLowerCase() as Action))];
  if (!requested.some(granted)) return 'hidden';
  if (requested.includes('view') && !granted('view') && (granted('create') || granted('download'))) {
    return 'hidden';
  }
  const nonViewGranted = requested.some((action) => action !== 'view' && granted(action));
  if (granted('view') && requested.length > 1 && !nonViewGranted) return 'disabled';
  return 'visible';
}
