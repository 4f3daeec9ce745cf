import { Anchor } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PermissionGate } from '../access/permission-gate.tsx';
import { DataTable, type DataColumn } from './data-table.tsx';
import type { ColumnSettings, SortState } from './list-settings.ts';
import { RowActions, type RowAction } from './row-actions.tsx';
import type { TableError } from './table-states.tsx';

/**
 * What a list page hands its record table: the list's state (`useListPage().table`), the empty state,
 * and the actions on each row. A feature's table takes these and adds what only it shows.
 */
export interface RecordTableProps<Row> {
  rows: readonly Row[] | undefined;
  sort: SortState | null;
  onSortChange: (sort: SortState) => void;
  refreshing?: boolean;
  error?: TableError | null;
  empty: ReactNode;
  /** The page size, so the skeleton has as many rows as the page will. */
  perPage: number;
  /** The record's own page, which its title links to. */
  updateHref: (id: number) => string;
  onOpen: (row: Row) => void;
  /** The row's actions; the menu is gated as a whole with `actionGate`. */
  actionsFor: (row: Row) => RowAction[];
  actionGate: ElementRequest;
  /** The columns the user showed, hid and moved (the list's settings); with the handler, the Columns menu. */
  columnSettings?: ColumnSettings;
  onColumnSettingsChange?: (settings: ColumnSettings) => void;
}

export interface RecordTableLayout<Row> {
  /** The table's accessible name, e.g. "Users". */
  label: string;
  /** The column that names the record (first, after any leading columns); its cell links to the record. Always shown. */
  titleColumn: DataColumn<Row>;
  /** Columns shown before the title, when a list reads best by something else first (a received time). */
  leadingColumns?: DataColumn<Row>[];
  /** The columns between the title and the actions. */
  columns: DataColumn<Row>[];
  /** Names the row for its actions button, since every row has the same one. */
  rowName: (row: Row) => string;
  /** The narrowest width the columns are fitted to before the table scrolls sideways (default 640). */
  minWidth?: number;
}

/**
 * A list of records with ids: the title links to the record's page (a click elsewhere on the row opens it
 * too) and the last column holds the gated row actions, pinned to the right edge with the Columns menu in
 * its header, so every list reads and behaves alike.
 *
 * @example <RecordTable label="Vendors" titleColumn={{ key: 'name', header: 'Name', cell: (v) => v.name }}
 *            columns={[]} rowName={(v) => v.name} minWidth={640} {...props} />
 */
export function RecordTable<Row extends { id: number }>({
  label,
  titleColumn,
  leadingColumns = [],
  columns,
  rowName,
  minWidth,
  perPage,
  updateHref,
  onOpen,
  actionsFor,
  actionGate,
  ...state
}: RecordTableProps<Row> & RecordTableLayout<Row>) {
  const title: DataColumn<Row> = {
    ...titleColumn,
    priority: 1,
    cell: (row) => {
      const name = titleColumn.cell(row);
      // A long name clips to the column with an ellipsis; hovering shows it whole, and the link's
      // accessible name is the whole text either way.
      return (
        <Anchor
          component={Link}
          to={updateHref(row.id)}
          size="sm"
          fw={500}
          display="block"
          truncate="end"
          title={typeof name === 'string' ? name : undefined}
        >
          {name}
        </Anchor>
      );
    },
  };
  const actions: DataColumn<Row> = {
    key: 'actions',
    header: 'Actions',
    hideHeader: true,
    align: 'right',
    // Room for the row's menu button and, in the header, the Columns menu.
    width: 64,
    priority: 1,
    cell: (row) => (
      <PermissionGate {...actionGate}>
        <RowActions label={`Actions for ${rowName(row)}`} actions={actionsFor(row)} />
      </PermissionGate>
    ),
  };

  return (
    <DataTable
      {...state}
      label={label}
      columns={[...leadingColumns, title, ...columns, actions]}
      rowKey={(row) => row.id}
      skeletonRows={perPage}
      onRowClick={onOpen}
      minWidth={minWidth}
      pinLastColumn
    />
  );
}
