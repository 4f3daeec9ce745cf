import { ModalsProvider } from '@mantine/modals';
import { useParams, useSearchParams } from 'react-router';
import type { AchLinks } from '../../features/ach/ach-links.ts';
import { ACH_BATCH_LIST_DEFAULTS, ACH_BATCH_LIST_PAGE_KEY } from '../../features/ach/ach-query.ts';
import type { Viewer } from '../../features/ach/batch-actions.ts';
import { AchApprovePage } from '../../features/ach/routes/ach-approve-page.tsx';
import { AchListPage } from '../../features/ach/routes/ach-list-page.tsx';
import { AchManagePage } from '../../features/ach/routes/ach-manage-page.tsx';
import { usePageConfig } from '../../features/page-config/use-page-config.ts';
import { useSession } from '../../features/session/session-context.ts';
import { paths, pathTo } from '../paths.ts';

// The ACH module's pages (issue 24), wired to the route table, the saved page config and the session.
// The module is always `ach` (the catalog gives ACH its own module), so the re-open approval page, which
// sits outside the module area, links back into it the same way.

const module = 'ach';

const links: AchLinks = {
  list: pathTo(paths.ach.list, { module }),
  manage: ({ id, status }) =>
    pathTo(paths.ach.manage, { module, batchId: String(id), status: status.toLowerCase() || undefined }),
  viewFile: (batchName) => pathTo(paths.achViewFile, { batchName }),
  approve: (requestId) =>
    requestId === undefined ? paths.achApprove : `${paths.achApprove}?requestId=${requestId}`,
};

/** Who is looking: the maker-checker rules compare them with the batch's maker and submitter. */
function useViewer(): Viewer {
  const { user, impersonation } = useSession();
  return { userId: user?.id ?? null, impersonating: impersonation !== null };
}

export function AchListRoute() {
  const store = usePageConfig(ACH_BATCH_LIST_PAGE_KEY, ACH_BATCH_LIST_DEFAULTS);
  return <AchListPage store={store} links={links} />;
}

export function AchManageRoute() {
  const { batchId, status } = useParams();
  const viewer = useViewer();
  const id = batchId && /^\d+$/.test(batchId) ? Number(batchId) : Number.NaN;
  // A new batch is a new page: nothing of the last one's entries page or dialogs stays.
  return <AchManagePage key={batchId} batchId={id} status={status} viewer={viewer} links={links} />;
}

/** `/ach/approve?requestId=N`: standalone, without the shell, so it brings its own dialogs' provider. */
export function AchApproveRoute() {
  const [params] = useSearchParams();
  const viewer = useViewer();
  const raw = params.get('requestId');
  const requestId = raw === null ? undefined : /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return (
    <ModalsProvider>
      <AchApprovePage key={raw ?? ''} requestId={requestId} viewer={viewer} links={links} />
    </ModalsProvider>
  );
}
