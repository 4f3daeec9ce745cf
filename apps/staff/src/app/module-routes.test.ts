import { MODULES, type SidebarMenuEntry } from '@lendline/permissions';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from './route-handle.ts';
import { routes } from './routes.tsx';

const sidebarEntries = MODULES.flatMap((module) =>
  module.menus
    .filter((menu): menu is SidebarMenuEntry => menu.sidebar)
    .map((menu) => ({ module: module.id, ...menu })),
);

const handlesAt = (pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).map((match) => (match.route.handle ?? {}) as RouteHandle);

// The catalog in @lendline/permissions drives the sidebar and the module choice; every entry it names
// must land on a route whose guard checks that very menu.
describe('module routes agree with the module catalog', () => {
  it.each(sidebarEntries)('$module › $menu', ({ module, menu, route, landing }) => {
    const page = `/${encodeURIComponent(module)}/${route}${landing ? `/${landing}` : ''}`;
    const handles = handlesAt(page);

    expect(handles.findLast((handle) => handle.menu)?.menu).toBe(menu);
    expect(handles.findLast((handle) => handle.title)?.title).toBeTruthy();
  });
});
