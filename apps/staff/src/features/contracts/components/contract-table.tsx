import { Text } from '@mantine/core';
import type { ContractColumn } from '@lendline/portfolio';
import { ClippedText } from '../../../components/data-table/clipped-text.tsx';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { RecordTable, type RecordTableProps } from '../../../components/data-table/record-table.tsx';
import { formatDate } from '../../../components/data-table/utc-dates.ts';
import type { ContractRecord } from '../api/contracts-resource.ts';
import { PAST_DUE_COLOR } from '../contract-delinquency.ts';
import { billingMethodLabel, codeLabel, contractTypeLabel, frequencyLabel } from '../contract-labels.ts';
import { CodeBadge, ContractStatusBadge } from './contract-status-badge.tsx';

export interface ContractTableProps extends RecordTableProps<ContractRecord> {
  /** The module policy's extra columns, after the common ones. */
  extraColumns: readonly ContractColumn[];
}

const dimmed = (text: string) => (
  <Text span size="sm" c="dimmed">
    {text}
  </Text>
);

const orNone = (text: string) => (text ? text : dimmed('—'));

/** The columns a module's policy may add, as the wire names them. */
const EXTRA_COLUMNS: Record<ContractColumn, DataColumn<ContractRecord>> = {
  billingMethod: {
    key: 'billingMethod',
    priority: 3,
    header: 'Billing',
    sortable: true,
    width: 80,
    cell: (contract) => billingMethodLabel(contract.billingMethod),
  },
  nextDueDate: {
    key: 'nextDueDate',
    priority: 2,
    header: 'Next due',
    sortable: true,
    width: 108,
    cell: (contract) => orNone(formatDate(contract.nextDueDate)),
  },
  daysPastDue: {
    key: 'daysPastDue',
    priority: 2,
    header: 'Days past due',
    sortable: true,
    firstSortDirection: 'desc',
    align: 'right',
    width: 100,
    // Amber like the status badge of a late contract (ui.md: needs attention), darker for contrast.
    cell: (contract) =>
      contract.daysPastDue ? (
        <Text span size="sm" c={`${PAST_DUE_COLOR}.9`} fw={500}>
          {contract.daysPastDue}
        </Text>
      ) : (
        '0'
      ),
  },
  amountPastDue: {
    key: 'amountPastDue',
    header: 'Past due',
    sortable: true,
    firstSortDirection: 'desc',
    align: 'right',
    width: 110,
    cell: (contract) =>
      contract.amountPastDue ? (
        <Text span size="sm" c={`${PAST_DUE_COLOR}.9`} fw={500}>
          {formatMoney(contract.amountPastDue)}
        </Text>
      ) : (
        formatMoney(0)
      ),
  },
  prefundAmount: {
    key: 'prefundAmount',
    priority: 2,
    header: 'Prefund',
    align: 'right',
    width: 120,
    cell: (contract) => orNone(formatMoney(contract.prefundAmount)),
  },
  prefundStatus: {
    key: 'prefundStatus',
    priority: 2,
    header: 'Prefund status',
    width: 120,
    cell: (contract) =>
      contract.prefundStatus ? (
        <CodeBadge label={codeLabel(contract.prefundStatus)} color="blue" />
      ) : (
        dimmed('—')
      ),
  },
  maturityDate: {
    key: 'maturityDate',
    priority: 2,
    header: 'Maturity',
    sortable: true,
    width: 108,
    cell: (contract) => orNone(formatDate(contract.maturityDate)),
  },
  extensionStatus: {
    key: 'extensionStatus',
    priority: 2,
    header: 'Extension',
    width: 100,
    cell: (contract) =>
      contract.extensionStatus ? (
        <CodeBadge
          label={contract.extensionStatus}
          color={contract.extensionStatus === 'Maturing' ? 'orange' : 'blue'}
        />
      ) : (
        dimmed('—')
      ),
  },
  assetCount: {
    key: 'assetCount',
    priority: 3,
    header: 'Assets',
    align: 'right',
    width: 64,
    cell: (contract) => String(contract.assetCount ?? 0),
  },
  assetCategories: {
    key: 'assetCategories',
    priority: 3,
    header: 'Categories',
    width: 150,
    cell: (contract) =>
      contract.assetCategories?.length ? (
        <ClippedText>{contract.assetCategories.map(codeLabel).join(', ')}</ClippedText>
      ) : (
        dimmed('None')
      ),
  },
  bookResidual: {
    key: 'bookResidual',
    priority: 2,
    header: 'Book residual',
    align: 'right',
    width: 120,
    cell: (contract) => formatMoney(contract.bookResidual ?? 0),
  },
  firstInvoiceStatus: {
    key: 'firstInvoiceStatus',
    priority: 2,
    header: 'First invoice',
    // Wide enough for its longest badge, NOT INVOICED, whole.
    width: 136,
    cell: (contract) =>
      contract.firstInvoiceStatus ? (
        <CodeBadge
          label={codeLabel(contract.firstInvoiceStatus)}
          color={contract.firstInvoiceStatus === 'PAID' ? 'green' : 'blue'}
        />
      ) : (
        <CodeBadge label="Not invoiced" color="orange" />
      ),
  },
};

/**
 * A module's contract list: number (to the details), customer, type, status, the key dates and
 * amounts, then the module policy's own columns. Number, customer, status and the actions always show;
 * the module's own columns come before the common dates and amounts when the screen is narrow, and the
 * type gives way first.
 */
export function ContractTable({ extraColumns, ...table }: ContractTableProps) {
  const columns: DataColumn<ContractRecord>[] = [
    {
      key: 'customer',
      priority: 1,
      header: 'Customer',
      sortable: true,
      width: 190,
      cell: (contract) => <ClippedText>{contract.customerName ?? ''}</ClippedText>,
    },
    {
      key: 'contractType',
      priority: 4,
      header: 'Type',
      sortable: true,
      width: 130,
      cell: (contract) => contractTypeLabel(contract.contractType),
    },
    {
      key: 'status',
      priority: 1,
      header: 'Status',
      sortable: true,
      // Wide enough for the longest badge, PENDING BOOKING, whole.
      width: 170,
      cell: (contract) => <ContractStatusBadge status={contract.status} daysPastDue={contract.daysPastDue} />,
    },
    {
      key: 'commencementDate',
      priority: 3,
      header: 'Commenced',
      sortable: true,
      firstSortDirection: 'desc',
      width: 120,
      cell: (contract) => orNone(formatDate(contract.commencementDate)),
    },
    {
      key: 'amountFinanced',
      priority: 2,
      header: 'Financed',
      sortable: true,
      firstSortDirection: 'desc',
      align: 'right',
      width: 130,
      cell: (contract) => formatMoney(contract.amountFinanced),
    },
    {
      key: 'paymentAmount',
      priority: 3,
      header: 'Payment',
      sortable: true,
      firstSortDirection: 'desc',
      align: 'right',
      width: 124,
      cell: (contract) => (
        <span title={frequencyLabel(contract.paymentFrequency)}>{formatMoney(contract.paymentAmount)}</span>
      ),
    },
    ...extraColumns.map((column) => EXTRA_COLUMNS[column]),
  ];

  return (
    <RecordTable
      {...table}
      label="Contracts"
      titleColumn={{
        key: 'contractNumber',
        header: 'Contract',
        sortable: true,
        width: 140,
        cell: (contract) => contract.contractNumber,
      }}
      columns={columns}
      rowName={(contract) => `contract ${contract.contractNumber}`}
    />
  );
}
