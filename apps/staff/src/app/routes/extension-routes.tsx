import type { ReactNode } from 'react';
import {
  GP_INVOICES_DEFAULTS,
  GP_INVOICES_PAGE_KEY,
  INVOICING_EXTENSIONS_DEFAULTS,
  INVOICING_EXTENSIONS_PAGE_KEY,
  NEW_EXTENSIONS_DEFAULTS,
  NEW_EXTENSIONS_PAGE_KEY,
} from '../../features/extensions/extension-query.ts';
import { ExtensionTabs } from '../../features/extensions/routes/extension-tabs.tsx';
import { GpInvoicesView } from '../../features/extensions/routes/gp-invoices-view.tsx';
import { InvoicingExtensionsView } from '../../features/extensions/routes/invoicing-extensions-view.tsx';
import { NewExtensionsView } from '../../features/extensions/routes/new-extensions-view.tsx';
import { usePageConfig } from '../../features/page-config/use-page-config.ts';
import { paths, pathTo } from '../paths.ts';

// The Extensions module's own views, composed here because they sit beside other features' lists:
// Extensions › Contracts is the contract list plus the spec's two extension views as tabs, and
// Extensions › Invoices is the GP view of the extension invoices beside the common invoice list. Each
// view keeps its settings in the user's page config, read only when its tab is open.

const module = 'extensions';
const contractHref = (id: number) =>
  pathTo(paths.contract.detailModuleWise, { module, contractId: String(id) });

function NewExtensions() {
  const store = usePageConfig(NEW_EXTENSIONS_PAGE_KEY, NEW_EXTENSIONS_DEFAULTS);
  return <NewExtensionsView store={store} contractHref={contractHref} />;
}

function InvoicingExtensions() {
  const store = usePageConfig(INVOICING_EXTENSIONS_PAGE_KEY, INVOICING_EXTENSIONS_DEFAULTS);
  return <InvoicingExtensionsView store={store} contractHref={contractHref} />;
}

/** `/extensions/contract/list`: Contracts, New extensions (`?view=new`), Invoicing (`?view=invoicing`). */
export function ExtensionContractsRoute({ contracts }: { contracts: ReactNode }) {
  return (
    <ExtensionTabs
      label="Extensions views"
      tabs={[
        { value: 'contracts', label: 'Contracts', content: contracts },
        { value: 'new', label: 'New extensions', content: <NewExtensions /> },
        { value: 'invoicing', label: 'Invoicing', content: <InvoicingExtensions /> },
      ]}
    />
  );
}

function GpInvoices() {
  const store = usePageConfig(GP_INVOICES_PAGE_KEY, GP_INVOICES_DEFAULTS);
  const list = pathTo(paths.invoice.list, { module });
  return <GpInvoicesView store={store} invoiceHref={(id) => `${list}?view=all&invoice=${id}`} />;
}

/**
 * `/extensions/invoice/list`: the extension invoices with their GP state and Post to GP first, the common
 * invoice list (PDF, send, the invoice drawer) as `?view=all`. A link into the common list (a billing run's
 * `?session=`, an invoice's `?invoice=`) opens that tab.
 */
export function ExtensionInvoicesRoute({ invoices, common }: { invoices: ReactNode; common: boolean }) {
  const tabs = [
    { value: 'gp', label: 'GP posting', content: <GpInvoices /> },
    { value: 'all', label: 'All invoices', content: invoices },
  ];
  return <ExtensionTabs label="Extension invoice views" tabs={tabs} fallback={common ? 'all' : 'gp'} />;
}
