import type { RouteObject } from 'react-router';
import { SystemStatusPage } from '../features/system/routes/system-status-page.tsx';

// Until sign-in and the module routes exist, every path shows whether the API is reachable.
export const routes: RouteObject[] = [{ path: '*', element: <SystemStatusPage /> }];
