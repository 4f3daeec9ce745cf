import { StatusPage } from '../../components/status-page.tsx';
import { paths } from '../paths.ts';

/** Where an address outside every module the role may open lands (spec §2 Access Revoked). */
export function AccessRevokedPage() {
  return (
    <StatusPage title="Access Revoked" action={{ label: 'Go to home', to: paths.home }}>
      This page is not part of any module your role can open. Ask an administrator if you need access.
    </StatusPage>
  );
}
