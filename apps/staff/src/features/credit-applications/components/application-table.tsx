import { Text } from '@mantine/core';
import { ClippedText } from '../../../components/data-table/clipped-text.tsx';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { RecordTable, type RecordTableProps } from '../../../components/data-table/record-table.tsx';
import { TwoLineCell } from '../../../components/data-table/two-line-cell.tsx';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import type { ApplicationRow } from '../api/credit-applications-resource.ts';
import { ApplicationStatusBadge } from './application-status-badge.tsx';

/**
 * The credit application list's table: when it was submitted (UTC), the business (to the details) with
 * its reference number, where it was sent, the amount and term asked for, the state and the status.
 */
export function ApplicationTable(table: RecordTableProps<ApplicationRow>) {
  const submitted: DataColumn<ApplicationRow> = {
    key: 'submittedAt',
    priority: 2,
    header: 'Submitted (UTC)',
    sortable: true,
    firstSortDirection: 'desc',
    width: 170,
    cell: (application) => formatDateTime(application.submittedAt),
  };
  const columns: DataColumn<ApplicationRow>[] = [
    {
      key: 'reference',
      // The number an applicant quotes on the phone.
      priority: 2,
      header: 'Reference',
      width: 144,
      cell: (application) => (
        <Text span size="sm" ff="monospace">
          {application.referenceNumber}
        </Text>
      ),
    },
    {
      key: 'recipient',
      // Whom it was sent to decides who works it: kept before the reference and the terms.
      priority: 2,
      header: 'Sent to',
      // A name clips with its whole text on hover.
      width: 100,
      cell: (application) =>
        application.recipientName ? (
          <ClippedText>{application.recipientName}</ClippedText>
        ) : (
          <ClippedText dimmed>Operations inbox</ClippedText>
        ),
    },
    {
      key: 'requestedAmount',
      priority: 2,
      header: 'Amount',
      sortable: true,
      firstSortDirection: 'desc',
      align: 'right',
      width: 124,
      cell: (application) => formatMoney(application.requestedAmount),
    },
    {
      key: 'termMonths',
      priority: 3,
      header: 'Term',
      sortable: true,
      align: 'right',
      width: 72,
      cell: (application) => `${application.termMonths} mo`,
    },
    { key: 'state', priority: 3, header: 'State', width: 56, cell: (application) => application.state },
    {
      key: 'status',
      priority: 1,
      header: 'Status',
      sortable: true,
      // Wide enough for the longest badge, CONDITIONALLY APPROVED, whole.
      width: 216,
      cell: (application) => <ApplicationStatusBadge status={application.status} />,
    },
  ];

  return (
    <RecordTable
      {...table}
      label="Credit applications"
      leadingColumns={[submitted]}
      titleColumn={{
        key: 'business',
        header: 'Business',
        sortable: true,
        width: 180,
        cell: (application) => (
          <TwoLineCell
            name={application.legalName}
            detail={application.dba ? `DBA ${application.dba}` : undefined}
          />
        ),
      }}
      columns={columns}
      rowName={(application) =>
        `credit application ${application.referenceNumber} from ${application.legalName}`
      }
    />
  );
}
