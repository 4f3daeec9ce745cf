import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { StatusPage } from '../../components/status-page.tsx';
import {
  RolePermissionsRefresh,
  type RefreshState,
} from '../../features/profile/components/role-permissions-refresh.tsx';
import { useSession } from '../../features/session/session-context.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { loginHref, paths } from '../paths.ts';

/**
 * `/process-role-permissions` (spec §2, §4 "Role permission refresh"): on arrival, and on "Refresh again",
 * the signed-in role and its permissions are read from the server again and the whole app (menus, picker,
 * guards) follows the answer; the page then shows what the role grants. The spec gives the route no
 * authentication flag, so a visitor without a session is asked to sign in rather than sent away.
 */
export function RolePermissionsPage() {
  const { status, role, permissions, refreshPermissions } = useSession();
  const { pathname } = useLocation();
  const [state, setState] = useState<
    { status: 'refreshing' } | { status: 'failed'; message: string } | { status: 'done'; refreshedAt: Date }
  >({ status: 'refreshing' });
  const started = useRef(false);

  const refresh = useCallback(() => {
    setState({ status: 'refreshing' });
    refreshPermissions().then(
      () => setState({ status: 'done', refreshedAt: new Date() }),
      (error: unknown) =>
        setState({ status: 'failed', message: errorMessage(error, 'The server did not answer. Try again.') }),
    );
  }, [refreshPermissions]);

  useEffect(() => {
    if (status !== 'signed-in' || started.current) return;
    started.current = true;
    refresh();
  }, [status, refresh]);

  if (status === 'signed-out') {
    return (
      <StatusPage
        title="Role Permissions"
        action={{ label: 'Sign in', to: loginHref({ redirectURL: pathname }) }}
      >
        Sign in to refresh your role&apos;s permissions.
      </StatusPage>
    );
  }
  const shown: RefreshState =
    status === 'loading' || state.status === 'refreshing'
      ? { status: 'refreshing' }
      : state.status === 'failed'
        ? state
        : { status: 'done', refreshedAt: state.refreshedAt, role, permissions };
  return <RolePermissionsRefresh state={shown} onRefresh={refresh} homeHref={paths.home} />;
}
