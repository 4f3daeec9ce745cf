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
    header: 'Billing',
    sortable: true,
    width: 80,
    cell: (contract) => billingMethodLabel(contract.billingMethod),
  },
  nextDueDate: {
    key: 'nextDueDate',
    header: 'Next due',
    sortable: true,
    width: 100,
    cell: (contract) => orNone(formatDate(contract.nextDueDate)),
  },
  daysPastDue: {
    key: 'daysPastDue',
    header: 'Days past due',
    sortable: true,
    firstSortDirection: 'desc',
    align: 'right',
    width: 90,
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
    header: 'Prefund',
    align: 'right',
    width: 110,
    cell: (contract) => orNone(formatMoney(contract.prefundAmount)),
  },
  prefundStatus: {
    key: 'prefundStatus',
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
    header: 'Maturity',
    sortable: true,
    width: 100,
    cell: (contract) => orNone(formatDate(contract.maturityDate)),
  },
  extensionStatus: {
    key: 'extensionStatus',
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
    header: 'Assets',
    align: 'right',
    width: 64,
    cell: (contract) => String(contract.assetCount ?? 0),
  },
  assetCategories: {
    key: 'assetCategories',
    header: 'Categories',
    width: 150,
    cell: (contract) =>
      contract.assetCategories?.length ? (
        <ClippedText width={150}>{contract.assetCategories.map(codeLabel).join(', ')}</ClippedText>
      ) : (
        dimmed('None')
      ),
  },
  bookResidual: {
    key: 'bookResidual',
    header: 'Book residual',
    align: 'right',
    width: 110,
    cell: (contract) => formatMoney(contract.bookResidual ?? 0),
  },
  firstInvoiceStatus: {
    key: 'firstInvoiceStatus',
    header: 'First invoice',
    width: 110,
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
 * amounts, then the module policy's own columns.
 */
export function ContractTable({ extraColumns, ...table }: ContractTableProps) {
  const columns: DataColumn<ContractRecord>[] = [
    {
      key: 'customer',
      header: 'Customer',
      sortable: true,
      width: 200,
      cell: (contract) => <ClippedText width={200}>{contract.customerName ?? ''}</ClippedText>,
    },
    {
      key: 'contractType',
      header: 'Type',
      sortable: true,
      width: 130,
      cell: (contract) => contractTypeLabel(contract.contractType),
    },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      // Wide enough for the longest badge, PENDING BOOKING, whole.
      width: 170,
      cell: (contract) => <ContractStatusBadge status={contract.status} daysPastDue={contract.daysPastDue} />,
    },
    {
      key: 'commencementDate',
      header: 'Commenced',
      sortable: true,
      firstSortDirection: 'desc',
      width: 100,
      cell: (contract) => orNone(formatDate(contract.commencementDate)),
    },
    {
      key: 'amountFinanced',
      header: 'Financed',
      sortable: true,
      firstSortDirection: 'desc',
      align: 'right',
      width: 110,
      cell: (contract) => formatMoney(contract.amountFinanced),
    },
    {
      key: 'paymentAmount',
      header: 'Payment',
      sortable: true,
      firstSortDirection: 'desc',
      align: 'right',
      width: 120,
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
      minWidth={1000 + extraColumns.length * 100}
    />
  );
}
