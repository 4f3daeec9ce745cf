import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useReportCards } from '../api/reports-api.ts';
import { AsOf } from '../components/as-of.tsx';
import { ReportCards } from '../components/report-cards.tsx';
import { reportHref, type ReportLinks } from '../report-query.ts';

export interface ReportCardsPageProps {
  module: string;
  /** The section's title: "Reports", "Asset Reports". */
  title: string;
  links: ReportLinks;
}

/** `/{module}/report/cards`: a card per report the caller may open, each leading to its report page. */
export function ReportCardsPage({ module, title, links }: ReportCardsPageProps) {
  const cards = useReportCards(module);
  return (
    <>
      <PageHeader
        title={title}
        context={
          <Group gap="xs">
            <span>The figures of this module at a glance; open a card for its report.</span>
            <AsOf at={cards.data?.asOf} />
          </Group>
        }
        actions={
          <Anchor component={Link} to={links.list} size="sm">
            Show as a list
          </Anchor>
        }
      />
      <ReportCards
        cards={cards.data?.cards}
        error={
          cards.error
            ? {
                title: 'The reports could not be loaded',
                message: errorMessage(cards.error, 'The server did not answer. Try again.'),
                onRetry: () => void cards.mutate(),
              }
            : null
        }
        hrefOf={(card) => reportHref(links, card.id)}
      />
    </>
  );
}
