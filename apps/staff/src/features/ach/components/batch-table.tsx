import { Badge, Text } from '@mantine/core';
import type { AchBatchStatus } from '@lendline/portfolio';
import { ClippedText } from '../../../components/data-table/clipped-text.tsx';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { formatCount, formatMoney } from '../../../components/data-table/format-number.ts';
import { RecordTable, type RecordTableProps } from '../../../components/data-table/record-table.tsx';
import { formatDate } from '../../../components/data-table/utc-dates.ts';
import type { AchBatchRecord } from '../api/ach-api.ts';
import { BATCH_STATUS_COLORS, batchStatusLabel, purposeLabel } from '../ach-labels.ts';

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

/** The batch's status badge, wrapping its words when the column is narrow instead of clipping them. */
function StatusBadge({ status }: { status: string }) {
  return (
    <Badge
      color={BATCH_STATUS_COLORS[status as AchBatchStatus] ?? 'gray'}
      variant="light"
      size="sm"
      radius="sm"
      maw="100%"
      h="auto"
      py={2}
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3 } }}
    >
      {batchStatusLabel(status)}
    </Badge>
  );
}

/**
 * A batch's money with its direction: "$1,234.56 Dr" for debits, "$1,234.56 Cr" for credits, both when
 * a batch carries both, so a reversal (all credits) never reads as $0.00.
 */
export function batchAmount(batch: Pick<AchBatchRecord, 'debitTotal' | 'creditTotal'>) {
  const parts: string[] = [];
  if (batch.debitTotal !== 0 || batch.creditTotal === 0) parts.push(`${formatMoney(batch.debitTotal)} Dr`);
  if (batch.creditTotal !== 0) parts.push(`${formatMoney(batch.creditTotal)} Cr`);
  return (
    <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums' }} title={parts.join(' · ')}>
      {parts.join(' · ')}
    </Text>
  );
}

/**
 * The ACH batch list's table: name (opens the batch), status, purpose and SEC code, effective date, the
 * entries in the file, the amount with its direction (debit and credit totals, the control record's, as
 * columns to show), the maker and the approver.
 */
export function BatchTable(table: RecordTableProps<AchBatchRecord>) {
  const columns: DataColumn<AchBatchRecord>[] = [
    {
      key: 'status',
      priority: 1,
      header: 'Status',
      sortable: true,
      // Narrow enough that on a phone the batch and its status show whole beside the pinned actions;
      // a long status ("RE-OPEN REQUESTED") wraps onto two lines there rather than being cut.
      width: 126,
      cell: (batch) => <StatusBadge status={batch.status} />,
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
      // One column carries the money whichever way it moves: a collection's debits, a reversal's credits.
      key: 'amount',
      priority: 1,
      header: 'Amount',
      align: 'right',
      width: 150,
      cell: (batch) => batchAmount(batch),
    },
    {
      key: 'debitTotal',
      priority: 4,
      header: 'Debits',
      sortable: true,
      align: 'right',
      width: 130,
      cell: (batch) => money(batch.debitTotal),
    },
    {
      key: 'creditTotal',
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
