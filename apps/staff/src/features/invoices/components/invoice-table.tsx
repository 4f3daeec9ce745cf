import { Button, Text } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { useState } from 'react';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import { ClippedText } from '../../../components/data-table/clipped-text.tsx';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { RecordTable, type RecordTableProps } from '../../../components/data-table/record-table.tsx';
import { formatDate, formatDateTime } from '../../../components/data-table/utc-dates.ts';
import { InvoiceStatusBadge } from '../../../components/portfolio/invoice-status-badge.tsx';
import type { InvoiceRecord } from '../api/invoices-resource.ts';
import { kindLabel } from '../invoice-labels.ts';

export interface InvoiceTableProps extends RecordTableProps<InvoiceRecord> {
  /** Invoices › view: the PDF. */
  pdfGate: ElementRequest;
  /** Downloads the invoice's PDF; rejects when the server refuses (the page says why). */
  onPdf: (invoice: InvoiceRecord) => Promise<unknown>;
  /**
   * Informational invoices are never a receivable (domain.md §2.3): the list shows when the account is
   * debited instead of a balance.
   */
  informational?: boolean;
  /** The module lists more than one kind, so each row says which. */
  showKind?: boolean;
}

function PdfButton({ invoice, onPdf }: { invoice: InvoiceRecord; onPdf: InvoiceTableProps['onPdf'] }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      loading={busy}
      aria-label={`Download ${invoice.invoiceNumber} as PDF`}
      onClick={async () => {
        setBusy(true);
        try {
          await onPdf(invoice);
        } finally {
          setBusy(false);
        }
      }}
    >
      PDF
    </Button>
  );
}

/**
 * A module's invoices: number (to its contract), customer, kind, dates, money, status, sent and the PDF.
 * Number, customer, status and the PDF always show; the tax gives way first on a narrow screen.
 */
export function InvoiceTable({
  pdfGate,
  onPdf,
  informational = false,
  showKind = false,
  ...table
}: InvoiceTableProps) {
  const money = (
    key: 'subtotal' | 'taxAmount' | 'total' | 'balance',
    header: string,
    priority: number,
    sortable = false,
  ) => ({
    key,
    header,
    priority,
    sortable,
    firstSortDirection: 'desc' as const,
    align: 'right' as const,
    width: 110,
    cell: (invoice: InvoiceRecord) => formatMoney(invoice[key]),
  });
  const columns: DataColumn<InvoiceRecord>[] = [
    {
      key: 'contract',
      priority: 1,
      header: 'Contract',
      width: 190,
      cell: (invoice) => (
        <>
          <ClippedText>{invoice.customerName ?? `Customer #${invoice.customerId}`}</ClippedText>
          <Text span size="xs" c="dimmed" display="block">
            {invoice.contractNumber ?? `Contract #${invoice.contractId}`}
          </Text>
        </>
      ),
    },
    ...(showKind
      ? [
          {
            key: 'kind',
            priority: 3,
            header: 'Kind',
            width: 110,
            cell: (invoice: InvoiceRecord) => kindLabel(invoice.kind),
          },
        ]
      : []),
    {
      key: 'invoiceDate',
      priority: 2,
      header: 'Date',
      sortable: true,
      firstSortDirection: 'desc',
      width: 108,
      cell: (invoice) => formatDate(invoice.invoiceDate),
    },
    {
      key: 'dueDate',
      priority: 3,
      header: 'Due',
      sortable: true,
      firstSortDirection: 'desc',
      width: 108,
      cell: (invoice) => formatDate(invoice.dueDate),
    },
    money('taxAmount', 'Tax', 4),
    money('total', 'Total', 2, true),
    informational
      ? {
          key: 'debitDate',
          priority: 2,
          header: 'Debit date',
          width: 108,
          cell: (invoice) => formatDate(invoice.debitDate),
        }
      : money('balance', 'Balance', 2, true),
    {
      key: 'status',
      priority: 1,
      header: 'Status',
      sortable: true,
      width: 110,
      cell: (invoice) => <InvoiceStatusBadge status={invoice.status} />,
    },
    {
      key: 'sentAt',
      priority: 3,
      header: 'Sent',
      width: 104,
      cell: (invoice) =>
        invoice.sentAt ? (
          <span title={`${formatDateTime(invoice.sentAt)} to ${invoice.sendTo ?? ''}`}>
            {formatDate(invoice.sentAt)}
          </span>
        ) : (
          <Text span size="sm" c="dimmed">
            Not sent
          </Text>
        ),
    },
    {
      key: 'pdf',
      priority: 1,
      header: 'PDF',
      width: 72,
      cell: (invoice) => (
        <PermissionGate {...pdfGate}>
          <PdfButton invoice={invoice} onPdf={onPdf} />
        </PermissionGate>
      ),
    },
  ];
  return (
    <RecordTable
      {...table}
      label="Invoices"
      titleColumn={{
        key: 'invoiceNumber',
        header: 'Invoice',
        sortable: true,
        width: 120,
        cell: (invoice) => invoice.invoiceNumber,
      }}
      columns={columns}
      rowName={(invoice) => `invoice ${invoice.invoiceNumber}`}
    />
  );
}
