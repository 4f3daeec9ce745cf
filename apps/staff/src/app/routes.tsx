import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { AppRoot } from './app-root.tsx';
import { RequireSignedIn } from './guards/require-signed-in.tsx';
import { lazyPages } from './lazy-pages.ts';
import { moduleRoute } from './module-routes.tsx';
import { paths } from './paths.ts';
import type { RouteHandle } from './route-handle.ts';
import { RouteErrorPage } from './routes/route-error-page.tsx';

const page = (path: string, title: string, lazy = lazyPages.notBuilt): RouteObject => ({
  path,
  lazy,
  handle: { title } satisfies RouteHandle,
});

const toLogin = <Navigate to={paths.login} replace />;

// The calculator pages and ACH View are the API server's own (apps/api/src/app/calculator-pages.ts,
// ach-viewer-page.ts), not the app's. A link inside the app (the home page's ACH File Viewer card) reaches
// them without a page load, so leave for the server's page; when the app
// itself was loaded at that address (a server without those pages), show the placeholder, not a loop.
const serverPage = (path: string, title: string): RouteObject => ({
  ...page(path, title),
  loader: ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === window.location.pathname) return null;
    window.location.assign(url.href);
    return new Promise<never>(() => {});
  },
});

/** Every route of spec §2; `paths.ts` names them, `module-routes.tsx` holds the module area. */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: () => <PageLoader label="Loading" />,
    children: [
      { path: paths.root, element: toLogin },
      page(paths.login, 'Login', lazyPages.login),
      page(paths.forgotPassword, 'Forgot Password', lazyPages.forgotPassword),
      page(paths.register, 'Register', lazyPages.register),
      page(paths.resetPassword, 'Reset Password', lazyPages.resetPassword),

      // Standalone pages, without the shell. The viewers and the calculator are public; approvals are not.
      serverPage(paths.achViewFile, 'ACH View'),
      page(paths.creditPage, 'Credit Application'),
      serverPage(paths.loanCalculator, 'Loan Calculator'),
      serverPage(paths.loanCalculatorComp, 'Loan Calculator'),
      {
        element: <RequireSignedIn />,
        children: [
          page(paths.borrowingBaseApprove, 'Borrowing Base Approval'),
          page(paths.achApprove, 'ACH Re-open Approval', lazyPages.achApprove),
        ],
      },

      // The shell. Role Permissions carries no authentication flag in the spec; everything else needs a session.
      {
        lazy: lazyPages.shell,
        children: [page(paths.processRolePermissions, 'Role Permissions', lazyPages.rolePermissions)],
      },
      {
        element: <RequireSignedIn />,
        children: [
          {
            lazy: lazyPages.shell,
            children: [
              page(paths.home, 'Home', lazyPages.home),
              page(paths.profile, 'Profile', lazyPages.profile),
              page(paths.accessRevoked, 'Access Revoked', lazyPages.accessRevoked),
              moduleRoute,
            ],
          },
        ],
      },

      { path: '*', element: toLogin },
    ],
  },
];
