import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { TableErrorState } from '../../../components/data-table/table-states.tsx';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import type { ContractSummary } from '../api/contracts-resource.ts';
import { liveDaysPastDue, PAST_DUE_COLOR } from '../contract-delinquency.ts';
import { ContractStatusBadge } from './contract-status-badge.tsx';

export interface ContractHeaderProps {
  /** "Contract EL-2024-004217" or "Miscellaneous contract …": the page's one heading. */
  title: string;
  status: string;
  daysPastDue: number;
  amountPastDue: number;
  /** Spec §3 summary as the server wrote it; undefined while it loads. */
  summary: ContractSummary | undefined;
  /** Why the summary is missing, with a retry. */
  error?: { message: string; onRetry: () => void } | null;
  /** Right of the title: the actions drawer's button and the way back to the list. */
  actions?: ReactNode;
}

function Fact({ label, value, late }: { label: string; value: ReactNode; late?: boolean }) {
  return (
    <Stack gap={0} miw={0}>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600} lts="0.02em">
        {label}
      </Text>
      <Text
        component="dd"
        size="sm"
        m={0}
        truncate="end"
        c={late ? `${PAST_DUE_COLOR}.9` : undefined}
        fw={late ? 600 : undefined}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Text>
    </Stack>
  );
}

/**
 * The top of a contract's details in one compact card (issue 22 item 4): the heading with the status
 * badge (amber "63 days past due" when late) and the actions on its right, then spec §3's summary
 * fields once each (N/A where missing) and how much and how long the contract is past due, so the
 * tabs, where the work is, start on the first screen.
 */
export function ContractHeader({
  title,
  status,
  daysPastDue,
  amountPastDue,
  summary,
  error,
  actions,
}: ContractHeaderProps) {
  const late = liveDaysPastDue(status, daysPastDue) > 0;
  return (
    <Paper withBorder px="md" py="sm" radius="md" component="section" aria-label="Contract summary">
      <Group justify="space-between" align="center" gap="xs" mb="xs">
        <Group gap="sm" align="center" wrap="wrap" miw={0}>
          <Title order={1} fz="h3" lh={1.25}>
            {title}
          </Title>
          <ContractStatusBadge status={status} daysPastDue={daysPastDue} />
        </Group>
        {actions && (
          <Group gap="xs" wrap="nowrap">
            {actions}
          </Group>
        )}
      </Group>
      {error ? (
        <TableErrorState title="The summary could not be loaded" {...error} />
      ) : summary ? (
        <SimpleGrid component="dl" cols={{ base: 2, sm: 3, md: 6 }} spacing="sm" verticalSpacing={6} m={0}>
          <Fact label="Contract" value={summary.contract} />
          <Fact label="Customer" value={summary.customer} />
          <Fact label="Contract Type" value={summary.contractType} />
          <Fact label="Paid Off" value={summary.paidOff} />
          <Fact label="Sales Rep" value={summary.salesRep} />
          <Fact label="Debt Source" value={summary.debtSource} />
          <Fact label="Contract Status" value={summary.contractStatus} />
          <Fact label="Closed Date" value={summary.closedDate} />
          <Fact label="Latest Session" value={summary.sessionName} />
          <Fact label="Days Past Due" value={String(daysPastDue)} late={late} />
          <Fact label="Amount Past Due" value={formatMoney(amountPastDue)} late={late} />
        </SimpleGrid>
      ) : (
        <Skeleton height={84} aria-label="Loading the summary" />
      )}
    </Paper>
  );
}
