import { Badge } from '@mantine/core';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { RecordTable, type RecordTableProps } from '../../../components/data-table/record-table.tsx';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import type { InvoiceSessionRecord } from '../api/invoices-resource.ts';
import { kindLabel } from '../invoice-labels.ts';

/** A module's invoice sessions: name (to its invoices), kind, status, how many invoices and their total. */
export function SessionTable(table: RecordTableProps<InvoiceSessionRecord>) {
  const columns: DataColumn<InvoiceSessionRecord>[] = [
    { key: 'kind', header: 'Kind', width: 130, cell: (session) => kindLabel(session.kind) },
    {
      key: 'status',
      header: 'Status',
      width: 110,
      cell: (session) => (
        <Badge color={session.status === 'CREATED' ? 'green' : 'gray'} variant="light" size="sm" radius="sm">
          {session.status === 'CREATED' ? 'Created' : 'Cancelled'}
        </Badge>
      ),
    },
    {
      key: 'invoiceCount',
      header: 'Invoices',
      sortable: true,
      firstSortDirection: 'desc',
      align: 'right',
      width: 90,
      cell: (session) => session.invoiceCount,
    },
    {
      key: 'total',
      header: 'Total',
      sortable: true,
      firstSortDirection: 'desc',
      align: 'right',
      width: 130,
      cell: (session) => formatMoney(session.total),
    },
    {
      key: 'createdAt',
      header: 'Created (UTC)',
      sortable: true,
      firstSortDirection: 'desc',
      width: 160,
      cell: (session) => formatDateTime(session.createdAt),
    },
    { key: 'createdBy', header: 'By', width: 140, cell: (session) => session.createdByName ?? '' },
  ];
  return (
    <RecordTable
      {...table}
      label="Invoice sessions"
      titleColumn={{
        key: 'sessionName',
        header: 'Session',
        sortable: true,
        width: 170,
        cell: (session) => session.sessionName,
      }}
      columns={columns}
      rowName={(session) => `session ${session.sessionName}`}
      minWidth={960}
    />
  );
}
