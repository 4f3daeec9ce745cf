import { describe, expect, it } from 'vitest';
import { ACTIONS, MODULES, can, type MenuEntry, type PermissionMap } from './catalog.ts';
import { elementAccess } from './element-access.ts';
import { firstPermittedEntry, moduleLandingPath } from './module-landing.ts';
import { pickableModules } from './pickable-modules.ts';

/** `/{module}/{route}/{landing}`, or `/{module}/{route}` when the section itself is the page. */
const landingPath = (moduleId: string, entry: MenuEntry): string =>
  `/${[moduleId, entry.route, entry.landing].filter((part) => part !== null).join('/')}`;

// One case per module x menu x action of the catalog, each granting that single action and nothing else.
const cells = MODULES.flatMap((module) =>
  module.menus.flatMap((entry) =>
    ACTIONS.map((action) => [module.id, entry.menu, action, module, entry] as const),
  ),
);

describe('the catalog, walked module x menu x action', () => {
  it('has a case for every menu of every module', () => {
    expect(cells).toHaveLength(MODULES.reduce((sum, m) => sum + m.menus.length, 0) * ACTIONS.length);
  });

  it.each(cells)('%s › %s › %s alone', (moduleId, menu, action, module, entry) => {
    const permissions: PermissionMap = { [moduleId]: { [menu]: { [action]: true } } };

    for (const other of ACTIONS) expect(can(permissions, moduleId, menu, other)).toBe(other === action);
    for (const { menu: otherMenu } of module.menus.filter((m) => m !== entry)) {
      expect(can(permissions, moduleId, otherMenu, action)).toBe(false);
    }

    for (const other of ACTIONS) {
      expect(elementAccess(permissions, { module: moduleId, menu, actions: [other] })).toBe(
        other === action ? 'visible' : 'hidden',
      );
    }
    expect(elementAccess(permissions, { module: moduleId, menu, actions: [...ACTIONS] })).toBe(
      action === 'view' ? 'disabled' : 'hidden',
    );

    const viewable = action === 'view';
    expect(pickableModules(permissions)).toEqual(viewable && module.inPicker ? [module] : []);
    const landsHere = viewable && entry.sidebar;
    expect(firstPermittedEntry(permissions, moduleId)).toBe(landsHere ? entry : undefined);
    expect(moduleLandingPath(permissions, moduleId)).toBe(
      landsHere ? landingPath(moduleId, entry) : undefined,
    );
  });

  const everything: PermissionMap = Object.fromEntries(
    MODULES.map((m) => [
      m.id,
      Object.fromEntries(m.menus.map(({ menu }) => [menu, { view: true, create: true, download: true }])),
    ]),
  );

  it('offers every picker module that has menus when everything is granted, in catalog order', () => {
    expect(pickableModules(everything).map((m) => m.id)).toEqual(
      MODULES.filter((m) => m.inPicker && m.menus.length > 0).map((m) => m.id),
    );
  });

  it.each(MODULES.map((m) => [m.id, m] as const))(
    'lands %s on its first sidebar entry when everything is granted',
    (moduleId, module) => {
      const first = module.menus.find((m) => m.sidebar);
      expect(firstPermittedEntry(everything, moduleId)).toBe(first);
      expect(moduleLandingPath(everything, moduleId)).toBe(first && landingPath(moduleId, first));
    },
  );
});
