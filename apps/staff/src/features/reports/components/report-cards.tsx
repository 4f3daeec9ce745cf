import { Anchor, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReportCard } from '@lendline/wire';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  TableEmptyState,
  TableErrorState,
  type TableError,
} from '../../../components/data-table/table-states.tsx';
import { formatReportValue } from '../report-format.ts';
import { LazyReportChart } from './lazy-report-chart.tsx';

export interface ReportCardsProps {
  /** Undefined while loading. */
  cards: ReportCard[] | undefined;
  error?: TableError | null;
  /** The report page of a card. */
  hrefOf: (card: ReportCard) => string;
}

const GRID = { base: 1, sm: 2, xl: 3 } as const;

/** One card: the headline figure large, what it counts, a small chart, and the way into the report. */
function ReportCardView({ card, href }: { card: ReportCard; href: string }) {
  const headingId = `report-card-${card.id}`;
  return (
    <Card withBorder padding="md" radius="sm" component="article" aria-labelledby={headingId}>
      <Stack gap="xs" h="100%">
        <Title order={2} fz="md" id={headingId}>
          <Anchor component={Link} to={href} c="inherit" underline="hover">
            {card.title}
          </Anchor>
        </Title>
        <div>
          <Text fz={28} fw={700} lh={1.1} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatReportValue(card.headline.value, card.headline.format)}
          </Text>
          <Text size="sm" c="dimmed">
            {card.headline.label}
          </Text>
        </div>
        {card.chart && card.chart.points.length > 0 && <LazyReportChart chart={card.chart} compact />}
        <Text size="sm" style={{ flex: 1 }}>
          {card.description}
        </Text>
        <Anchor component={Link} to={href} size="sm" aria-label={`Open ${card.title}`}>
          Open report
        </Anchor>
      </Stack>
    </Card>
  );
}

/**
 * The module's reports as cards (`/{module}/report/cards`): one column on a phone, two on a laptop, three
 * on a wide screen. Loading shows cards of the same shape; an empty catalogue says what would be here.
 */
export function ReportCards({ cards, error, hrefOf }: ReportCardsProps): ReactNode {
  if (error) return <TableErrorState {...error} />;
  if (cards === undefined) {
    return (
      <SimpleGrid cols={GRID} spacing="md" aria-busy="true" aria-label="Loading the reports">
        {Array.from({ length: 3 }, (_, index) => (
          <Card key={index} withBorder padding="md" radius="sm">
            <Stack gap="xs">
              <Skeleton height={18} width="60%" />
              <Skeleton height={30} width="40%" />
              <Skeleton height={140} />
              <Skeleton height={12} />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  if (cards.length === 0) {
    return (
      <TableEmptyState
        title="No reports here yet"
        description="This module's reports appear here once your role may open them; ask an administrator for Reports access."
      />
    );
  }
  return (
    <SimpleGrid cols={GRID} spacing="md">
      {cards.map((card) => (
        <ReportCardView key={card.id} card={card} href={hrefOf(card)} />
      ))}
    </SimpleGrid>
  );
}
