import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Outlet, useParams } from 'react-router';
import { ModuleSidebar } from './shell/module-sidebar.tsx';
import { TopBar } from './shell/top-bar.tsx';

const TOP_BAR_HEIGHT = 56;
const SIDEBAR_WIDTH = 232;

/**
 * The authenticated frame (spec §2 Layout): a top bar, a left sidebar inside a module (hidden on home
 * and the other module-less pages, sliding in on narrow screens) and the page.
 *
 * Slots for the layout work: `TopBar` (module picker, environment label, gear menu, notification bell,
 * avatar menu, impersonation banner) and `ModuleSidebar` (the spec's sidebar table). Both receive what
 * they need from `useSession()` and the route, so filling them does not change this frame. The shell
 * also provides `@mantine/modals` (Change Password, Login as, confirmations), keeping it out of sign-in.
 */
export function ShellLayout() {
  const { module } = useParams();
  const [sidebarOpen, sidebar] = useDisclosure(false);

  return (
    <ModalsProvider>
      <AppShell
        header={{ height: TOP_BAR_HEIGHT }}
        navbar={
          module ? { width: SIDEBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !sidebarOpen } } : undefined
        }
        padding="md"
      >
        <AppShell.Header>
          <TopBar sidebar={module ? { open: sidebarOpen, toggle: sidebar.toggle } : undefined} />
        </AppShell.Header>
        {module && (
          <AppShell.Navbar p="xs">
            <ModuleSidebar moduleId={module} onNavigate={sidebar.close} />
          </AppShell.Navbar>
        )}
        <AppShell.Main>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}
