import { RouterProvider, type DataRouter } from 'react-router';
import { AppProviders } from './providers.tsx';

/** The whole SPA around a router; the browser passes a browser router, tests a memory router. */
export function App({ router }: { router: DataRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
