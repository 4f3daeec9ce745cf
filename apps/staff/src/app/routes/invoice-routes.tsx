import type { ModulePolicy } from '@lendline/portfolio';
import { useSearchParams } from 'react-router';
import { useInvoiceSession } from '../../features/invoices/api/get-invoice-session.ts';
import type { InvoiceLinks } from '../../features/invoices/invoice-links.ts';
import { INVOICE_LIST_DEFAULTS, invoiceListPageKey } from '../../features/invoices/invoice-query.ts';
import { CreateInvoicePage } from '../../features/invoices/routes/create-invoice-page.tsx';
import { InvoiceListPage } from '../../features/invoices/routes/invoice-list-page.tsx';
import { SessionListPage } from '../../features/invoices/routes/session-list-page.tsx';
import { SESSION_LIST_DEFAULTS, sessionListPageKey } from '../../features/invoices/session-query.ts';
import { usePageConfig } from '../../features/page-config/use-page-config.ts';
import { paths, pathTo } from '../paths.ts';
import { idParam, NoPortfolioPage, usePortfolioModule } from './contract-routes.tsx';
import { ExtensionInvoicesRoute } from './extension-routes.tsx';

// The invoice section's pages for every module with an Invoices menu; the module's policy says which
// invoices it lists and which kind of invoices its billing runs make.

export function invoiceLinks(module: string, policy: ModulePolicy): InvoiceLinks {
  const { invoice, contract } = paths;
  const list = pathTo(invoice.list, { module });
  const detail = policy.contracts.detail === 'detail' ? contract.detail : contract.detailModuleWise;
  return {
    list,
    sessionInvoices: (sessionId) => `${list}?session=${sessionId}`,
    sessions: pathTo(invoice.session, { module }),
    create: pathTo(invoice.create, { module }),
    invoice: ({ id, contractId, kind }) =>
      kind === 'MISC'
        ? pathTo(contract.miscInvoiceDetail, {
            module,
            contractId: String(contractId),
            invoiceId: String(id),
            index: '1',
          })
        : `${list}?invoice=${id}`,
    contract: ({ contractId }) => pathTo(detail, { module, contractId: String(contractId) }),
  };
}

function InvoiceList({ module, policy }: { module: string; policy: ModulePolicy }) {
  const store = usePageConfig(invoiceListPageKey(module), INVOICE_LIST_DEFAULTS);
  const [search] = useSearchParams();
  const links = invoiceLinks(module, policy);
  const raw = idParam(search.get('session') ?? undefined);
  const sessionId = Number.isInteger(raw) ? raw : undefined;
  const session = useInvoiceSession(module, sessionId);
  return (
    <InvoiceListPage
      module={module}
      invoices={policy.invoices!}
      store={store}
      links={links}
      session={
        sessionId === undefined
          ? undefined
          : { id: sessionId, name: session.data?.sessionName, clearHref: links.list }
      }
    />
  );
}

export function InvoiceListRoute() {
  const { module, policy } = usePortfolioModule();
  const [search] = useSearchParams();
  if (!policy?.invoices) return <NoPortfolioPage>This module has no invoices.</NoPortfolioPage>;
  const list = <InvoiceList key={module} module={module} policy={policy} />;
  if (module !== 'extensions') return list;
  // Extensions › Invoices leads with where each invoice stands in GP; a billing run's or an invoice's
  // link opens the common list.
  const common = search.has('session') || search.has('invoice');
  return <ExtensionInvoicesRoute key={module} invoices={list} common={common} />;
}

function SessionList({ module, policy }: { module: string; policy: ModulePolicy }) {
  const store = usePageConfig(sessionListPageKey(module), SESSION_LIST_DEFAULTS);
  return (
    <SessionListPage
      module={module}
      invoices={policy.invoices!}
      store={store}
      links={invoiceLinks(module, policy)}
    />
  );
}

export function SessionListRoute() {
  const { module, policy } = usePortfolioModule();
  if (!policy?.invoices) return <NoPortfolioPage>This module has no invoices.</NoPortfolioPage>;
  return <SessionList key={module} module={module} policy={policy} />;
}

export function CreateInvoiceRoute() {
  const { module, policy } = usePortfolioModule();
  if (!policy?.invoices) return <NoPortfolioPage>This module has no invoices.</NoPortfolioPage>;
  return (
    <CreateInvoicePage
      key={module}
      module={module}
      invoices={policy.invoices}
      links={invoiceLinks(module, policy)}
    />
  );
}
