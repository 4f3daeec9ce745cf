import { useParams } from 'react-router';
import { usePageConfig } from '../../features/page-config/use-page-config.ts';
import { VendorAddPage } from '../../features/vendors/routes/vendor-add-page.tsx';
import { VendorListPage } from '../../features/vendors/routes/vendor-list-page.tsx';
import type { VendorLinks } from '../../features/vendors/vendor-links.ts';
import { VENDOR_LIST_DEFAULTS, VENDOR_LIST_PAGE_KEY } from '../../features/vendors/vendor-query.ts';
import { paths, pathTo } from '../paths.ts';

// The vendors section's pages, wired to the route table and the saved page config; one module for the
// section, so moving between its list and form loads nothing more. A vendor opens in the list's drawer
// (`list?vendor={id}`), since spec §2 gives vendors no page of their own.

function useVendorLinks(): { module: string; links: VendorLinks } {
  const { module = '' } = useParams();
  const list = pathTo(paths.vendors.list, { module });
  // The API server serves the SPA, the widget bundles and the standalone calculator page on one origin.
  const origin = window.location.origin;
  return {
    module,
    links: {
      list,
      add: pathTo(paths.vendors.add, { module }),
      update: (vendorId) => `${list}?vendor=${vendorId}`,
      apiKeys: (vendorId) => `${list}?vendor=${vendorId}&tab=keys`,
      calculatorPage: (apiKey) => `${origin}${pathTo(paths.loanCalculator, { apiKey })}`,
      widgetOrigin: origin,
    },
  };
}

export function VendorListRoute() {
  const { module, links } = useVendorLinks();
  const store = usePageConfig(VENDOR_LIST_PAGE_KEY, VENDOR_LIST_DEFAULTS);
  return <VendorListPage module={module} store={store} links={links} />;
}

export function VendorAddRoute() {
  const { module, links } = useVendorLinks();
  return <VendorAddPage module={module} links={links} />;
}
