import { MODULES } from '@lendline/permissions';
import { useParams } from 'react-router';
import { StatusPage } from '../../components/status-page.tsx';
import { useSession } from '../../features/session/session-context.ts';
import { paths } from '../paths.ts';
import { innermost, useRouteHandles } from '../route-handle.ts';

function reason(roleState: string | undefined, menu: string, moduleName: string): string {
  if (roleState === 'expired') return 'Your role has expired, so module pages are closed to you.';
  if (roleState !== 'active') return 'Your role is not active, so module pages are closed to you.';
  return `Your role does not allow viewing ${menu} in ${moduleName}.`;
}

/** A section's access-denied page (spec §2, §4): why the guard stopped here, and the way home. */
export function SectionAccessDeniedPage() {
  const { module = '' } = useParams();
  const { role } = useSession();
  const menu = innermost(useRouteHandles(), 'menu') ?? 'this page';
  const moduleName = MODULES.find((entry) => entry.id.toLowerCase() === module.toLowerCase())?.name ?? module;

  return (
    <StatusPage title="Access denied" action={{ label: 'Go to home', to: paths.home }}>
      {reason(role?.state, menu, moduleName)} Ask an administrator if you need access.
    </StatusPage>
  );
}
