import { modulePolicy, type ModulePolicy } from '@lendline/portfolio';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { StatusPage } from '../../components/status-page.tsx';
import type { ContractLinks } from '../../features/contracts/contract-links.ts';
import { CONTRACT_LIST_DEFAULTS, contractListPageKey } from '../../features/contracts/contract-query.ts';
import { ContractListPage } from '../../features/contracts/routes/contract-list-page.tsx';
import { usePageConfig } from '../../features/page-config/use-page-config.ts';
import { paths, pathTo } from '../paths.ts';
import { ExtensionContractsRoute } from './extension-routes.tsx';

// The contract section for every portfolio module: the module comes from the route, its policy
// (shared/portfolio) from the module, and the links from the route table. The list lives here; the
// other pages are in contract-page-routes.tsx, so opening a list loads no form or details code.

export function contractLinks(module: string, policy: ModulePolicy): ContractLinks {
  const { contract } = paths;
  const detailPattern = policy.contracts.detail === 'detail' ? contract.detail : contract.detailModuleWise;
  return {
    list: pathTo(contract.list, { module }),
    detail: ({ id, contractType }) =>
      contractType === 'MISC'
        ? pathTo(contract.miscContractDetail, { module, contractId: String(id) })
        : pathTo(detailPattern, { module, contractId: String(id) }),
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
        contractId: String(contractId),
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
  const list = <ContractList key={module} module={module} policy={policy} />;
  // Extensions › Contracts adds the spec's new-extension and invoicing views as tabs beside the list.
  return module === 'extensions' ? <ExtensionContractsRoute key={module} contracts={list} /> : list;
}
