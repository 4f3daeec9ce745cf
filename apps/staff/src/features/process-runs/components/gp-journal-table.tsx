import { DataTable, type DataColumn } from '../../../components/data-table/data-table.tsx';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import type { ColumnSettings } from '../../../components/data-table/list-settings.ts';
import type { TableError } from '../../../components/data-table/table-states.tsx';
import { TwoLineCell } from '../../../components/data-table/two-line-cell.tsx';
import { formatDate, formatDateTime } from '../../../components/data-table/utc-dates.ts';
import type { ReactNode } from 'react';
import type { GpJournalDocument } from '../api/process-api.ts';

export interface GpJournalTableProps {
  rows: readonly GpJournalDocument[] | undefined;
  refreshing?: boolean;
  error?: TableError | null;
  empty: ReactNode;
  perPage: number;
  columnSettings: ColumnSettings;
  onColumnSettingsChange: (settings: ColumnSettings) => void;
}

/**
 * The embedded GP journal as staff read it: each sales document in its batch (unposted there, as
 * eConnect leaves them), the lessee, the amount, the Lendline invoice it came from, when and by which run.
 */
export function GpJournalTable({ perPage, ...table }: GpJournalTableProps) {
  const columns: DataColumn<GpJournalDocument>[] = [
    {
      key: 'documentNumber',
      header: 'GP document',
      priority: 1,
      width: 190,
      cell: (doc) => <TwoLineCell name={doc.documentNumber} detail={`Batch ${doc.batchId}`} />,
    },
    {
      key: 'customer',
      header: 'Customer',
      priority: 1,
      width: 220,
      cell: (doc) => (
        <TwoLineCell name={doc.customerName ?? doc.customerNumber} detail={`GP ${doc.customerNumber}`} />
      ),
    },
    {
      key: 'total',
      header: 'Amount',
      priority: 1,
      align: 'right',
      width: 120,
      cell: (doc) => (
        <TwoLineCell
          name={formatMoney(doc.total)}
          detail={doc.taxAmount ? `tax ${formatMoney(doc.taxAmount)}` : undefined}
        />
      ),
    },
    {
      key: 'invoice',
      header: 'Invoice',
      priority: 2,
      width: 170,
      cell: (doc) => <TwoLineCell name={doc.invoiceNumber ?? 'Not in Lendline'} detail={doc.contractId} />,
    },
    {
      key: 'documentDate',
      header: 'Dated',
      priority: 3,
      width: 120,
      cell: (doc) => (
        <TwoLineCell name={formatDate(doc.documentDate)} detail={`due ${formatDate(doc.dueDate)}`} />
      ),
    },
    {
      key: 'createdAt',
      header: 'Sent (UTC)',
      priority: 2,
      width: 170,
      cell: (doc) => (
        <TwoLineCell
          name={formatDateTime(doc.createdAt)}
          detail={
            doc.jobRunId
              ? `run ${doc.jobRunId}${doc.postedByName ? ` by ${doc.postedByName}` : ''}`
              : undefined
          }
        />
      ),
    },
  ];
  return (
    <DataTable
      label="GP journal"
      columns={columns}
      rowKey={(doc) => doc.id}
      skeletonRows={perPage}
      minWidth={360}
      {...table}
    />
  );
}
