import { Anchor, Text } from '@mantine/core';
import type { ReportCard } from '@lendline/wire';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { TableError } from '../../../components/data-table/table-states.tsx';
import { formatReportValue } from '../report-format.ts';

export interface ReportCatalogueTableProps {
  cards: ReportCard[] | undefined;
  error?: TableError | null;
  hrefOf: (card: ReportCard) => string;
  onOpen: (card: ReportCard) => void;
  empty: ReactNode;
}

/** The module's reports as a list (`/{module}/report/list`): title, what it shows, its headline figure. */
export function ReportCatalogueTable({ cards, error, hrefOf, onOpen, empty }: ReportCatalogueTableProps) {
  return (
    <DataTable<ReportCard>
      label="Reports"
      rows={cards}
      rowKey={(card) => card.id}
      error={error}
      empty={empty}
      skeletonRows={4}
      onRowClick={onOpen}
      minWidth={640}
      columns={[
        {
          key: 'title',
          header: 'Report',
          width: 260,
          cell: (card) => (
            <Anchor component={Link} to={hrefOf(card)} size="sm">
              {card.title}
            </Anchor>
          ),
        },
        {
          key: 'description',
          header: 'Description',
          cell: (card) => (
            <Text size="sm" style={{ whiteSpace: 'normal' }} miw={220}>
              {card.description}
            </Text>
          ),
        },
        {
          key: 'headline',
          header: 'Headline',
          align: 'right',
          width: 200,
          cell: (card) => (
            <span title={card.headline.label}>
              {formatReportValue(card.headline.value, card.headline.format)}{' '}
              <Text span size="xs" c="dimmed">
                {card.headline.label}
              </Text>
            </span>
          ),
        },
      ]}
    />
  );
}
