import { MODULES, type SidebarMenuEntry } from '@lendline/permissions';
import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyPages, sectionPageModules } from './lazy-pages.ts';
import { moduleRoute } from './module-routes.tsx';
import { builtSections, catalogSections, moduleSections } from './module-sections.ts';
import type { RouteHandle } from './route-handle.ts';
import { routes } from './routes.tsx';

const sidebarEntries = MODULES.flatMap((module) =>
  module.menus
    .filter((menu): menu is SidebarMenuEntry => menu.sidebar)
    .map((menu) => ({ module: module.id, ...menu })),
);
const definitions = Object.entries(moduleSections).map(([key, definition]) => ({ key, ...definition }));
const definedPages = definitions.flatMap(({ key, route, pages }) =>
  Object.entries(pages).map(([page, { path, title }]) => ({ section: key, route, page, path, title })),
);

const matchesAt = (pathname: string) => matchRoutes(routes, pathname) ?? [];
const handlesAt = (pathname: string) =>
  matchesAt(pathname).map((match) => (match.route.handle ?? {}) as RouteHandle);
const innermost = (handles: RouteHandle[], key: keyof RouteHandle) =>
  handles.findLast((handle) => handle[key] !== undefined)?.[key];
/** A pattern filled with a stand-in for each parameter, optional ones included. */
const fill = (pattern: string) => pattern.replace(/:(\w+)\??/g, (_, name: string) => `${name}-1`);

const sectionRoutes = moduleRoute.children!.filter((child): child is RouteObject & { path: string } =>
  Boolean(child.path),
);
const sectionRouteOf = (route: string) => sectionRoutes.find((child) => child.path === `/:module/${route}`);

// The catalog in @lendline/permissions drives the sidebar and the module choice; every entry it names
// must land on a route whose guard checks that very menu.
describe('module routes agree with the module catalog', () => {
  it.each(sidebarEntries)('$module › $menu lands on a guarded page', ({ module, menu, route, landing }) => {
    const page = `/${encodeURIComponent(module)}/${route}${landing ? `/${landing}` : ''}`;
    const handles = handlesAt(page);

    expect(matchesAt(page).at(-1)?.route.path).not.toBe('*');
    expect(innermost(handles, 'menu')).toBe(menu);
    expect(innermost(handles, 'accessDeniedPath')).toMatch(new RegExp(`^/:module/${route}/`));
    expect(innermost(handles, 'title')).toBeTruthy();
  });

  it('gives every route section of the catalog exactly one section of pages, and no section more', () => {
    const catalogRoutes = [...catalogSections().keys()].sort();

    expect(definitions.map((definition) => definition.route).sort()).toEqual(catalogRoutes);
    expect(sectionRoutes.map((child) => child.path).sort()).toEqual(
      catalogRoutes.map((route) => `/:module/${route}`),
    );
  });

  it.each(definitions)("opens $route on the catalog's landing page", ({ route, pages }) => {
    const { landing } = catalogSections().get(route)!;
    const index = sectionRouteOf(route)!.children!.find((child) => child.index)!;

    if (landing === null) {
      expect(index.lazy).toBe(lazyPages.notBuilt);
    } else {
      expect(Object.values(pages).map((page) => page.path)).toContain(landing);
      expect(isValidElement<{ to: string }>(index.element) && index.element.props.to).toBe(landing);
    }
  });
});

describe('every page definition is a route, and every route a page definition (no drift)', () => {
  // Each page under every module whose sidebar has its section, since one route serves them all.
  const pagesPerModule = sidebarEntries.flatMap(({ module, menu, route }) =>
    definedPages
      .filter((page) => page.route === route)
      .map((page) => ({ module, menu, ...page, url: `/${module}/${route}/${fill(page.path)}` })),
  );

  it('walks every module x page', () => {
    expect(pagesPerModule.length).toBeGreaterThan(definedPages.length);
  });

  it.each(pagesPerModule)('$url is $title behind $menu', ({ url, path, title, menu }) => {
    const matches = matchesAt(url);
    const handles = handlesAt(url);

    expect(matches.at(-1)?.route.path).toBe(path);
    expect(innermost(handles, 'title')).toBe(title);
    expect(innermost(handles, 'menu')).toBe(menu);
  });

  it.each(definitions)(
    "$route's access-denied page is let through by the guard",
    ({ route, accessDenied }) => {
      const handles = handlesAt(`/enquiry/${route}/${accessDenied}`);

      expect(innermost(handles, 'isAccessDenied')).toBe(true);
      expect(innermost(handles, 'accessDeniedPath')).toBe(`/:module/${route}/${accessDenied}`);
    },
  );

  it.each(definitions)('$route has a route for each of its pages and for nothing else', (definition) => {
    const children = sectionRouteOf(definition.route)!.children!.filter((child) => !child.index);
    const expected = [...Object.values(definition.pages).map((page) => page.path), definition.accessDenied];

    expect(children.map((child) => child.path).sort()).toEqual(expected.sort());
  });

  it.each(definitions)(
    "$route's pages load their code, or the not-built page when it has none",
    (definition) => {
      const modules: Partial<Record<string, Record<string, unknown>>> = sectionPageModules;
      const children = sectionRouteOf(definition.route)!.children!;
      for (const [key, page] of Object.entries(definition.pages)) {
        const lazy = children.find((child) => child.path === page.path)?.lazy;
        const expected = definition.key in builtSections ? modules[definition.key]![key] : lazyPages.notBuilt;
        expect(lazy, `${definition.route}/${page.path}`).toBe(expected);
        expect(lazy).toBeTypeOf('function');
      }
    },
  );
});
