import { MODULES, can } from '@lendline/permissions';
import { useEffect, useEffectEvent } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { useSession } from '../../features/session/session-context.ts';
import { paths, pathTo } from '../paths.ts';
import { innermost, useRouteHandles } from '../route-handle.ts';

const isKnownModule = (moduleId: string): boolean =>
  MODULES.some((module) => module.id.toLowerCase() === moduleId.toLowerCase());

/**
 * The navigation guard of the module area (spec §4): permissions are fetched again on every page entered;
 * an unknown module goes to Access Revoked; an expired or inactive role, or a section whose menu the role
 * may not view in this module, goes to that section's access-denied page, as does a failed refetch (§8).
 */
export function ModuleAccessGuard() {
  const { module = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { role, permissions, refreshPermissions } = useSession();
  const handles = useRouteHandles();
  const menu = innermost(handles, 'menu');
  const accessDeniedPath = innermost(handles, 'accessDeniedPath');
  const onAccessDeniedPage = innermost(handles, 'isAccessDenied') === true;
  const accessDeniedHref = accessDeniedPath && pathTo(accessDeniedPath, { module });

  const denyAfterFailedRefetch = useEffectEvent(() => {
    if (accessDeniedHref && !onAccessDeniedPage) void navigate(accessDeniedHref, { replace: true });
  });
  useEffect(() => {
    refreshPermissions().catch(() => denyAfterFailedRefetch());
  }, [pathname, refreshPermissions]);

  if (!isKnownModule(module)) return <Navigate to={paths.accessRevoked} replace />;
  if (onAccessDeniedPage || !menu || !accessDeniedHref) return <Outlet />;
  if (role?.state !== 'active' || !can(permissions, module, menu, 'view')) {
    return <Navigate to={accessDeniedHref} replace />;
  }
  return <Outlet />;
}
