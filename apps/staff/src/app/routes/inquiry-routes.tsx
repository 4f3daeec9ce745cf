import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import type { CreditApplicationLinks } from '../../features/credit-applications/credit-application-links.ts';
import {
  APPLICATION_LIST_DEFAULTS,
  APPLICATION_LIST_PAGE_KEY,
} from '../../features/credit-applications/credit-application-query.ts';
import type { InquiryLinks } from '../../features/inquiries/inquiry-links.ts';
import { INQUIRY_LIST_DEFAULTS, INQUIRY_LIST_PAGE_KEY } from '../../features/inquiries/inquiry-query.ts';
import { InquiryDetailsPage } from '../../features/inquiries/routes/inquiry-details-page.tsx';
import { InquiryListPage } from '../../features/inquiries/routes/inquiry-list-page.tsx';
import { usePageConfig } from '../../features/page-config/use-page-config.ts';
import { useSession } from '../../features/session/session-context.ts';
import { paths, pathTo } from '../paths.ts';
import { inquiryKindOf, InquiryKindSwitch } from './inquiry-kind-switch.tsx';

// The inquiries section's pages, wired to the route table, the session and the saved page config; one
// module for the quote inquiries, so moving between their list and details loads nothing more. Quote
// inquiries and credit applications share the section's two routes and are told apart by the query:
// `?kind=` on the list, `?id=` or `?application=` on the details (spec §2 gives `details` no path
// parameter). The credit application pages are a chunk of their own, so the quote inquiries, the
// section's daily work, load no code for them.
const CreditApplicationListPage = lazy(async () => ({
  default: (await import('../../features/credit-applications/routes/credit-application-list-page.tsx'))
    .CreditApplicationListPage,
}));
const CreditApplicationDetailsPage = lazy(async () => ({
  default: (await import('../../features/credit-applications/routes/credit-application-details-page.tsx'))
    .CreditApplicationDetailsPage,
}));
const applicationsLoading = <PageLoader label="Loading credit applications" />;

const idParam = (raw: string | null) => (raw && /^\d+$/.test(raw) ? Number(raw) : Number.NaN);

function useSectionLinks(): {
  module: string;
  links: InquiryLinks;
  applicationLinks: CreditApplicationLinks;
} {
  const { module = '' } = useParams();
  const list = pathTo(paths.enquiries.list, { module });
  const details = pathTo(paths.enquiries.details, { module });
  return {
    module,
    links: { list, details: (id) => `${details}?id=${id}` },
    applicationLinks: {
      list: `${list}?kind=applications`,
      details: (id) => `${details}?application=${id}`,
    },
  };
}

function QuoteInquiryList({ module, links }: { module: string; links: InquiryLinks }) {
  const store = usePageConfig(INQUIRY_LIST_PAGE_KEY, INQUIRY_LIST_DEFAULTS);
  const { user } = useSession();
  return (
    <InquiryListPage
      module={module}
      store={store}
      links={links}
      currentUser={user ?? undefined}
      kindSwitch={<InquiryKindSwitch kind="quotes" listHref={links.list} />}
    />
  );
}

function CreditApplicationList(props: { module: string; links: CreditApplicationLinks; quotesHref: string }) {
  const store = usePageConfig(APPLICATION_LIST_PAGE_KEY, APPLICATION_LIST_DEFAULTS);
  return (
    <Suspense fallback={applicationsLoading}>
      <CreditApplicationListPage
        module={props.module}
        store={store}
        links={props.links}
        kindSwitch={<InquiryKindSwitch kind="applications" listHref={props.quotesHref} />}
      />
    </Suspense>
  );
}

export function InquiryListRoute() {
  const { module, links, applicationLinks } = useSectionLinks();
  const [search] = useSearchParams();
  return inquiryKindOf(search) === 'applications' ? (
    <CreditApplicationList module={module} links={applicationLinks} quotesHref={links.list} />
  ) : (
    <QuoteInquiryList module={module} links={links} />
  );
}

export function InquiryDetailsRoute() {
  const { module, links, applicationLinks } = useSectionLinks();
  const [search] = useSearchParams();
  const { user } = useSession();
  if (search.has('application')) {
    const applicationId = idParam(search.get('application'));
    return (
      <Suspense fallback={applicationsLoading}>
        <CreditApplicationDetailsPage
          key={applicationId}
          module={module}
          applicationId={applicationId}
          links={applicationLinks}
        />
      </Suspense>
    );
  }
  const id = idParam(search.get('id'));
  return (
    <InquiryDetailsPage
      key={id}
      module={module}
      inquiryId={id}
      links={links}
      currentUser={user ?? undefined}
    />
  );
}
