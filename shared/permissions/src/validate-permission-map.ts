import { ACTIONS, MODULES, type PermissionMap } from './catalog.ts';
import { isAction, isRecord } from './guards.ts';

export interface PermissionMapError {
  /** JSON pointer to the offending entry, e.g. `/ach/ACH/approve`. */
  path: string;
  message: string;
}

export type PermissionMapValidation =
  { ok: true; map: PermissionMap } | { ok: false; errors: PermissionMapError[] };

/** RFC 6901 escaping, so module names with `/` or `~` still give an unambiguous pointer. */
const pointer = (...keys: string[]): string =>
  keys.map((key) => `/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

const ACTION_LIST = ACTIONS.join(', ');

/**
 * Checks a permission map the server is about to store on a role create or update. Module ids, menu
 * names and action keys must be spelled exactly as the catalog spells them (the stored form is canonical,
 * even though `can()` reads it in lower case); every level must be an object and every flag a boolean.
 * Missing modules, menus and actions are fine, since missing means false. Every problem is reported, each
 * with a JSON pointer path; on success the same value comes back typed as a PermissionMap.
 *
 * @example validatePermissionMap({ ach: { ACH: { approve: true } } }) // { ok: false, errors: [{ path: '/ach/ACH/approve', message: 'Unknown action; expected one of view, create, download' }] }
 */
export function validatePermissionMap(value: unknown): PermissionMapValidation {
  if (!isRecord(value)) return { ok: false, errors: [{ path: '', message: 'Must be an object' }] };
  const errors: PermissionMapError[] = [];
  for (const [moduleId, menus] of Object.entries(value)) {
    const module = MODULES.find((m) => m.id === moduleId);
    if (!module) {
      errors.push({ path: pointer(moduleId), message: 'Unknown module' });
      continue;
    }
    if (!isRecord(menus)) {
      errors.push({ path: pointer(moduleId), message: 'Must be an object' });
      continue;
    }
    for (const [menu, flags] of Object.entries(menus)) {
      if (!module.menus.some((entry) => entry.menu === menu)) {
        errors.push({ path: pointer(moduleId, menu), message: `Unknown menu for module ${moduleId}` });
      } else if (!isRecord(flags)) {
        errors.push({ path: pointer(moduleId, menu), message: 'Must be an object' });
      } else {
        for (const [action, flag] of Object.entries(flags)) {
          const path = pointer(moduleId, menu, action);
          if (!isAction(action)) {
            errors.push({ path, message: `Unknown action; expected one of ${ACTION_LIST}` });
          } else if (typeof flag !== 'boolean') {
            errors.push({ path, message: 'Must be a boolean' });
          }
        }
      }
    }
  }
  return errors.length === 0 ? { ok: true, map: value as PermissionMap } : { ok: false, errors };
}
