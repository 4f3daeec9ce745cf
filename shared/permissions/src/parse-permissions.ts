import type { ActionFlags, PermissionMap } from './catalog.ts';
import { isAction, isRecord } from './guards.ts';

const readJson = (json: string): unknown => {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
};

/** The entries whose value is an object; anything else in the stored JSON grants nothing. */
const objectEntries = (value: Record<string, unknown>): [string, Record<string, unknown>][] =>
  Object.entries(value).filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]));

function parseFlags(value: Record<string, unknown>): ActionFlags {
  const flags: ActionFlags = {};
  for (const [key, flag] of Object.entries(value)) {
    const action = key.toLowerCase();
    if (isAction(action) && typeof flag === 'boolean' && flags[action] === undefined) flags[action] = flag;
  }
  return flags;
}

/**
 * Reads a role's `permissions` (JSON text as stored, or an already parsed object) into a PermissionMap
 * without ever throwing: bad JSON or a non-object gives `{}`, and entries that are not objects, action
 * keys that are not view/create/download in any case, and flags that are not booleans are dropped. Action
 * keys come out in lower case (the first boolean spelling wins); module and menu names keep their stored
 * spelling, which `can()` matches in lower case. Modules and menus the catalog does not know are kept as
 * stored: refusing them is `validatePermissionMap`'s job when a role is written.
 *
 * @example parsePermissions('{"ach":{"ACH":{"view":true,"create":"yes"}}}') // { ach: { ACH: { view: true } } }
 */
export function parsePermissions(json: string | object | null): PermissionMap {
  const value = typeof json === 'string' ? readJson(json) : json;
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    objectEntries(value).map(([module, menus]) => [
      module,
      Object.fromEntries(objectEntries(menus).map(([menu, flags]) => [menu, parseFlags(flags)])),
    ]),
  );
}
