import { modulePolicy } from '@lendline/portfolio';
import { useLocation, useParams } from 'react-router';
import type { ReportLinks } from '../../features/reports/report-query.ts';
import { achPages } from '../../features/ach/pages.ts';
import { assetReportPages, reportPages } from '../../features/reports/pages.ts';
import { ReportCardsPage } from '../../features/reports/routes/report-cards-page.tsx';
import { ReportListPage } from '../../features/reports/routes/report-list-page.tsx';
import { paths, pathTo } from '../paths.ts';

// The report catalogue's pages (Extensions › Reports, Asset Management › Reports): one pair of screens
// for every module, the module from the route and the section (report, asset-report) from the address.

/**
 * Where a module's reports lead: its own cards and list, and for drill-downs its contract details page
 * (the pattern its policy names, as contractLinks builds it) and its invoice list with the invoice open in
 * the drawer (as invoiceLinks does). Built here rather than through those helpers, so opening a report
 * loads no contract or invoice list code.
 */
export function reportLinks(module: string, assetSection: boolean | 'ach'): ReportLinks {
  const section =
    assetSection === 'ach'
      ? { cards: paths.ach.reportCards, list: paths.ach.reportList }
      : assetSection
        ? paths.assetReport
        : paths.report;
  const policy = modulePolicy(module);
  const detail =
    policy?.contracts.detail === 'detail' ? paths.contract.detail : paths.contract.detailModuleWise;
  const invoiceList = policy?.invoices ? pathTo(paths.invoice.list, { module }) : null;
  return {
    cards: pathTo(section.cards, { module }),
    list: pathTo(section.list, { module }),
    contract: (contractId) => pathTo(detail, { module, contractId: String(contractId) }),
    invoice: invoiceList ? (invoiceId) => `${invoiceList}?invoice=${invoiceId}` : null,
    ...(assetSection === 'ach' ? { menu: 'ACH' } : {}),
  };
}

function useReportSection() {
  const { module = '' } = useParams();
  const { pathname } = useLocation();
  // ACH's reports sit in its own section (`/ach/ach/report/...`), guarded by ACH › view.
  if (pathname.includes(`/${achPages.route}/report/`))
    return { module, title: achPages.pages.reportCards.title, links: reportLinks(module, 'ach') };
  const assetSection = pathname.includes(`/${assetReportPages.route}/`);
  const title = (assetSection ? assetReportPages : reportPages).pages.cards.title;
  return { module, title, links: reportLinks(module, assetSection) };
}

export function ReportCardsRoute() {
  const { module, title, links } = useReportSection();
  return <ReportCardsPage key={module} module={module} title={title} links={links} />;
}

export function ReportListRoute() {
  const { module, title, links } = useReportSection();
  return <ReportListPage key={module} module={module} title={title} links={links} />;
}
