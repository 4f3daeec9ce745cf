import { useParams } from 'react-router';
import { CreatePromoPage } from '../../features/loan-setup/routes/create-promo-page.tsx';
import { LoanSetupPage } from '../../features/loan-setup/routes/loan-setup-page.tsx';
import type { SetupLinks } from '../../features/loan-setup/setup-links.ts';
import {
  PROMO_LIST_DEFAULTS,
  PROMO_LIST_PAGE_KEY,
  RATE_PROGRAM_LIST_DEFAULTS,
  RATE_PROGRAM_LIST_PAGE_KEY,
} from '../../features/loan-setup/setup-query.ts';
import { usePageConfig } from '../../features/page-config/use-page-config.ts';
import { paths, pathTo } from '../paths.ts';

// The Vendor Quote setup section's pages (rate programs and promos), wired to the route table and the
// saved page config; one module for the section, so moving between its two pages loads nothing more.

function useSetupLinks(): { module: string; links: SetupLinks } {
  const { module = '' } = useParams();
  return {
    module,
    links: {
      loanSetup: pathTo(paths.setup.loanSetup, { module }),
      createPromo: pathTo(paths.setup.createPromo, { module }),
    },
  };
}

export function LoanSetupRoute() {
  const { module, links } = useSetupLinks();
  const store = usePageConfig(RATE_PROGRAM_LIST_PAGE_KEY, RATE_PROGRAM_LIST_DEFAULTS);
  return <LoanSetupPage module={module} store={store} links={links} />;
}

export function CreatePromoRoute() {
  const { module, links } = useSetupLinks();
  const store = usePageConfig(PROMO_LIST_PAGE_KEY, PROMO_LIST_DEFAULTS);
  return <CreatePromoPage module={module} store={store} links={links} />;
}
