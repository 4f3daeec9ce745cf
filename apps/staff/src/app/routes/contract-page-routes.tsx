import type { ContractAddKind } from '@lendline/portfolio';
import { useParams } from 'react-router';
import { ContractAddPage } from '../../features/contracts/routes/contract-add-page.tsx';
import { ContractDetailsPage } from '../../features/contracts/routes/contract-details-page.tsx';
import { ManageAssetPage } from '../../features/contracts/routes/manage-asset-page.tsx';
import { MiscInvoicePage } from '../../features/contracts/routes/misc-invoice-page.tsx';
import { useSession } from '../../features/session/session-context.ts';
import { contractLinks, idParam, NoPortfolioPage, usePortfolioModule } from './contract-routes.tsx';

// The contract section's pages other than the list: details, the add forms, assets and misc invoices.

export function ContractDetailsRoute() {
  const { module, policy } = usePortfolioModule();
  const { contractId: contractParam } = useParams();
  const { user } = useSession();
  if (!policy) return <NoPortfolioPage />;
  const contractId = idParam(contractParam);
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
  const { contractId, invoiceId, index } = useParams();
  if (!policy) return <NoPortfolioPage />;
  return (
    <MiscInvoicePage
      key={`${module}/${invoiceId}`}
      module={module}
      contractId={idParam(contractId)}
      invoiceId={idParam(invoiceId)}
      index={idParam(index)}
      links={contractLinks(module, policy)}
    />
  );
}
