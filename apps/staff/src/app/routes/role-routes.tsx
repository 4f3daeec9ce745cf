import { useParams } from 'react-router';
import { usePageConfig } from '../../features/page-config/use-page-config.ts';
import { RoleAddPage } from '../../features/roles/routes/role-add-page.tsx';
import { RoleListPage } from '../../features/roles/routes/role-list-page.tsx';
import { RoleUpdatePage } from '../../features/roles/routes/role-update-page.tsx';
import type { RoleLinks } from '../../features/roles/role-links.ts';
import { ROLE_LIST_DEFAULTS, ROLE_LIST_PAGE_KEY } from '../../features/roles/role-query.ts';
import { paths, pathTo } from '../paths.ts';

// The roles section's pages, wired to the route table and the saved page config; one module for the
// section, so moving between its list and editor loads nothing more.

function useRoleLinks(): { module: string; links: RoleLinks } {
  const { module = '' } = useParams();
  return {
    module,
    links: {
      list: pathTo(paths.role.list, { module }),
      add: pathTo(paths.role.add, { module }),
      update: (roleId) => pathTo(paths.role.update, { module, roleId: String(roleId) }),
    },
  };
}

export function RoleListRoute() {
  const { module, links } = useRoleLinks();
  const store = usePageConfig(ROLE_LIST_PAGE_KEY, ROLE_LIST_DEFAULTS);
  return <RoleListPage module={module} store={store} links={links} />;
}

export function RoleAddRoute() {
  const { module, links } = useRoleLinks();
  return <RoleAddPage module={module} links={links} />;
}

export function RoleUpdateRoute() {
  const { module, links } = useRoleLinks();
  const { roleId = '' } = useParams();
  const id = /^\d+$/.test(roleId) ? Number(roleId) : Number.NaN;
  return <RoleUpdatePage key={id} module={module} roleId={id} links={links} />;
}
