import { ModalsProvider } from '@mantine/modals';
import { can, MODULES } from '@lendline/permissions';
import { modulePolicy } from '@lendline/portfolio';
import { contractRecord } from '@lendline/wire';
import { useMemo, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import * as v from 'valibot';
import type { RemoteOptionSource } from '../../components/form/use-remote-options.ts';
import { usePermissions } from '../../lib/access/permissions-context.ts';
import { api } from '../../lib/api.ts';
import { achSection, type AchLinks, type AchSection } from '../../features/ach/ach-links.ts';
import { AchSectionTabs } from '../../features/ach/components/ach-section-tabs.tsx';
import { AchMandatesPage } from '../../features/ach/routes/ach-mandates-page.tsx';
import { AchReturnsPage } from '../../features/ach/routes/ach-returns-page.tsx';
import {
  ACH_MANDATE_LIST_DEFAULTS,
  ACH_MANDATE_LIST_PAGE_KEY,
  ACH_RETURN_LIST_DEFAULTS,
  ACH_RETURN_LIST_PAGE_KEY,
} from '../../features/ach/returns-query.ts';
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

const list = pathTo(paths.ach.list, { module });

const links: AchLinks = {
  list,
  manage: ({ id, status }) =>
    pathTo(paths.ach.manage, { module, batchId: String(id), status: status.toLowerCase() || undefined }),
  viewFile: (batchName) => pathTo(paths.achViewFile, { batchName }),
  approve: (requestId) =>
    requestId === undefined ? paths.achApprove : `${paths.achApprove}?requestId=${requestId}`,
  section: (view: AchSection) => (view === 'batches' ? list : `${list}?view=${view}`),
  // Recurring invoices (what ACH collects) belong to no module's invoice list, so an invoice opens as ACH
  // sees it: its debits and returns, in a drawer over the returns (apps/staff/src/features/ach/README.md).
  invoice: (invoiceId) => `${list}?view=returns&invoice=${invoiceId}`,
};

/**
 * The module whose contract pages the user may open, Contract Inquiry first (the ACH roles' own), or null.
 * The mandate form searches that module's contracts, and the returns link their contract numbers there.
 */
function useContractModule(): string | null {
  const permissions = usePermissions();
  return useMemo(() => {
    const withContracts = MODULES.filter((entry) => entry.menus.some((menu) => menu.menu === 'Contracts'));
    const ordered = [...withContracts].sort(
      (a, b) => Number(b.id === 'enquiry') - Number(a.id === 'enquiry'),
    );
    return ordered.find((entry) => can(permissions, entry.id, 'Contracts', 'view'))?.id ?? null;
  }, [permissions]);
}

const contractOption = v.pick(contractRecord, ['id', 'contractNumber', 'customerName']);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const toOption = (contract: v.InferOutput<typeof contractOption>) => ({
  value: String(contract.id),
  label: `${contract.contractNumber} · ${contract.customerName ?? ''}`,
});

/** That module's contracts for the mandate form, searched on the server by number or customer. */
function contractSource(contractModule: string): RemoteOptionSource {
  const resource = `modules/${encodeURIComponent(contractModule)}/contracts`;
  const fields = ['id', 'contractNumber', 'customerName'];
  return {
    key: `ach-${contractModule}-contract-options`,
    search: async (text) =>
      (
        await api.list(
          resource,
          {
            ...(text
              ? {
                  where: {
                    or: [
                      { contractNumber: { ilike: `%${escapeLike(text)}%` } },
                      { customerName: { ilike: `%${escapeLike(text)}%` } },
                    ],
                  },
                }
              : {}),
            fields,
            order: 'contractNumber ASC',
            limit: 25,
          },
          { schema: contractOption },
        )
      ).map(toOption),
    byValues: async (values) =>
      (
        await api.list(
          resource,
          { where: { id: { inq: values.map(Number) } }, fields },
          { schema: contractOption },
        )
      ).map(toOption),
  };
}

function useAchLinks(): AchLinks & { contractModule: string | null } {
  const contractModule = useContractModule();
  return useMemo(() => {
    if (!contractModule) return { ...links, contractModule };
    const detail =
      modulePolicy(contractModule)?.contracts.detail === 'detail'
        ? paths.contract.detail
        : paths.contract.detailModuleWise;
    return {
      ...links,
      contractModule,
      contract: (contractId: number) =>
        pathTo(detail, { module: contractModule, contractId: String(contractId) }),
    };
  }, [contractModule]);
}

/** Who is looking: the maker-checker rules compare them with the batch's maker and submitter. */
function useViewer(): Viewer {
  const { user, impersonation } = useSession();
  return { userId: user?.id ?? null, impersonating: impersonation !== null };
}

/**
 * `ach/list`: the batches (spec), with Returns & NOCs and Mandates as tabs of the same page
 * (`?view=returns|mandates`), since the spec gives the ACH module no other list route.
 */
export function AchListRoute() {
  const [params] = useSearchParams();
  const view = achSection(params.get('view'));
  const tabs = <AchSectionTabs value={view} hrefFor={links.section} />;
  if (view === 'returns') return <AchReturnsRoute tabs={tabs} />;
  if (view === 'mandates') return <AchMandatesRoute tabs={tabs} />;
  return <AchBatchesRoute tabs={tabs} />;
}

function AchBatchesRoute({ tabs }: { tabs: ReactNode }) {
  const store = usePageConfig(ACH_BATCH_LIST_PAGE_KEY, ACH_BATCH_LIST_DEFAULTS);
  return <AchListPage store={store} links={links} tabs={tabs} />;
}

function AchReturnsRoute({ tabs }: { tabs: ReactNode }) {
  const store = usePageConfig(ACH_RETURN_LIST_PAGE_KEY, ACH_RETURN_LIST_DEFAULTS);
  const achLinks = useAchLinks();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('invoice');
  const invoiceId = raw === null ? null : /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return (
    <AchReturnsPage
      store={store}
      links={achLinks}
      tabs={tabs}
      invoiceId={invoiceId}
      onInvoiceClose={() => void navigate(achLinks.section!('returns'))}
    />
  );
}

function AchMandatesRoute({ tabs }: { tabs: ReactNode }) {
  const store = usePageConfig(ACH_MANDATE_LIST_PAGE_KEY, ACH_MANDATE_LIST_DEFAULTS);
  const achLinks = useAchLinks();
  const contracts = useMemo(
    () => (achLinks.contractModule ? contractSource(achLinks.contractModule) : null),
    [achLinks.contractModule],
  );
  return <AchMandatesPage store={store} links={achLinks} tabs={tabs} contracts={contracts} />;
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
