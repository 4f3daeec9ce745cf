import { Text } from '@mantine/core';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { RecordTable, type RecordTableProps } from '../../../components/data-table/record-table.tsx';
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
    header: 'Received (UTC)',
    sortable: true,
    firstSortDirection: 'desc',
    width: 150,
    cell: (inquiry) => formatDateTime(inquiry.createdAt),
  };
  const columns: DataColumn<InquiryRecord>[] = [
    {
      key: 'vendor',
      header: 'Vendor',
      width: 130,
      cell: (inquiry) => <ClippedText width={130}>{vendorName(inquiry)}</ClippedText>,
    },
    {
      key: 'equipment',
      header: 'Equipment',
      width: 120,
      cell: (inquiry) =>
        inquiry.equipmentDescription ? (
          <ClippedText width={120}>{inquiry.equipmentDescription}</ClippedText>
        ) : (
          dimmed('Not described')
        ),
    },
    {
      key: 'equipmentCost',
      header: 'Cost',
      sortable: true,
      firstSortDirection: 'desc',
      align: 'right',
      width: 100,
      cell: (inquiry) => formatMoney(inquiry.equipmentCost),
    },
    {
      key: 'termMonths',
      header: 'Term',
      sortable: true,
      align: 'right',
      width: 64,
      cell: (inquiry) => `${inquiry.termMonths} mo`,
    },
    {
      key: 'product',
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
      header: 'Payment',
      sortable: true,
      firstSortDirection: 'desc',
      align: 'right',
      width: 90,
      cell: (inquiry) => formatMoney(inquiry.quotedPayment),
    },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      width: 150,
      cell: (inquiry) => <InquiryStatusBadge status={inquiry.status} />,
    },
    {
      key: 'assignedTo',
      header: 'Assigned to',
      width: 110,
      cell: (inquiry) =>
        inquiry.assignedRepId === null ? (
          dimmed('Unassigned')
        ) : (
          <ClippedText width={110}>{staffName(inquiry.assignedRepId)}</ClippedText>
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
        cell: (inquiry) => (
          <>
            <ClippedText width={160}>{inquiry.customerName}</ClippedText>
            {inquiry.businessName && (
              <Text
                span
                size="xs"
                c="dimmed"
                display="block"
                fw={400}
                maw={160}
                truncate="end"
                title={inquiry.businessName}
              >
                {inquiry.businessName}
              </Text>
            )}
          </>
        ),
      }}
      columns={columns}
      rowName={(inquiry) => `inquiry #${inquiry.id} from ${inquiry.customerName}`}
      minWidth={1200}
    />
  );
}
