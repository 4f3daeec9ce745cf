import { useMatches } from 'react-router';

/** What a route tells the app shell about itself, read through `useMatches()`. */
export interface RouteHandle {
  /** The page title, shown as `{title} - {product}` (spec §1). */
  title?: string;
  /** On a module section: the menu name whose view permission the guard checks, the same in every module. */
  menu?: string;
  /** On a module section: the pattern of its own access-denied page. */
  accessDeniedPath?: string;
  /** On an access-denied page, which the guard must always let through. */
  isAccessDenied?: true;
}

/** The handles of the matched routes, outermost first. */
export function useRouteHandles(): RouteHandle[] {
  return useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
}

/** The innermost matched route's value for one handle field. */
export function innermost<Key extends keyof RouteHandle>(
  handles: RouteHandle[],
  key: Key,
): RouteHandle[Key] | undefined {
  return handles.findLast((handle) => handle[key] !== undefined)?.[key];
}
