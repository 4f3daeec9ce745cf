import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { RecordTable, type RecordTableProps } from '../../../components/data-table/record-table.tsx';
import type { ExtensionProcessRow } from '../api/extensions-api.ts';
import { codeLabel } from '../extension-labels.ts';
import { codeBadge, countCell, dayCell, textCell } from './extension-cells.tsx';

/**
 * The spec's new-extensions view (product-spec §3 "Extension contract"): every field, labelled for
 * people, keyed by the spec's field name (the sort key is the wire's field). The contract and customer
 * always show; the billing and e-mail details give way first on a narrow screen.
 */
export function NewExtensionTable(table: RecordTableProps<ExtensionProcessRow>) {
  const columns: DataColumn<ExtensionProcessRow>[] = [
    {
      key: 'customerName',
      header: 'Customer',
      priority: 1,
      sortable: true,
      width: 200,
      cell: (row) => textCell(row.customerName),
    },
    {
      key: 'maturityDate',
      header: 'Matured',
      sortable: true,
      width: 108,
      cell: (row) => dayCell(row.maturityDate),
    },
    {
      key: 'extFirstPaymentDate',
      header: 'First ext. payment',
      sortable: true,
      width: 140,
      cell: (row) => dayCell(row.extFirstPaymentDate),
    },
    {
      key: 'paymentAmount',
      header: 'Payment',
      sortable: true,
      align: 'right',
      width: 120,
      cell: (row) => formatMoney(row.paymentAmount),
    },
    {
      key: 'paymentFrequency',
      header: 'Frequency',
      sortable: true,
      priority: 3,
      width: 110,
      cell: (row) => codeLabel(row.paymentFrequency),
    },
    {
      key: 'extPayments',
      header: 'Ext. payments',
      sortable: true,
      align: 'right',
      width: 112,
      cell: (row) => countCell(row.extPayments, 'Month to month'),
    },
    {
      key: 'extMaturityDate',
      header: 'Ext. maturity',
      sortable: true,
      priority: 3,
      width: 112,
      cell: (row) => dayCell(row.extMaturityDate),
    },
    {
      key: 'billingSource',
      header: 'Billing source',
      sortable: true,
      width: 120,
      cell: (row) => codeBadge(row.billingSource),
    },
    {
      key: 'paymentMethod',
      header: 'Payment method',
      sortable: true,
      priority: 3,
      width: 120,
      cell: (row) => codeLabel(row.paymentMethod),
    },
    {
      key: 'processSource',
      header: 'Process source',
      sortable: true,
      priority: 3,
      width: 120,
      cell: (row) => codeBadge(row.processSource),
    },
    {
      key: 'billToEmail',
      header: 'Bill-to e-mail',
      priority: 4,
      width: 200,
      cell: (row) => textCell(row.billToEmail),
    },
    { key: 'sendTo', header: 'Send to', priority: 4, width: 200, cell: (row) => textCell(row.sendTo) },
  ];
  return (
    <RecordTable
      {...table}
      label="New extensions"
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
