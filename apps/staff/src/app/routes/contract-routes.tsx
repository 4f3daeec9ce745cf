import { modulePolicy, type ModulePolicy } from '@lendline/portfolio';
import type { ContractAddKind } from '@lendline/portfolio';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { StatusPage } from '../../components/status-page.tsx';
import type { ContractLinks } from '../../features/contracts/contract-links.ts';
import { CONTRACT_LIST_DEFAULTS, contractListPageKey } from '../../features/contracts/contract-query.ts';
import { ContractAddPage } from '../../features/contracts/routes/contract-add-page.tsx';
import { ContractDetailsPage } from '../../features/contracts/routes/contract-details-page.tsx';
import { ContractListPage } from '../../features/contracts/routes/contract-list-page.tsx';
import { ManageAssetPage } from '../../features/contracts/routes/manage-asset-page.tsx';
import { MiscInvoicePage } from '../../features/contracts/routes/misc-invoice-page.tsx';
import { usePageConfig } from '../../features/page-config/use-page-config.ts';
import { useSession } from '../../features/session/session-context.ts';
import { paths, pathTo } from '../paths.ts';

// The contract section's pages for every portfolio module: the module comes from the route, its policy
// (shared/portfolio) from the module, and the links from the route table.

export function contractLinks(module: string, policy: ModulePolicy): ContractLinks {
  const { contract } = paths;
  const detailPattern = policy.contracts.detail === 'detail' ? contract.detail : contract.detailModuleWise;
  return {
    list: pathTo(contract.list, { module }),
    detail: ({ id, contractType }) =>
      contractType === 'MISC'
        ? pathTo(contract.miscContractDetail, { module, userId: String(id) })
        : pathTo(detailPattern, { module, userId: String(id) }),
    add: Object.fromEntries(
      policy.contracts.add.map((kind) => [
        kind,
        kind === 'asset-contract'
          ? pathTo(contract.assetAdd, { module })
          : kind === 'misc-contract'
            ? pathTo(contract.miscContractAdd, { module })
            : pathTo(policy.contracts.detail === 'detail' ? contract.add : contract.moduleWiseAdd, {
                module,
              }),
      ]),
    ),
    asset: (assetId) =>
      pathTo(module === 'assetManagement' ? contract.manageAsset : contract.manageEquipment, {
        module,
        equipId: String(assetId),
      }),
    miscInvoice: (contractId, invoiceId, index) =>
      pathTo(contract.miscInvoiceDetail, {
        module,
        userId: String(contractId),
        invoiceId: String(invoiceId),
        index: String(index),
      }),
  };
}

/** The module of the route with its policy, or undefined for a module without portfolio screens. */
export function usePortfolioModule(): { module: string; policy: ModulePolicy | undefined } {
  const { module = '' } = useParams();
  return { module, policy: modulePolicy(module) };
}

export function NoPortfolioPage({ children }: { children?: ReactNode }) {
  return (
    <StatusPage title="Not available in this module" action={{ label: 'Home', to: paths.home }}>
      {children ?? 'This module has no contracts or invoices.'}
    </StatusPage>
  );
}

/** A route's id parameter as a positive integer, NaN when the address holds none. */
export const idParam = (raw: string | undefined): number =>
  raw && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;

function ContractList({ module, policy }: { module: string; policy: ModulePolicy }) {
  const store = usePageConfig(contractListPageKey(module), CONTRACT_LIST_DEFAULTS);
  return (
    <ContractListPage module={module} policy={policy} store={store} links={contractLinks(module, policy)} />
  );
}

export function ContractListRoute() {
  const { module, policy } = usePortfolioModule();
  if (!policy) return <NoPortfolioPage />;
  return <ContractList key={module} module={module} policy={policy} />;
}

export function ContractDetailsRoute() {
  const { module, policy } = usePortfolioModule();
  const { userId } = useParams();
  const { user } = useSession();
  if (!policy) return <NoPortfolioPage />;
  const contractId = idParam(userId);
  return (
    <ContractDetailsPage
      key={`${module}/${contractId}`}
      module={module}
      policy={policy}
      contractId={contractId}
      links={contractLinks(module, policy)}
      currentUser={user ?? undefined}
    />
  );
}

function addRoute(kind: ContractAddKind) {
  return function ContractAddRoute() {
    const { module, policy } = usePortfolioModule();
    if (!policy) return <NoPortfolioPage />;
    return (
      <ContractAddPage
        key={module}
        module={module}
        policy={policy}
        kind={kind}
        links={contractLinks(module, policy)}
      />
    );
  };
}

/** `add` and `module-wise/add`: a lease or loan. */
export const ContractAddRoute = addRoute('contract');
/** `assest-add`: a contract with its first assets. */
export const AssetContractAddRoute = addRoute('asset-contract');
/** `misc-contract-add`: a lightweight contract for one-off charges. */
export const MiscContractAddRoute = addRoute('misc-contract');

function assetRoute(title: string) {
  return function ManageAssetRoute() {
    const { module, policy } = usePortfolioModule();
    const { equipId } = useParams();
    if (!policy) return <NoPortfolioPage />;
    const assetId = idParam(equipId);
    return (
      <ManageAssetPage
        key={`${module}/${assetId}`}
        module={module}
        assetId={assetId}
        title={title}
        links={contractLinks(module, policy)}
      />
    );
  };
}

export const ManageEquipmentRoute = assetRoute('Manage Equipment');
export const ManageAssetRoute = assetRoute('Manage Asset');

export function MiscInvoiceRoute() {
  const { module, policy } = usePortfolioModule();
  const { userId, invoiceId, index } = useParams();
  if (!policy) return <NoPortfolioPage />;
  return (
    <MiscInvoicePage
      key={`${module}/${invoiceId}`}
      module={module}
      contractId={idParam(userId)}
      invoiceId={idParam(invoiceId)}
      index={idParam(index)}
      links={contractLinks(module, policy)}
    />
  );
}
