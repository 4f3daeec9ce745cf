import type { ReactNode } from 'react';
import { useSession } from '../features/session/session-context.ts';
import { PermissionsContext } from '../lib/access/permissions-context.ts';

/** Hands the session's effective permissions to every feature through `usePermissions()`. */
export function PermissionsBridge({ children }: { children: ReactNode }) {
  const { permissions } = useSession();
  return <PermissionsContext.Provider value={permissions}>{children}</PermissionsContext.Provider>;
}
