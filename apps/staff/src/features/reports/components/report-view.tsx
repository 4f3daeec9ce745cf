import { Anchor, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import type { ReportPage } from '@lendline/wire';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { PaginationBar } from '../../../components/data-table/pagination-bar.tsx';
import {
  NoMatchState,
  TableEmptyState,
  type TableError,
} from '../../../components/data-table/table-states.tsx';
import {
  REPORT_PAGE_SIZES,
  type ReportLinks,
  type ReportQuery,
  type ReportWhereValue,
} from '../report-query.ts';
import { choiceLabels, labelledChart } from '../report-format.ts';
import { AsOf } from './as-of.tsx';
import { LazyReportChart } from './lazy-report-chart.tsx';
import { ExportButtons, type ExportFormat } from '../../../components/data-table/export-buttons.tsx';
import { ReportFilters } from './report-filters.tsx';
import { ReportTable } from './report-table.tsx';

export interface ReportViewProps {
  query: ReportQuery;
  /** The report's page for `query`; undefined while the first answer is on its way. */
  page: ReportPage | undefined;
  /** A newer page is on its way; the figures shown are the previous ones. */
  refreshing?: boolean;
  error?: TableError | null;
  links: ReportLinks;
  exportGate: ElementRequest;
  onQueryChange: (query: ReportQuery) => void;
  onOpen: (href: string) => void;
  onExport: (format: ExportFormat) => Promise<unknown>;
}

/**
 * One report (`/{module}/report/list?report={id}`): what it shows and as of when, its filters, the chart
 * over every matching row, the table with the totals of every matching row, paging, and the exports.
 * The state lives in the address (report-query.ts); this view only reads it and asks for changes.
 */
export function ReportView({
  query,
  page,
  refreshing = false,
  error,
  links,
  exportGate,
  onQueryChange,
  onOpen,
  onExport,
}: ReportViewProps) {
  const firstPage = { ...query.pagination, page: 1 };
  const setWhere = (key: string, value: ReportWhereValue | null) => {
    const { [key]: _dropped, ...rest } = query.where;
    onQueryChange({
      ...query,
      where: value === null ? rest : { ...rest, [key]: value },
      pagination: firstPage,
    });
  };
  const reset = () => onQueryChange({ ...query, where: {}, pagination: firstPage });
  const filtered = Object.keys(query.where).length > 0;
  const labels = useMemo(() => choiceLabels(page?.filters ?? []), [page?.filters]);

  return (
    <>
      <Anchor component={Link} to={links.list} size="sm" mb={4} display="inline-block">
        ← All reports
      </Anchor>
      <PageHeader
        title={page?.title ?? 'Report'}
        context={
          page ? (
            <Stack gap={0}>
              <span>{page.description}</span>
              <AsOf at={page.asOf} />
            </Stack>
          ) : error ? undefined : (
            <Skeleton height={14} width={320} mt={4} />
          )
        }
        actions={<ExportButtons gate={exportGate} onExport={onExport} disabled={!page || page.count === 0} />}
      />
      {page && (
        <ReportFilters filters={page.filters} where={query.where} onChange={setWhere} onReset={reset} />
      )}
      {!error && (page === undefined || (page.chart && page.chart.points.length > 0)) && (
        <Paper withBorder radius="sm" p="sm" mb="sm" aria-busy={page === undefined || refreshing}>
          {page?.chart ? (
            <LazyReportChart chart={labelledChart(page.chart, labels)} />
          ) : (
            <Skeleton height={260} radius="sm" aria-label="Loading the chart" />
          )}
          {page?.chart && (
            <Text size="xs" c="dimmed" mt={4}>
              Over all {page.count.toLocaleString('en-US')} matching rows.
            </Text>
          )}
        </Paper>
      )}
      <ReportTable
        label={page?.title ?? 'Report'}
        columns={page?.columns}
        rows={page?.rows}
        totals={page?.totals}
        links={links}
        labels={labels}
        sort={query.sort}
        onSortChange={(sort) => onQueryChange({ ...query, sort, pagination: firstPage })}
        onOpen={onOpen}
        refreshing={refreshing}
        error={error}
        skeletonRows={Math.min(query.pagination.perPage, 10)}
        empty={
          filtered ? (
            <NoMatchState
              title="Nothing matches these filters"
              description="Change the filters, or reset them to see the whole report."
              onReset={reset}
            />
          ) : (
            <TableEmptyState
              title="Nothing to report yet"
              description="This report has no rows as of now; its figures appear once there is activity to count."
            />
          )
        }
      />
      <PaginationBar
        pagination={query.pagination}
        total={page?.count}
        pageRows={page?.rows.length}
        noun="rows"
        pageSizes={REPORT_PAGE_SIZES}
        onChange={(pagination) => onQueryChange({ ...query, pagination })}
      />
    </>
  );
}
