import { Anchor, Group } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useReportCards, useReportPage } from '../api/reports-api.ts';
import { AsOf } from '../components/as-of.tsx';
import { ReportCatalogueTable } from '../components/report-catalogue-table.tsx';
import { ReportView } from '../components/report-view.tsx';
import { reportExportGate } from '../report-links.ts';
import {
  readReportQuery,
  reportHref,
  reportSearch,
  type ReportLinks,
  type ReportQuery,
} from '../report-query.ts';
import { useReportExport } from './use-report-export.ts';

export interface ReportListPageProps {
  module: string;
  title: string;
  links: ReportLinks;
}

const loadError = (what: string, error: unknown, retry: () => unknown) =>
  error
    ? {
        title: `${what} could not be loaded`,
        message: errorMessage(error, 'The server did not answer. Try again.'),
        onRetry: () => void retry(),
      }
    : null;

/**
 * `/{module}/report/list`: without a query the module's reports as a list; with `?report={id}` that
 * report's page, its filters, order and page in the address so a reload or a drill-down keeps them.
 */
export function ReportListPage({ module, title, links }: ReportListPageProps) {
  const [search] = useSearchParams();
  const query = useMemo(() => readReportQuery(search), [search]);
  return query.reportId ? (
    <OneReport key={query.reportId} module={module} query={query} links={links} />
  ) : (
    <ReportCatalogue module={module} title={title} links={links} />
  );
}

function ReportCatalogue({ module, title, links }: ReportListPageProps) {
  const cards = useReportCards(module);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={title}
        context={
          <Group gap="xs">
            <span>The reports of this module; open one for its figures, chart and rows.</span>
            <AsOf at={cards.data?.asOf} />
          </Group>
        }
        actions={
          <Anchor component={Link} to={links.cards} size="sm">
            Show as cards
          </Anchor>
        }
      />
      <ReportCatalogueTable
        cards={cards.data?.cards}
        error={loadError('The reports', cards.error, cards.mutate)}
        hrefOf={(card) => reportHref(links, card.id)}
        onOpen={(card) => void navigate(reportHref(links, card.id))}
        empty={
          <TableEmptyState
            title="No reports here yet"
            description="This module's reports appear here once your role may open them; ask an administrator for Reports access."
          />
        }
      />
    </>
  );
}

function OneReport({ module, query, links }: { module: string; query: ReportQuery; links: ReportLinks }) {
  const navigate = useNavigate();
  const report = useReportPage(module, query);
  const runExport = useReportExport(module, query.reportId!, query.where);
  return (
    <ReportView
      query={query}
      page={report.data}
      refreshing={report.isValidating && report.data !== undefined}
      error={loadError('The report', report.error, report.mutate)}
      links={links}
      exportGate={reportExportGate(module, links.menu)}
      onQueryChange={(next) => void navigate({ search: reportSearch(next) })}
      onOpen={(href) => void navigate(href)}
      onExport={runExport}
    />
  );
}
