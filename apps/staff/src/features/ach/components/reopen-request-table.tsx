import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table.tsx';
import { ClippedText } from '../../../components/data-table/clipped-text.tsx';
import { formatCount, formatMoney } from '../../../components/data-table/format-number.ts';
import type { TableError } from '../../../components/data-table/table-states.tsx';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import type { AchReopenRequestRecord } from '../api/ach-api.ts';

export interface ReopenRequestTableProps {
  rows: readonly AchReopenRequestRecord[] | undefined;
  error?: TableError | null;
  /** The request's own page (`/ach/approve?requestId=N`). */
  href: (requestId: number) => string;
}

/** The re-open requests waiting for a decision, oldest first; each opens its own approval page. */
export function ReopenRequestTable({ rows, error, href }: ReopenRequestTableProps) {
  const columns: DataColumn<AchReopenRequestRecord>[] = [
    {
      key: 'batch',
      header: 'Batch',
      width: 160,
      cell: (request) => (
        <Anchor component={Link} to={href(request.id)} size="sm">
          {request.batchName}
        </Anchor>
      ),
    },
    {
      key: 'entries',
      header: 'Entries',
      align: 'right',
      width: 80,
      cell: (request) => formatCount(request.entryCount),
    },
    {
      key: 'amount',
      header: 'Debits',
      align: 'right',
      width: 130,
      cell: (request) => (
        <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(request.debitTotal)}
        </Text>
      ),
    },
    {
      key: 'requestedBy',
      header: 'Requested by',
      width: 140,
      cell: (request) => <ClippedText>{request.requestedBy?.name ?? '—'}</ClippedText>,
    },
    {
      key: 'requestedAt',
      header: 'Requested',
      width: 150,
      cell: (request) => formatDateTime(request.requestedAt),
    },
    {
      key: 'reason',
      header: 'Reason',
      width: 260,
      // The table sizes its columns to their content, so the reason is held to a width of its own: one
      // line with an ellipsis, the whole reason on hover (and on the request's page).
      cell: (request) => <ClippedText width={400}>{request.reason}</ClippedText>,
    },
  ];
  return (
    <DataTable
      label="Re-open requests"
      columns={columns}
      rows={rows}
      rowKey={(request) => request.id}
      error={error ?? null}
      skeletonRows={5}
      minWidth={600}
      empty={
        <Text size="sm" c="dimmed" p="md">
          No re-open requests are waiting. A request appears here when someone asks to re-open a generated
          batch before it is transmitted.
        </Text>
      }
    />
  );
}
