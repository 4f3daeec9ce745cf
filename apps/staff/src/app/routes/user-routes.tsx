import { useParams } from 'react-router';
import { usePageConfig } from '../../features/page-config/use-page-config.ts';
import { useSession } from '../../features/session/session-context.ts';
import { UserAddPage } from '../../features/users/routes/user-add-page.tsx';
import { UserListPage } from '../../features/users/routes/user-list-page.tsx';
import { UserUpdatePage } from '../../features/users/routes/user-update-page.tsx';
import type { UserLinks } from '../../features/users/user-links.ts';
import { USER_LIST_DEFAULTS, USER_LIST_PAGE_KEY } from '../../features/users/user-query.ts';
import { paths, pathTo } from '../paths.ts';

// The users section's pages, wired to the route table, the session and the saved page config. One
// module for the section, so moving between its list and forms loads nothing more.

function useUserLinks(): { module: string; links: UserLinks } {
  const { module = '' } = useParams();
  return {
    module,
    links: {
      list: pathTo(paths.user.list, { module }),
      add: pathTo(paths.user.add, { module }),
      update: (userId) => pathTo(paths.user.update, { module, userId: String(userId) }),
    },
  };
}

export function UserListRoute() {
  const { module, links } = useUserLinks();
  const store = usePageConfig(USER_LIST_PAGE_KEY, USER_LIST_DEFAULTS);
  const { user, permissions } = useSession();
  return (
    <UserListPage
      module={module}
      store={store}
      links={links}
      currentUserId={user?.id}
      viewerPermissions={permissions}
    />
  );
}

export function UserAddRoute() {
  const { module, links } = useUserLinks();
  return <UserAddPage module={module} links={links} />;
}

export function UserUpdateRoute() {
  const { module, links } = useUserLinks();
  const { userId = '' } = useParams();
  const { user } = useSession();
  const id = /^\d+$/.test(userId) ? Number(userId) : Number.NaN;
  return <UserUpdatePage key={id} module={module} userId={id} links={links} currentUserId={user?.id} />;
}
