import { Navigate, type RouteObject } from 'react-router';
import { ModuleAccessGuard } from './guards/module-access-guard.tsx';
import { lazyPages, sectionPageModules, type LazyPage } from './lazy-pages.ts';
import { catalogSections, moduleSections } from './module-sections.ts';
import { paths } from './paths.ts';
import type { RouteHandle } from './route-handle.ts';
import { ModuleLandingRedirect } from './routes/module-landing-redirect.tsx';
import type { SectionDefinition } from './section-definition.ts';

const CATALOG = catalogSections();
const deniedHandle: RouteHandle = { title: 'Access denied', isAccessDenied: true };

/**
 * One section's routes: its menu (the guard's check and the section's title) and landing page come from
 * the module catalog, its pages from the section's definition; a page without code shows the not-built page.
 */
function sectionRoute(
  { route, accessDenied, pages }: SectionDefinition,
  modules: Readonly<Record<string, LazyPage>>,
): RouteObject {
  const catalog = CATALOG.get(route);
  if (!catalog) throw new Error(`Route section "${route}" is in no module of the catalog`);
  const { menu, landing } = catalog;
  const section = `${paths.module}/${route}`;
  const handle: RouteHandle = { title: menu, menu, accessDeniedPath: `${section}/${accessDenied}` };
  return {
    path: section,
    handle,
    children: [
      landing === null
        ? { index: true, lazy: lazyPages.notBuilt }
        : { index: true, element: <Navigate to={landing} replace /> },
      ...Object.entries(pages).map(([key, { path, title }]): RouteObject => ({
        path,
        handle: { title } satisfies RouteHandle,
        lazy: modules[key] ?? lazyPages.notBuilt,
      })),
      { path: accessDenied, handle: deniedHandle, lazy: lazyPages.sectionAccessDenied },
    ],
  };
}

// Planned sections have no page modules yet, so all their pages show the not-built page.
const pageModules: Readonly<Record<string, Readonly<Record<string, LazyPage>> | undefined>> =
  sectionPageModules;

/** The module area `/{module}/{section}/...` of spec §2, every section behind the module guard. */
export const moduleRoute: RouteObject = {
  path: paths.module,
  element: <ModuleAccessGuard />,
  children: [
    { index: true, element: <ModuleLandingRedirect /> },
    ...Object.entries(moduleSections).map(([key, definition]) =>
      sectionRoute(definition, pageModules[key] ?? {}),
    ),
  ],
};
