import { RouterProvider, type DataRouter } from 'react-router';
import { SessionProvider } from '../features/session/session-provider.tsx';
import { keepsSessionOnUnauthorized } from './paths.ts';
import { PermissionsBridge } from './permissions-bridge.tsx';
import { AppProviders } from './providers.tsx';

/** The whole SPA around a router; the browser passes a browser router, tests a memory router. */
export function App({ router }: { router: DataRouter }) {
  return (
    <AppProviders>
      <SessionProvider
        keepsSessionOnUnauthorized={() => keepsSessionOnUnauthorized(router.state.location.pathname)}
      >
        <PermissionsBridge>
          <RouterProvider router={router} />
        </PermissionsBridge>
      </SessionProvider>
    </AppProviders>
  );
}
