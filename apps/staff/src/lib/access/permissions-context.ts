import type { PermissionMap } from '@lendline/permissions';
import { createContext, useContext } from 'react';

/**
 * The signed-in role's effective permissions, provided by the app from the session, so any feature can
 * apply the element rule without importing the session feature.
 */
export const PermissionsContext = createContext<PermissionMap>({});

export const usePermissions = (): PermissionMap => useContext(PermissionsContext);
