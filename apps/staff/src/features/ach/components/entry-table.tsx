import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { ClippedText } from '../../../components/data-table/clipped-text.tsx';
import { columnWidth } from '../../../components/data-table/column-fit.ts';
import type { ColumnSettings, SortState } from '../../../components/data-table/list-settings.ts';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { RowActions, type RowAction } from '../../../components/data-table/row-actions.tsx';
import type { TableError } from '../../../components/data-table/table-states.tsx';
import type { AchEntryRecord } from '../api/ach-api.ts';
import { achChangeGate } from '../ach-links.ts';
import { maskedAccount } from '../ach-labels.ts';
import { EntryStatusBadge } from './ach-badges.tsx';

export interface EntryTableProps {
  /** Undefined while the page loads. */
  rows: readonly AchEntryRecord[] | undefined;
  error?: TableError | null;
  perPage: number;
  /** The column the entries are sorted by; with `onSortChange`, the sortable headers change it. */
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Hold, release and remove are offered (the batch is a draft or rejected). */
  editable: boolean;
  onHold: (entry: AchEntryRecord) => void;
  onRelease: (entry: AchEntryRecord) => void;
  onRemove: (entry: AchEntryRecord) => void;
  /** Shown instead of the empty text when a search finds nothing. */
  noMatch?: ReactNode;
  /**
   * The shown columns; with `onColumnSettingsChange` the table fits its box (columns give way by priority,
   * the Columns menu brings them back) instead of squeezing the last ones under the pinned actions.
   */
  columnSettings?: ColumnSettings;
  onColumnSettingsChange?: (settings: ColumnSettings) => void;
}

// Nacha transaction codes: 22/32 credit checking/savings, 27/37 debit; 23/28/33/38 are prenotes.
const isCredit = (code: number) => code === 22 || code === 32 || code === 23 || code === 33;

const dash = (
  <Text span size="sm" c="dimmed">
    —
  </Text>
);
const mono = (text: string) => (
  <Text span size="sm" ff="monospace">
    {text}
  </Text>
);

/**
 * A batch's entries: contract and invoice, receiver, routing and the account's last 4, the amount (credits
 * marked), status (why held in its title), trace number and any return. Before approval each row can be
 * held out of the file, released back into it, or removed (its invoice free for another batch).
 */
export function EntryTable({
  rows,
  error,
  perPage,
  sort = null,
  onSortChange,
  editable,
  onHold,
  onRelease,
  onRemove,
  noMatch,
  columnSettings,
  onColumnSettingsChange,
}: EntryTableProps) {
  const sortable = onSortChange !== undefined;
  const columns: DataColumn<AchEntryRecord>[] = [
    {
      key: 'contractNumber',
      priority: 1,
      header: 'Contract',
      sortable,
      width: 150,
      cell: (entry) => <ClippedText>{entry.contractNumber}</ClippedText>,
    },
    {
      key: 'invoiceNumber',
      priority: 2,
      header: 'Invoice',
      sortable,
      width: 124,
      cell: (entry) => (entry.invoiceNumber ? <ClippedText>{entry.invoiceNumber}</ClippedText> : dash),
    },
    {
      key: 'receiverName',
      priority: 2,
      header: 'Receiver',
      sortable,
      width: 160,
      cell: (entry) => <ClippedText>{entry.receiverName}</ClippedText>,
    },
    {
      key: 'routing',
      priority: 3,
      header: 'Routing',
      width: 104,
      cell: (entry) => mono(entry.routingNumber),
    },
    {
      key: 'account',
      priority: 2,
      header: 'Account',
      width: 100,
      cell: (entry) => (
        <span
          title={`${entry.accountType === 'SAVINGS' ? 'Savings' : 'Checking'} account ending ${entry.accountLast4}`}
        >
          {mono(maskedAccount(entry.accountLast4))}
        </span>
      ),
    },
    {
      key: 'amount',
      priority: 1,
      header: 'Amount',
      sortable,
      align: 'right',
      width: 124,
      cell: (entry) => (
        <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(entry.amount)}
          {isCredit(entry.transactionCode) ? ' CR' : ''}
        </Text>
      ),
    },
    {
      key: 'status',
      priority: 1,
      header: 'Status',
      sortable,
      width: 118,
      cell: (entry) => <EntryStatusBadge status={entry.status} title={entry.holdReason} />,
    },
    {
      key: 'traceNumber',
      priority: 2,
      header: 'Trace',
      sortable,
      width: 164,
      cell: (entry) => (entry.traceNumber ? mono(entry.traceNumber) : dash),
    },
    {
      key: 'returnCode',
      priority: 2,
      header: 'Return',
      sortable,
      width: 96,
      cell: (entry) =>
        entry.returnCode ? <span title={entry.returnReason ?? undefined}>{entry.returnCode}</span> : dash,
    },
  ];
  if (editable) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      width: 48,
      cell: (entry) => {
        const actions: RowAction[] = [
          entry.status === 'HELD'
            ? { label: 'Release into the file', onClick: () => onRelease(entry) }
            : { label: 'Hold out of the file', onClick: () => onHold(entry) },
          { label: 'Remove from the batch', onClick: () => onRemove(entry), danger: true },
        ];
        return (
          <PermissionGate {...achChangeGate}>
            <RowActions label={`Actions for ${entry.contractNumber}`} actions={actions} />
          </PermissionGate>
        );
      },
    });
  }
  return (
    <DataTable
      label="Entries"
      columns={columns}
      rows={rows}
      rowKey={(entry) => entry.id}
      error={error ?? null}
      skeletonRows={perPage}
      sort={sort}
      {...(onSortChange ? { onSortChange } : {})}
      {...(onColumnSettingsChange ? { columnSettings: columnSettings ?? {}, onColumnSettingsChange } : {})}
      pinLastColumn={editable}
      // Unfitted, never narrower than its columns (it scrolls sideways); fitted, down to a phone's width.
      minWidth={onColumnSettingsChange ? 400 : columns.reduce((sum, column) => sum + columnWidth(column), 0)}
      empty={
        noMatch ?? (
          <Text size="sm" c="dimmed" p="md">
            No entries in this batch: every invoice it took was removed.
          </Text>
        )
      }
    />
  );
}
