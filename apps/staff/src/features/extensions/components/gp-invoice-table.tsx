import { Checkbox, Stack, Text } from '@mantine/core';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { RecordTable, type RecordTableProps } from '../../../components/data-table/record-table.tsx';
import { InvoiceStatusBadge } from '../../../components/portfolio/invoice-status-badge.tsx';
import type { GpExtensionInvoiceRow } from '../api/extensions-api.ts';
import { dayCell, textCell } from './extension-cells.tsx';

/** Only a draft, or one GP refused, can be sent (again); the server skips any other. */
export const canPostToGp = (row: Pick<GpExtensionInvoiceRow, 'status'>): boolean =>
  row.status === 'DRAFT' || row.status === 'POST_FAILED';

export interface GpInvoiceTableProps extends RecordTableProps<GpExtensionInvoiceRow> {
  /** The invoice ids picked for "Post to GP"; absent, the table has no checkboxes. */
  selected?: ReadonlySet<number>;
  onToggle?: (row: GpExtensionInvoiceRow) => void;
}

/** Where an invoice stands with GP, in words: its batch and document, or GP's reason for refusing it. */
function gpState(row: GpExtensionInvoiceRow) {
  if (row.status === 'POST_FAILED')
    return (
      <Text size="sm" c="red.8" lineClamp={2} title={row.postError ?? undefined}>
        {row.postError ?? 'GP refused it'}
      </Text>
    );
  if (row.gpBatchId)
    return (
      <Stack gap={0}>
        <Text size="sm">In GP batch {row.gpBatchId}</Text>
        <Text size="xs" c="dimmed">
          {row.gpDocNumber ?? ''} · unposted in GP
        </Text>
      </Stack>
    );
  return (
    <Text size="sm" c="dimmed">
      Not sent
    </Text>
  );
}

/**
 * Extensions › Invoices: each extension invoice with its GP state (document and batch once GP holds it,
 * GP's reason when it refused). With a selection, a checkbox on each invoice that can still be sent.
 */
export function GpInvoiceTable({ selected, onToggle, ...table }: GpInvoiceTableProps) {
  const pick: DataColumn<GpExtensionInvoiceRow>[] =
    selected && onToggle
      ? [
          {
            key: 'select',
            header: 'Select',
            hideHeader: true,
            priority: 1,
            width: 40,
            cell: (row) =>
              canPostToGp(row) ? (
                <Checkbox
                  size="xs"
                  aria-label={`Select ${row.invoiceNumber}`}
                  checked={selected.has(row.id)}
                  onChange={() => onToggle(row)}
                />
              ) : null,
          },
        ]
      : [];
  const columns: DataColumn<GpExtensionInvoiceRow>[] = [
    {
      key: 'contractId',
      header: 'Contract',
      sortable: true,
      priority: 3,
      width: 140,
      cell: (row) => row.contractId,
    },
    {
      key: 'customerName',
      header: 'Customer',
      sortable: true,
      priority: 3,
      width: 190,
      cell: (row) => textCell(row.customerName),
    },
    {
      key: 'invoiceDate',
      header: 'Invoice date',
      sortable: true,
      width: 108,
      cell: (row) => dayCell(row.invoiceDate),
    },
    {
      key: 'dueDate',
      header: 'Due',
      sortable: true,
      priority: 3,
      width: 108,
      cell: (row) => dayCell(row.dueDate),
    },
    {
      key: 'total',
      header: 'Total',
      sortable: true,
      align: 'right',
      width: 120,
      cell: (row) => formatMoney(row.total),
    },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      priority: 1,
      width: 120,
      cell: (row) => <InvoiceStatusBadge status={row.status} />,
    },
    // Where it stands in GP is what this list is for: it always shows.
    { key: 'gp', header: 'GP', priority: 1, width: 230, cell: gpState },
  ];
  return (
    <RecordTable
      {...table}
      label="Extension invoices"
      leadingColumns={pick}
      titleColumn={{
        key: 'invoiceNumber',
        header: 'Invoice',
        sortable: true,
        width: 150,
        cell: (row) => row.invoiceNumber,
      }}
      columns={columns}
      rowName={(row) => `invoice ${row.invoiceNumber}`}
    />
  );
}
