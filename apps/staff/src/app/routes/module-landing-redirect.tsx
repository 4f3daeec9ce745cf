import { moduleLandingPath } from '@lendline/permissions';
import { Navigate, useParams } from 'react-router';
import { useSession } from '../../features/session/session-context.ts';
import { paths } from '../paths.ts';

/** `/{module}` alone opens the module's first permitted sidebar entry, as choosing the module does. */
export function ModuleLandingRedirect() {
  const { module = '' } = useParams();
  const { permissions } = useSession();
  return <Navigate to={moduleLandingPath(permissions, module) ?? paths.accessRevoked} replace />;
}
