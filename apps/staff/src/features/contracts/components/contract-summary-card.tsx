import { Paper, Skeleton } from '@mantine/core';
import { FactGrid } from '../../../components/facts/fact-grid.tsx';
import { TableErrorState } from '../../../components/data-table/table-states.tsx';
import type { ContractSummary } from '../api/contracts-resource.ts';

export interface ContractSummaryCardProps {
  summary: ContractSummary | undefined;
  /** Why the summary is missing, with a retry. */
  error?: { message: string; onRetry: () => void } | null;
}

/**
 * Spec §3 "Contract details summary" at the top of the details: the server's display strings as they
 * come, "N/A" included, and the session of the latest invoice.
 */
export function ContractSummaryCard({ summary, error }: ContractSummaryCardProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Contract summary">
      {error ? (
        <TableErrorState title="The summary could not be loaded" {...error} />
      ) : summary ? (
        <FactGrid
          cols={4}
          facts={[
            { label: 'Contract', value: summary.contract },
            { label: 'Customer', value: summary.customer },
            { label: 'Contract Type', value: summary.contractType },
            { label: 'Paid Off', value: summary.paidOff },
            { label: 'Sales Rep', value: summary.salesRep },
            { label: 'Debt Source', value: summary.debtSource },
            { label: 'Contract Status', value: summary.contractStatus },
            { label: 'Closed Date', value: summary.closedDate },
            { label: 'Latest Session', value: summary.sessionName },
          ]}
        />
      ) : (
        <Skeleton height={96} aria-label="Loading the summary" />
      )}
    </Paper>
  );
}
