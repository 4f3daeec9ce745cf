import type { PermissionMap } from '@lendline/permissions';
import type { Decorator } from '@storybook/react-vite';
import { PermissionsContext } from '../../../lib/access/permissions-context.ts';

/** Gives a story's permission-gated elements a role, as the app does from the session. */
export const withPermissions =
  (permissions: PermissionMap): Decorator =>
  (Story) => (
    <PermissionsContext.Provider value={permissions}>
      <Story />
    </PermissionsContext.Provider>
  );
