import { Anchor, Text } from '@mantine/core';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table.tsx';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import type { ColumnSettings, SortState } from '../../../components/data-table/list-settings.ts';
import type { TableError } from '../../../components/data-table/table-states.tsx';
import { TwoLineCell } from '../../../components/data-table/two-line-cell.tsx';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import type { ProcessRun } from '../api/process-api.ts';
import { countsText, kindOf, PARAM_LABELS, paramText, type RunParamName } from '../run-kinds.ts';
import type { ReactNode } from 'react';
import { RunStatus } from './run-status.tsx';

export interface RunHistoryTableProps {
  rows: readonly ProcessRun[] | undefined;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  refreshing?: boolean;
  error?: TableError | null;
  empty: ReactNode;
  perPage: number;
  columnSettings: ColumnSettings;
  onColumnSettingsChange: (settings: ColumnSettings) => void;
  onDownload: (run: ProcessRun) => void;
}

/** How long a finished run took: "took 7 s", "took 3 min". */
export function durationText(run: Pick<ProcessRun, 'startedAt' | 'finishedAt'>): string | undefined {
  if (!run.startedAt || !run.finishedAt) return undefined;
  const seconds = Math.max(0, Math.round((Date.parse(run.finishedAt) - Date.parse(run.startedAt)) / 1000));
  if (seconds < 60) return `took ${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `took ${minutes} min`;
  return `took ${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** The parameters a run was asked with, in words: "Billing source All · Through 11/30/2026". */
export function parametersText(run: Pick<ProcessRun, 'parameters' | 'type'>): string {
  const names = kindOf(run.type)?.params ?? (Object.keys(run.parameters) as RunParamName[]);
  return names
    .filter((name) => run.parameters[name] !== undefined && run.parameters[name] !== null)
    .map((name) => `${PARAM_LABELS[name] ?? name} ${paramText(run.parameters[name])}`)
    .join(' · ');
}

/**
 * A process page's run history: the run (what and with which parameters), who ran it and when, where it
 * stands (with its progress while it runs), what it did (counts, total) and its file in Downloads.
 */
export function RunHistoryTable({ onDownload, perPage, ...table }: RunHistoryTableProps) {
  const columns: DataColumn<ProcessRun>[] = [
    {
      key: 'title',
      header: 'Run',
      priority: 1,
      sortable: true,
      width: 250,
      cell: (run) => (
        <TwoLineCell name={kindOf(run.type)?.label ?? run.type} detail={parametersText(run) || run.title} />
      ),
    },
    {
      key: 'status',
      header: 'Status',
      priority: 1,
      sortable: true,
      width: 115,
      cell: (run) => <RunStatus run={run} />,
    },
    {
      key: 'requestedByName',
      header: 'Run by',
      priority: 2,
      sortable: true,
      width: 140,
      cell: (run) => (
        <TwoLineCell
          name={run.requestedByName ?? `User ${run.requestedBy}`}
          detail={run.actorId !== run.requestedBy ? `as ${run.actorName ?? run.actorId}` : undefined}
        />
      ),
    },
    {
      key: 'createdAt',
      header: 'Started (UTC)',
      priority: 2,
      sortable: true,
      firstSortDirection: 'desc',
      width: 175,
      cell: (run) => (
        <TwoLineCell name={formatDateTime(run.startedAt ?? run.createdAt)} detail={durationText(run)} />
      ),
    },
    {
      key: 'counts',
      header: 'Did',
      priority: 2,
      width: 200,
      cell: (run) =>
        Object.keys(run.counts).length > 0 ? (
          <TwoLineCell
            name={countsText(run.counts)}
            detail={`${run.amountTotal !== null ? `${formatMoney(run.amountTotal)} · ` : ''}of ${run.rowsAsked.toLocaleString('en-US')} previewed`}
          />
        ) : run.failureReason ? (
          <Text size="sm" c="red" lineClamp={2} title={run.failureReason}>
            {run.failureReason}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {run.rowsAsked.toLocaleString('en-US')} previewed
          </Text>
        ),
    },
    {
      key: 'file',
      header: 'File',
      priority: 2,
      width: 190,
      cell: (run) =>
        run.fileId !== null ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => onDownload(run)}
            title={`Download ${run.fileName ?? 'the file'} from Downloads`}
            style={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {run.fileName ?? `File ${run.fileId}`}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            None
          </Text>
        ),
    },
  ];
  return (
    <DataTable
      label="Runs"
      columns={columns}
      rowKey={(run) => run.id}
      skeletonRows={perPage}
      minWidth={360}
      {...table}
    />
  );
}
