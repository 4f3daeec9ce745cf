import { Badge } from '@mantine/core';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { formatCount, formatMoney } from '../../../components/data-table/format-number.ts';
import { RecordTable, type RecordTableProps } from '../../../components/data-table/record-table.tsx';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import type { InvoiceSessionRecord } from '../api/invoices-resource.ts';
import { kindLabel } from '../invoice-labels.ts';

/** A module's billing runs (invoice sessions): name (to its invoices), kind, status, how many invoices and their total. */
export function SessionTable(table: RecordTableProps<InvoiceSessionRecord>) {
  const columns: DataColumn<InvoiceSessionRecord>[] = [
    { key: 'kind', priority: 2, header: 'Kind', width: 130, cell: (session) => kindLabel(session.kind) },
    {
      key: 'status',
      priority: 1,
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
      priority: 2,
      header: 'Invoices',
      sortable: true,
      firstSortDirection: 'desc',
      align: 'right',
      width: 90,
      cell: (session) => formatCount(session.invoiceCount),
    },
    {
      key: 'total',
      priority: 2,
      header: 'Total',
      sortable: true,
      firstSortDirection: 'desc',
      align: 'right',
      width: 130,
      cell: (session) => formatMoney(session.total),
    },
    {
      key: 'createdAt',
      priority: 2,
      header: 'Created (UTC)',
      sortable: true,
      firstSortDirection: 'desc',
      width: 160,
      cell: (session) => formatDateTime(session.createdAt),
    },
    {
      key: 'createdBy',
      priority: 3,
      header: 'By',
      width: 140,
      cell: (session) => session.createdByName ?? '',
    },
  ];
  return (
    <RecordTable
      {...table}
      label="Billing runs"
      titleColumn={{
        key: 'sessionName',
        header: 'Billing run',
        sortable: true,
        width: 170,
        cell: (session) => session.sessionName,
      }}
      columns={columns}
      rowName={(session) => `billing run ${session.sessionName}`}
    />
  );
}
