import type { PermissionMap } from '@lendline/permissions';
import { ModalsProvider } from '@mantine/modals';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fn } from 'storybook/test';
import type { Impersonation } from '../../features/session/client-session.ts';
import { SessionContext, type Session } from '../../features/session/session-context.ts';
import { PermissionsContext } from '../../lib/access/permissions-context.ts';
import { StaticLiveEvents } from '../../lib/live-events/live-events.tsx';

export interface StorySessionOptions {
  permissions: PermissionMap;
  roleName?: string;
  userName?: string;
  impersonation?: Impersonation | null;
}

/** A signed-in session with no server behind it; its actions are Storybook spies. */
export function storySession({
  permissions,
  roleName = 'Administrator',
  userName = 'Avery Collins',
  impersonation = null,
}: StorySessionOptions): Session {
  return {
    status: 'signed-in',
    signedOutByUser: false,
    user: { id: 7, name: userName },
    role: { name: roleName, state: 'active', expireIn: null },
    permissions,
    impersonation,
    signIn: fn(async () => {}),
    signOut: fn(async () => {}),
    applyToken: fn(),
    refreshPermissions: fn(async () => {}),
  };
}

/**
 * What the shell's pieces read around them in the app: the session, the permissions for the element
 * rule, the router at `url` (so the module comes from the address) and the modals provider. The live
 * events count as flowing, so the notification bell waits for them instead of polling
 * `/api/notifications/count`, which has no server behind Storybook.
 */
export function withShellContext(url: string, options: StorySessionOptions): Decorator {
  const session = storySession(options);
  return (Story) => (
    <SessionContext value={session}>
      <PermissionsContext.Provider value={session.permissions}>
        <StaticLiveEvents status="open">
          <ModalsProvider>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Route path="/:module/*" element={<Story />} />
                <Route path="*" element={<Story />} />
              </Routes>
            </MemoryRouter>
          </ModalsProvider>
        </StaticLiveEvents>
      </PermissionsContext.Provider>
    </SessionContext>
  );
}

const view = { view: true };

/** Roles the stories show, as the demo data names them. */
export const STORY_ROLES = {
  administrator: {
    enquiry: { Contracts: view },
    extensions: { Contracts: view, Invoices: view, Reports: view, Process: view },
    ach: { ACH: view },
    dataTapes: { Tapes: view, Templates: view, Downloads: view },
    vendorInvoice: { Sessions: view },
    setupModule: { Users: view, Roles: view, 'Salesforce Sync': view, Impersonation: view },
  },
  achOperator: { ach: { ACH: { view: true, create: true } } },
  analyst: {
    enquiry: { Contracts: view },
    extensions: { Contracts: view, Reports: view },
    assetManagement: { Contracts: view, Reports: view },
  },
} satisfies Record<string, PermissionMap>;
