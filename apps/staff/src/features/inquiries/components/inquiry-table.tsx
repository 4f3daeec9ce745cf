import { Text } from '@mantine/core';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { RecordTable, type RecordTableProps } from '../../../components/data-table/record-table.tsx';
import { TwoLineCell } from '../../../components/data-table/two-line-cell.tsx';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import type { InquiryRecord } from '../api/inquiries-resource.ts';
import { ClippedText } from '../../../components/data-table/clipped-text.tsx';
import { productLabel, productShortLabel } from '@lendline/finance';
import { InquiryStatusBadge } from './inquiry-status-badge.tsx';

export interface InquiryTableProps extends RecordTableProps<InquiryRecord> {
  /** The vendor's name. */
  vendorName: (inquiry: InquiryRecord) => string;
  /** The assigned rep's name. */
  staffName: (id: number) => string;
}

const dimmed = (text: string) => (
  <Text span size="sm" c="dimmed">
    {text}
  </Text>
);

/**
 * The inquiry list's table: when it came in (UTC), who asked (to the details), the vendor, what they
 * want to finance and the quoted payment, the status and who works it.
 */
export function InquiryTable({ vendorName, staffName, ...table }: InquiryTableProps) {
  const received: DataColumn<InquiryRecord> = {
    key: 'createdAt',
    priority: 2,
    header: 'Received (UTC)',
    sortable: true,
    firstSortDirection: 'desc',
    width: 168,
    cell: (inquiry) => formatDateTime(inquiry.createdAt),
  };
  const columns: DataColumn<InquiryRecord>[] = [
    {
      key: 'vendor',
      priority: 2,
      header: 'Vendor',
      width: 130,
      cell: (inquiry) => <ClippedText>{vendorName(inquiry)}</ClippedText>,
    },
    {
      key: 'equipment',
      priority: 4,
      header: 'Equipment',
      width: 120,
      cell: (inquiry) =>
        inquiry.equipmentDescription ? (
          <ClippedText>{inquiry.equipmentDescription}</ClippedText>
        ) : (
          dimmed('Not described')
        ),
    },
    {
      key: 'equipmentCost',
      priority: 2,
      header: 'Cost',
      sortable: true,
      firstSortDirection: 'desc',
      align: 'right',
      width: 110,
      cell: (inquiry) => formatMoney(inquiry.equipmentCost),
    },
    {
      key: 'termMonths',
      priority: 3,
      header: 'Term',
      sortable: true,
      align: 'right',
      width: 80,
      cell: (inquiry) => `${inquiry.termMonths} mo`,
    },
    {
      key: 'product',
      priority: 3,
      header: 'Product',
      width: 80,
      cell: (inquiry) => (
        <Text span size="sm" title={productLabel(inquiry.productType)}>
          {productShortLabel(inquiry.productType)}
        </Text>
      ),
    },
    {
      key: 'quotedPayment',
      priority: 2,
      header: 'Payment',
      sortable: true,
      firstSortDirection: 'desc',
      align: 'right',
      width: 104,
      cell: (inquiry) => formatMoney(inquiry.quotedPayment),
    },
    {
      key: 'status',
      priority: 1,
      header: 'Status',
      sortable: true,
      // Wide enough for the longest badge, APPLICATION SUBMITTED, whole.
      width: 204,
      cell: (inquiry) => <InquiryStatusBadge status={inquiry.status} />,
    },
    {
      key: 'assignedTo',
      priority: 2,
      header: 'Assigned to',
      width: 110,
      cell: (inquiry) =>
        inquiry.assignedRepId === null ? (
          dimmed('Unassigned')
        ) : (
          <ClippedText>{staffName(inquiry.assignedRepId)}</ClippedText>
        ),
    },
  ];

  return (
    <RecordTable
      {...table}
      label="Inquiries"
      leadingColumns={[received]}
      titleColumn={{
        key: 'customer',
        header: 'Customer / Business',
        sortable: true,
        width: 160,
        cell: (inquiry) => <TwoLineCell name={inquiry.customerName} detail={inquiry.businessName} />,
      }}
      columns={columns}
      rowName={(inquiry) => `inquiry #${inquiry.id} from ${inquiry.customerName}`}
    />
  );
}
