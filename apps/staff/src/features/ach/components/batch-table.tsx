import { Text } from '@mantine/core';
import { ClippedText } from '../../../components/data-table/clipped-text.tsx';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { formatCount, formatMoney } from '../../../components/data-table/format-number.ts';
import { RecordTable, type RecordTableProps } from '../../../components/data-table/record-table.tsx';
import { formatDate } from '../../../components/data-table/utc-dates.ts';
import type { AchBatchRecord } from '../api/ach-api.ts';
import { purposeLabel } from '../ach-labels.ts';
import { BatchStatusBadge } from './ach-badges.tsx';

const money = (value: number) => (
  <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
    {formatMoney(value)}
  </Text>
);

const person = (user: { name: string } | null) =>
  user ? (
    <ClippedText>{user.name}</ClippedText>
  ) : (
    <Text span size="sm" c="dimmed">
      —
    </Text>
  );

/**
 * The ACH batch list's table: name (opens the batch), status, purpose and SEC code, effective date, the
 * entries in the file, debit and credit totals (the control record's), the maker and the approver.
 */
export function BatchTable(table: RecordTableProps<AchBatchRecord>) {
  const columns: DataColumn<AchBatchRecord>[] = [
    {
      key: 'status',
      priority: 1,
      header: 'Status',
      sortable: true,
      width: 165,
      cell: (batch) => <BatchStatusBadge status={batch.status} />,
    },
    {
      key: 'purpose',
      priority: 3,
      header: 'Purpose',
      sortable: true,
      width: 135,
      cell: (batch) => `${purposeLabel(batch.purpose)} · ${batch.secCode}`,
    },
    {
      key: 'effectiveDate',
      priority: 1,
      header: 'Effective',
      sortable: true,
      firstSortDirection: 'desc',
      width: 112,
      cell: (batch) =>
        batch.sameDay ? `${formatDate(batch.effectiveDate)} SD` : formatDate(batch.effectiveDate),
    },
    {
      key: 'entryCount',
      priority: 2,
      header: 'Entries',
      sortable: true,
      align: 'right',
      width: 80,
      cell: (batch) => formatCount(batch.entryCount),
    },
    {
      key: 'debitTotal',
      priority: 1,
      header: 'Debits',
      sortable: true,
      align: 'right',
      width: 130,
      cell: (batch) => money(batch.debitTotal),
    },
    {
      key: 'creditTotal',
      // A collection batch's credits are $0.00: on a laptop they give way first (the Columns menu has them).
      priority: 4,
      header: 'Credits',
      sortable: true,
      align: 'right',
      width: 110,
      cell: (batch) => money(batch.creditTotal),
    },
    { key: 'maker', priority: 2, header: 'Maker', width: 115, cell: (batch) => person(batch.createdBy) },
    {
      key: 'approver',
      priority: 2,
      header: 'Approver',
      width: 115,
      cell: (batch) => person(batch.approvedBy),
    },
  ];
  return (
    <RecordTable
      {...table}
      label="ACH batches"
      titleColumn={{
        key: 'batchName',
        header: 'Batch',
        sortable: true,
        // ACH-YYYYMMDD-NN whole, never clipped.
        width: 168,
        cell: (batch) => batch.batchName,
      }}
      columns={columns}
      rowName={(batch) => batch.batchName}
      minWidth={560}
    />
  );
}
