import { useParams, useSearchParams } from 'react-router';
import type { InquiryLinks } from '../../features/inquiries/inquiry-links.ts';
import { INQUIRY_LIST_DEFAULTS, INQUIRY_LIST_PAGE_KEY } from '../../features/inquiries/inquiry-query.ts';
import { InquiryDetailsPage } from '../../features/inquiries/routes/inquiry-details-page.tsx';
import { InquiryListPage } from '../../features/inquiries/routes/inquiry-list-page.tsx';
import { usePageConfig } from '../../features/page-config/use-page-config.ts';
import { useSession } from '../../features/session/session-context.ts';
import { paths, pathTo } from '../paths.ts';

// The inquiries section's pages, wired to the route table, the session and the saved page config; one
// module for the section, so moving between the list and the details loads nothing more.

function useInquiryLinks(): { module: string; links: InquiryLinks } {
  const { module = '' } = useParams();
  const details = pathTo(paths.enquiries.details, { module });
  return {
    module,
    links: {
      list: pathTo(paths.enquiries.list, { module }),
      // Spec §2 lists `details` without a parameter, so the inquiry travels in the query.
      details: (id) => `${details}?id=${id}`,
    },
  };
}

export function InquiryListRoute() {
  const { module, links } = useInquiryLinks();
  const store = usePageConfig(INQUIRY_LIST_PAGE_KEY, INQUIRY_LIST_DEFAULTS);
  const { user } = useSession();
  return <InquiryListPage module={module} store={store} links={links} currentUser={user ?? undefined} />;
}

export function InquiryDetailsRoute() {
  const { module, links } = useInquiryLinks();
  const [search] = useSearchParams();
  const { user } = useSession();
  const raw = search.get('id') ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
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
