import { AppShell, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Outlet, useParams } from 'react-router';
import { JobProgressProvider } from '../components/progress/job-progress-provider.tsx';
import { IMPERSONATION_BANNER_HEIGHT } from '../features/impersonation/components/impersonation-banner.tsx';
import { useResetNotice } from '../features/page-config/use-reset-notice.ts';
import { useSyncCompletedNotice } from '../features/salesforce-sync/use-sync-completed-notice.ts';
import { useSession } from '../features/session/session-context.ts';
import { LiveEventsProvider } from '../lib/live-events/live-events.tsx';
import { ModuleSidebar } from './shell/module-sidebar.tsx';
import { TOP_BAR_HEIGHT, TopBar } from './shell/top-bar.tsx';
import { useRememberModule } from './shell/use-remember-module.ts';
import { useReloadAfterSwitch } from './shell/use-user-switch.ts';

const SIDEBAR_WIDTH = 232;

/**
 * The authenticated frame (spec §2 Layout): the top bar (with the impersonation banner below it while
 * acting as someone else), a left sidebar inside a module (hidden on home and the other module-less
 * pages; on narrow screens a drawer that slides in from the burger) and the page. It also provides
 * `@mantine/modals` for `confirm()`, keeping that code out of sign-in, and shows the one-time toasts
 * that a Salesforce sync or a config reset leave for after their reload. It holds the tab's one live
 * events connection (the bell, job progress) and the progress modal that any screen opens on a job.
 */
export function ShellLayout() {
  const { module } = useParams();
  const { impersonation } = useSession();
  const [drawerOpen, drawer] = useDisclosure(false);
  useRememberModule(module);
  useReloadAfterSwitch();
  useSyncCompletedNotice();
  useResetNotice();

  return (
    <ModalsProvider>
      <LiveEventsProvider>
        <JobProgressProvider>
          <AppShell
            header={{ height: TOP_BAR_HEIGHT + (impersonation ? IMPERSONATION_BANNER_HEIGHT : 0) }}
            navbar={
              module ? { width: SIDEBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: true } } : undefined
            }
            padding="md"
          >
            <AppShell.Header>
              <TopBar sidebar={module ? { open: drawerOpen, toggle: drawer.toggle } : undefined} />
            </AppShell.Header>
            {module && (
              <>
                <AppShell.Navbar p="xs" visibleFrom="sm">
                  <ModuleSidebar moduleId={module} />
                </AppShell.Navbar>
                <Drawer opened={drawerOpen} onClose={drawer.close} size={280} padding="xs" title="Navigation">
                  <ModuleSidebar moduleId={module} onNavigate={drawer.close} />
                </Drawer>
              </>
            )}
            <AppShell.Main bg="gray.0">
              <Outlet />
            </AppShell.Main>
          </AppShell>
        </JobProgressProvider>
      </LiveEventsProvider>
    </ModalsProvider>
  );
}
