import { Badge } from '@mantine/core';
import type { PrefundStatus } from '@lendline/portfolio';
import { formatMoney, formatPercent } from '../../../components/data-table/format-number.ts';
import { formatDate } from '../../../components/data-table/utc-dates.ts';
import type { PrefundRecord } from '../api/contracts-resource.ts';
import { codeLabel } from '../contract-labels.ts';
import { RelatedTable, type RelatedRows } from './related-table.tsx';

const PREFUND_COLORS: Partial<Record<PrefundStatus, string>> = {
  REQUESTED: 'yellow',
  APPROVED: 'blue',
  FUNDED: 'green',
  CONVERTED: 'gray',
  REJECTED: 'red',
  CANCELLED: 'gray',
  WRITTEN_OFF: 'red',
};

const day = (value: string | null) => (value ? formatDate(value) : 'N/A');

/** Money advanced to the vendor before commencement: how much, when funded, at what interim rate, and where it stands. */
export function PrefundsTable(props: RelatedRows<PrefundRecord>) {
  return (
    <RelatedTable
      {...props}
      label="Prefunds"
      rowKey={(prefund) => prefund.id}
      emptyTitle="No prefunds"
      emptyDescription="Funding advanced before the contract commences shows here with its interim rate."
      minWidth={860}
      columns={[
        { key: 'requestDate', header: 'Requested', width: 110, cell: (p) => formatDate(p.requestDate) },
        { key: 'amount', header: 'Amount', align: 'right', width: 120, cell: (p) => formatMoney(p.amount) },
        {
          key: 'percentOfCost',
          header: '% of cost',
          align: 'right',
          width: 90,
          cell: (p) => formatPercent(p.percentOfCost, 2),
        },
        {
          key: 'interimRate',
          header: 'Interim rate',
          align: 'right',
          width: 100,
          cell: (p) => formatPercent(p.interimRate),
        },
        { key: 'fundedDate', header: 'Funded', width: 110, cell: (p) => day(p.fundedDate) },
        {
          key: 'expectedCommencementDate',
          header: 'Expected commencement',
          width: 130,
          cell: (p) => day(p.expectedCommencementDate),
        },
        { key: 'convertedDate', header: 'Converted', width: 110, cell: (p) => day(p.convertedDate) },
        {
          key: 'status',
          header: 'Status',
          width: 110,
          cell: (p) => (
            <Badge color={PREFUND_COLORS[p.status] ?? 'gray'} variant="light" size="sm" radius="sm">
              {codeLabel(p.status)}
            </Badge>
          ),
        },
      ]}
    />
  );
}
