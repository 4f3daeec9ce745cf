import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import type { ColumnSettings } from '../../../components/data-table/list-settings.ts';
import {
  DataTable,
  type DataColumn,
  type DataTableProps,
} from '../../../components/data-table/data-table.tsx';
import { formatCount } from '../../../components/data-table/format-number.ts';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import type { AchReturnFileRecord } from '../api/ach-returns-api.ts';

export interface ReturnFileTableProps extends Pick<
  DataTableProps<AchReturnFileRecord>,
  'rows' | 'error' | 'empty'
> {
  /** The file whose lines the returns list shows, if one is chosen. */
  selectedId: number | null;
  onSelect: (file: AchReturnFileRecord | null) => void;
}

const count = (value: number, tone?: string) => (
  <Text span size="sm" c={value > 0 ? tone : 'dimmed'} style={{ fontVariantNumeric: 'tabular-nums' }}>
    {formatCount(value)}
  </Text>
);

/** The imported return / NOC files, newest first: who imported them and what they held. */
export function ReturnFileTable({ selectedId, onSelect, ...table }: ReturnFileTableProps) {
  const [columnSettings, setColumnSettings] = useState<ColumnSettings>({});
  const columns: DataColumn<AchReturnFileRecord>[] = [
    {
      key: 'fileName',
      priority: 1,
      header: 'File',
      width: 200,
      cell: (file) => (
        <Text span size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {file.fileName}
        </Text>
      ),
    },
    {
      key: 'importedAt',
      priority: 2,
      header: 'Imported',
      width: 165,
      cell: (file) => formatDateTime(file.importedAt),
    },
    {
      key: 'by',
      priority: 3,
      header: 'By',
      width: 130,
      cell: (file) => file.importedBy?.name ?? (file.source === 'SFTP' ? 'Bank fetch' : '—'),
    },
    {
      key: 'returns',
      priority: 2,
      header: 'Returns',
      align: 'right',
      width: 80,
      cell: (file) => count(file.returnCount, 'red.8'),
    },
    {
      key: 'nocs',
      priority: 2,
      header: 'NOCs',
      align: 'right',
      width: 70,
      cell: (file) => count(file.nocCount),
    },
    {
      key: 'unmatched',
      priority: 3,
      header: 'Unmatched',
      align: 'right',
      width: 95,
      cell: (file) => count(file.unmatchedCount, 'yellow.9'),
    },
    {
      key: 'repeats',
      priority: 4,
      header: 'Repeats',
      align: 'right',
      width: 80,
      cell: (file) => count(file.duplicateCount),
    },
    {
      key: 'lines',
      priority: 1,
      header: 'Lines',
      hideHeader: true,
      width: 130,
      cell: (file) =>
        file.id === selectedId ? (
          <Button size="compact-xs" variant="light" onClick={() => onSelect(null)}>
            Show all
          </Button>
        ) : (
          <Button
            size="compact-xs"
            variant="default"
            onClick={() => onSelect(file)}
            aria-label={`Show the lines of ${file.fileName}`}
          >
            Show lines
          </Button>
        ),
    },
  ];
  return (
    <DataTable
      {...table}
      label="Imported return files"
      columns={columns}
      rowKey={(file) => file.id}
      skeletonRows={3}
      columnSettings={columnSettings}
      onColumnSettingsChange={setColumnSettings}
      minWidth={520}
      pinLastColumn
    />
  );
}
