import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { innermost, useRouteHandles } from './route-handle.ts';

// Spec §4: after navigation the page scrolls to top after 250 ms, once the new page has laid out.
const SCROLL_TO_TOP_DELAY_MS = 250;

/** Around every route: the page title from the route handles and the scroll reset after navigation. */
export function AppRoot() {
  const { pathname } = useLocation();
  usePageTitle(innermost(useRouteHandles(), 'title'));

  useEffect(() => {
    const timer = setTimeout(() => window.scrollTo(0, 0), SCROLL_TO_TOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  return <Outlet />;
}
