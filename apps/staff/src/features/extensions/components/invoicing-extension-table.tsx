import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { RecordTable, type RecordTableProps } from '../../../components/data-table/record-table.tsx';
import type { ExtensionInvoiceProcessRow } from '../api/extensions-api.ts';
import { codeLabel } from '../extension-labels.ts';
import { FlagCell, PaymentMethodCell, SendToCell, type SaveExtension } from './editable-cells.tsx';
import { codeBadge, countCell, dayCell } from './extension-cells.tsx';

export interface InvoicingExtensionTableProps extends RecordTableProps<ExtensionInvoiceProcessRow> {
  /** Saves a change to one extension (the spec's PATCH); absent or not `editable`, the cells read only. */
  onSave: (row: ExtensionInvoiceProcessRow, change: Parameters<SaveExtension>[0]) => Promise<void>;
  /** Extensions › Contracts › create: send to, send e-mail, payment method and advance billing edit in place. */
  editable: boolean;
}

/**
 * The spec's invoicing view (product-spec §3 "Extension invoice"): the next invoice of each billing
 * extension with every spec field, and the four that staff set before the run (send to, send e-mail,
 * payment method, advance billing) edited in their cells.
 */
export function InvoicingExtensionTable({ onSave, editable, ...table }: InvoicingExtensionTableProps) {
  const cellProps = (row: ExtensionInvoiceProcessRow, what: string) => ({
    save: (change: Parameters<SaveExtension>[0]) => onSave(row, change),
    label: `${what} for ${row.contractId}`,
    editable,
  });
  const columns: DataColumn<ExtensionInvoiceProcessRow>[] = [
    {
      key: 'customerName',
      header: 'Customer',
      priority: 1,
      sortable: true,
      width: 190,
      cell: (row) => row.customerName,
    },
    {
      key: 'invoiceDate',
      header: 'Invoice date',
      sortable: true,
      width: 108,
      cell: (row) => dayCell(row.invoiceDate),
    },
    {
      key: 'invoiceDueDate',
      header: 'Due',
      sortable: true,
      width: 108,
      cell: (row) => dayCell(row.invoiceDueDate),
    },
    {
      key: 'invoiceAmount',
      header: 'Amount',
      sortable: true,
      align: 'right',
      width: 120,
      cell: (row) => formatMoney(row.invoiceAmount),
    },
    {
      key: 'invoiceTaxAmount',
      header: 'Tax',
      sortable: true,
      align: 'right',
      priority: 3,
      width: 100,
      cell: (row) => formatMoney(row.invoiceTaxAmount),
    },
    {
      key: 'sendTo',
      header: 'Send to',
      width: 220,
      cell: (row) => <SendToCell key={row.id} value={row.sendTo} {...cellProps(row, 'Send to')} />,
    },
    {
      key: 'sendEmail',
      header: 'E-mail',
      width: 80,
      cell: (row) => (
        <FlagCell key={row.id} field="sendEmail" value={row.sendEmail} {...cellProps(row, 'Send e-mail')} />
      ),
    },
    {
      key: 'paymentMethod',
      header: 'Payment method',
      sortable: true,
      width: 130,
      cell: (row) => (
        <PaymentMethodCell key={row.id} value={row.paymentMethod} {...cellProps(row, 'Payment method')} />
      ),
    },
    {
      key: 'advanceBillingFlag',
      header: 'Advance billing',
      width: 120,
      cell: (row) => (
        <FlagCell
          key={row.id}
          field="advanceBillingFlag"
          value={row.advanceBillingFlag}
          {...cellProps(row, 'Advance billing')}
        />
      ),
    },
    {
      key: 'billingSource',
      header: 'Billing source',
      sortable: true,
      width: 120,
      cell: (row) => codeBadge(row.billingSource),
    },
    {
      key: 'extRemainingPayments',
      header: 'Remaining',
      sortable: true,
      align: 'right',
      priority: 3,
      width: 100,
      cell: (row) => countCell(row.extRemainingPayments, 'Month to month'),
    },
    {
      key: 'extNextDueDate',
      header: 'Next due',
      sortable: true,
      priority: 3,
      width: 108,
      cell: (row) => dayCell(row.extNextDueDate),
    },
    {
      key: 'extFirstPaymentDate',
      header: 'First ext. payment',
      sortable: true,
      priority: 4,
      width: 140,
      cell: (row) => dayCell(row.extFirstPaymentDate),
    },
    {
      key: 'extMaturityDate',
      header: 'Ext. maturity',
      sortable: true,
      priority: 4,
      width: 112,
      cell: (row) => dayCell(row.extMaturityDate),
    },
    {
      key: 'paymentType',
      header: 'Payment type',
      sortable: true,
      priority: 4,
      width: 150,
      cell: (row) => codeBadge(row.paymentType),
    },
    {
      key: 'paymentFrequency',
      header: 'Frequency',
      sortable: true,
      priority: 4,
      width: 110,
      cell: (row) => codeLabel(row.paymentFrequency),
    },
  ];
  return (
    <RecordTable
      {...table}
      label="Extensions to invoice"
      titleColumn={{
        key: 'contractId',
        header: 'Contract',
        sortable: true,
        width: 140,
        cell: (row) => row.contractId,
      }}
      columns={columns}
      rowName={(row) => `contract ${row.contractId}`}
    />
  );
}
