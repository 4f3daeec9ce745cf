import { useParams } from 'react-router';
import { DOWNLOAD_LIST_DEFAULTS, DOWNLOAD_LIST_PAGE_KEY } from '../../features/downloads/download-query.ts';
import { DownloadListPage } from '../../features/downloads/routes/download-list-page.tsx';
import { usePageConfig } from '../../features/page-config/use-page-config.ts';
import { useSession } from '../../features/session/session-context.ts';
import { paths, pathTo } from '../paths.ts';

// Tape Builder › Downloads, wired to the route, the session (whose files are "mine") and the saved page
// config. The files are the user's whatever the module; the module decides who may see the page.

export function DownloadListRoute() {
  const { module = '' } = useParams();
  const store = usePageConfig(DOWNLOAD_LIST_PAGE_KEY, DOWNLOAD_LIST_DEFAULTS);
  const { user } = useSession();
  return (
    <DownloadListPage
      module={module}
      store={store}
      currentUserId={user?.id}
      listHref={pathTo(paths.downloads.list, { module })}
    />
  );
}
