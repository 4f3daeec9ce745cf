import { Text } from '@mantine/core';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { ClippedText } from '../../../components/data-table/clipped-text.tsx';
import { RecordTable, type RecordTableProps } from '../../../components/data-table/record-table.tsx';
import { formatDate, formatDateTime } from '../../../components/data-table/utc-dates.ts';
import type { VendorRecord } from '../api/vendors-resource.ts';
import { QuoteEnrolment, VendorStatusBadge } from './vendor-badges.tsx';

export interface VendorTableProps extends RecordTableProps<VendorRecord> {
  /** A sales rep's name by user id. */
  repName: (id: number) => string;
}

const dimmed = (text: string) => (
  <Text span size="sm" c="dimmed">
    {text}
  </Text>
);

/**
 * The vendor list's table: name (opens the vendor), contact, city and state, sales rep, Vendor Quote
 * enrolment with its active keys, status and the last update in UTC.
 */
export function VendorTable({ repName, ...table }: VendorTableProps) {
  const columns: DataColumn<VendorRecord>[] = [
    {
      key: 'contact',
      priority: 2,
      header: 'Contact',
      sortable: true,
      width: 140,
      // One line per row (docs/ui.md): the name, with the e-mail and phone in its title.
      cell: (vendor) => {
        const name = vendor.contactName ?? vendor.contactEmail;
        if (!name) return dimmed('None');
        const details = [vendor.contactName, vendor.contactEmail, vendor.contactPhone].filter(Boolean);
        return (
          <Text span size="sm" display="block" maw="100%" truncate="end" title={details.join(' · ')}>
            {name}
          </Text>
        );
      },
    },
    {
      key: 'location',
      priority: 3,
      header: 'City/State',
      sortable: true,
      width: 120,
      cell: (vendor) =>
        vendor.city || vendor.state ? (
          <ClippedText>{[vendor.city, vendor.state].filter(Boolean).join(', ')}</ClippedText>
        ) : (
          dimmed('—')
        ),
    },
    {
      key: 'salesRep',
      priority: 3,
      header: 'Sales rep',
      width: 120,
      cell: (vendor) =>
        vendor.salesRepId === null ? dimmed('None') : <ClippedText>{repName(vendor.salesRepId)}</ClippedText>,
    },
    {
      key: 'quote',
      priority: 2,
      header: 'Vendor Quote',
      width: 165,
      cell: (vendor) => (
        <QuoteEnrolment enrolled={vendor.quoteEnabled} activeKeys={vendor.apiKeys?.length ?? 0} />
      ),
    },
    {
      key: 'status',
      priority: 1,
      header: 'Status',
      sortable: true,
      width: 90,
      cell: (vendor) => <VendorStatusBadge status={vendor.status} />,
    },
    {
      key: 'updatedAt',
      priority: 3,
      header: 'Updated',
      sortable: true,
      firstSortDirection: 'desc',
      width: 108,
      cell: (vendor) => (
        <span title={`${formatDateTime(vendor.updatedAt)} UTC`}>{formatDate(vendor.updatedAt)}</span>
      ),
    },
  ];

  return (
    <RecordTable
      {...table}
      label="Vendors"
      titleColumn={{ key: 'name', header: 'Name', sortable: true, width: 180, cell: (vendor) => vendor.name }}
      columns={columns}
      rowName={(vendor) => vendor.name}
    />
  );
}
