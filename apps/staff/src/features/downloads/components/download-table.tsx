import { Badge, Button, Text } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import { ClippedText } from '../../../components/data-table/clipped-text.tsx';
import {
  DataTable,
  type DataColumn,
  type ListTableProps,
} from '../../../components/data-table/data-table.tsx';
import type { RecordTableProps } from '../../../components/data-table/record-table.tsx';
import { formatDate, formatDateTime } from '../../../components/data-table/utc-dates.ts';
import { Icon } from '../../../components/icons.tsx';
import type { DownloadRecord } from '../api/downloads-resource.ts';
import { fileTypeOf, formatFileSize } from '../download-query.ts';

/** The list's state as every record table takes it, plus the file download. */
export interface DownloadTableProps
  extends ListTableProps<DownloadRecord>, Pick<RecordTableProps<DownloadRecord>, 'perPage'> {
  /** Saves the file; the table shows the row busy meanwhile. */
  onDownload: (file: DownloadRecord) => void;
  /** The id of the file being saved. */
  downloading?: number | null;
  downloadGate: ElementRequest;
}

const figures = { fontVariantNumeric: 'tabular-nums' } as const;
const grouped = new Intl.NumberFormat('en-US');

/**
 * The Downloads table: file name, type, size, who asked, when it was made and when it goes, how often
 * it was downloaded, and Download, gated by the menu's download right.
 */
export function DownloadTable({
  onDownload,
  downloading = null,
  downloadGate,
  perPage,
  ...state
}: DownloadTableProps) {
  const columns: DataColumn<DownloadRecord>[] = [
    {
      key: 'name',
      priority: 1,
      header: 'File name',
      sortable: true,
      // A dated export's whole name mostly fits ("contracts-enquiry-2026-11-27.csv"); longer ones clip with hover text.
      width: 290,
      cell: (file) => (
        <Text span size="sm" fw={500}>
          <ClippedText>{file.name}</ClippedText>
        </Text>
      ),
    },
    {
      key: 'type',
      priority: 2,
      header: 'Type',
      // A badge never truncates (ui.md): "NACHA" is the widest.
      width: 100,
      cell: (file) => (
        <Badge
          variant="light"
          color="gray"
          radius="sm"
          title={file.contentType}
          style={{ overflow: 'visible' }}
        >
          {fileTypeOf(file)}
        </Badge>
      ),
    },
    {
      key: 'size',
      priority: 3,
      header: 'Size',
      sortable: true,
      align: 'right',
      width: 70,
      cell: (file) => (
        <span style={figures} title={`${grouped.format(file.size)} bytes`}>
          {formatFileSize(file.size)}
        </span>
      ),
    },
    {
      key: 'requestedBy',
      priority: 3,
      header: 'Requested by',
      sortable: true,
      width: 120,
      cell: (file) => <ClippedText>{file.requestedByName}</ClippedText>,
    },
    {
      key: 'createdAt',
      priority: 2,
      header: 'Created',
      sortable: true,
      firstSortDirection: 'desc',
      width: 108,
      cell: (file) => (
        <span style={figures} title={`${formatDateTime(file.createdAt)} UTC`}>
          {formatDate(file.createdAt)}
        </span>
      ),
    },
    {
      key: 'expiresAt',
      priority: 3,
      header: 'Expires',
      sortable: true,
      width: 108,
      cell: (file) => (
        <span style={figures} title={`${formatDateTime(file.expiresAt)} UTC`}>
          {formatDate(file.expiresAt)}
        </span>
      ),
    },
    {
      key: 'downloadCount',
      // How often a file was fetched is what an auditor checks here: shown at 1366 px.
      priority: 2,
      header: 'Downloads',
      sortable: true,
      firstSortDirection: 'desc',
      align: 'right',
      width: 112,
      cell: (file) => <span style={figures}>{grouped.format(file.downloadCount)}</span>,
    },
    {
      key: 'actions',
      priority: 1,
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      // The button with its icon, never clipped.
      width: 136,
      cell: (file) => (
        <PermissionGate {...downloadGate}>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<Icon name="download" size={14} />}
            loading={downloading === file.id}
            onClick={() => onDownload(file)}
            aria-label={`Download ${file.name}`}
          >
            Download
          </Button>
        </PermissionGate>
      ),
    },
  ];

  return (
    <DataTable
      {...state}
      label="Downloads"
      columns={columns}
      rowKey={(file) => file.id}
      skeletonRows={perPage}
      pinLastColumn
    />
  );
}
