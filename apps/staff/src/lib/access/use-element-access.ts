import { elementAccess, type ElementAccess, type ElementRequest } from '@lendline/permissions';
import { usePermissions } from './permissions-context.ts';

/**
 * The spec §6 element rule for the signed-in role: 'visible', 'hidden', or 'disabled' (visible but not
 * clickable). No request means visible.
 *
 * @example const access = useElementAccess({ module, menu: 'Users', actions: ['view', 'create'] });
 */
export function useElementAccess(request?: ElementRequest): ElementAccess {
  return elementAccess(usePermissions(), request);
}
