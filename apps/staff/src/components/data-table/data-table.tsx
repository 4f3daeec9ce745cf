import { Group, Table, VisuallyHidden } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { ColumnChooser } from './column-chooser.tsx';
import { columnWidth, fitColumns, isAlwaysShown, NARROWEST_FIT } from './column-fit.ts';
import { anchoredKeys, orderColumns } from './column-order.ts';
import classes from './data-table.module.css';
import type { ColumnSettings, SortDirection, SortState } from './list-settings.ts';
import { SortHeader } from './sort-header.tsx';
import { useContainerWidth } from './use-container-width.ts';
import { SkeletonRows, StateRow, TableErrorState, type TableError } from './table-states.tsx';

export interface DataColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Sorts by `key`; the list maps it to the server's order. */
  sortable?: boolean;
  firstSortDirection?: SortDirection;
  /** Keeps the header for screen readers but shows nothing (an actions column). */
  hideHeader?: boolean;
  align?: 'left' | 'right' | 'center';
  /**
   * The column's fixed width in px (cell padding included). Widths never follow the rows, so a column
   * keeps its width between pages and sorts; long text inside clips with an ellipsis (ClippedText).
   * Size a badge column for its longest badge: badges never clip.
   */
  width?: number;
  /**
   * How much the column matters when the screen is too narrow for all: 1 always shows and cannot be
   * hidden (the record's name, its status, the row actions); 2 (the default), 3, ... give way in turn,
   * the highest first. The user may show or hide any other column with the Columns menu, and move any
   * column but an always-shown first one and a pinned last one.
   */
  priority?: number;
}

export interface DataTableProps<Row> {
  /** The table's accessible name, e.g. "Users". */
  label: string;
  columns: DataColumn<Row>[];
  /** Undefined until the first page arrives. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** A newer page is on its way; the rows shown are the previous ones. */
  refreshing?: boolean;
  error?: TableError | null;
  /** Shown when the list is empty: what it is and how to add the first item. */
  empty: ReactNode;
  /** Placeholder rows while loading; match the page size so nothing jumps. */
  skeletonRows?: number;
  /** Opens the row's detail; links and buttons inside the row keep their own clicks. */
  onRowClick?: (row: Row) => void;
  /**
   * The narrowest width the columns are fitted to: below it the table scrolls sideways with its first
   * column fixed instead of giving up more columns.
   */
  minWidth?: number;
  /**
   * The user's shown and hidden columns and their order (the list's settings). With
   * `onColumnSettingsChange` the table has a Columns menu, shows its columns in the user's order and fits
   * them to its box by priority; without, every column shows in the order given.
   */
  columnSettings?: ColumnSettings;
  onColumnSettingsChange?: (settings: ColumnSettings) => void;
  /** Keeps the last column (the row actions) at the right edge while the rest scroll sideways. */
  pinLastColumn?: boolean;
}

/**
 * What a list page's table takes from `useListPage().table` and its empty state: the props a feature's
 * own table (its columns over DataTable) spreads in.
 */
export type ListTableProps<Row> = Pick<
  DataTableProps<Row>,
  | 'rows'
  | 'sort'
  | 'onSortChange'
  | 'refreshing'
  | 'error'
  | 'empty'
  | 'columnSettings'
  | 'onColumnSettingsChange'
>;

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="menuitem"], [role="menu"]';

function clickedControl(event: MouseEvent): boolean {
  return event.target instanceof Element && event.target.closest(INTERACTIVE) !== null;
}

/**
 * The compact list table of docs/ui.md: sticky header, sortable columns with a visible indicator, and
 * every state designed (skeleton rows while the first page loads, the error with retry, the empty
 * state). While a newer page loads the old rows stay, dimmed and marked busy, so nothing jumps.
 *
 * Columns have fixed widths (table-layout: fixed), so they never jump between pages or sorts. A table
 * with a Columns menu (a list keeping its settings) fits its box: the columns that do not fit give way by
 * priority, so none hides off the right edge, and the user picks them from the menu.
 */
export function DataTable<Row>({
  label,
  columns: allColumns,
  rows,
  rowKey,
  sort = null,
  onSortChange,
  refreshing = false,
  error,
  empty,
  skeletonRows = 10,
  onRowClick,
  minWidth = NARROWEST_FIT,
  columnSettings = {},
  onColumnSettingsChange,
  pinLastColumn = false,
}: DataTableProps<Row>) {
  const loading = rows === undefined && !error;
  const [boxRef, boxWidth] = useContainerWidth<HTMLDivElement>();
  // Unmeasured (no layout engine) shows every column.
  const available = boxWidth === 0 ? Infinity : Math.max(boxWidth, minWidth);
  // Only a table with a Columns menu gives columns up: elsewhere nothing could bring one back, so every
  // column shows and the table scrolls sideways when it must.
  const fitted = onColumnSettingsChange !== undefined;
  // Fitting goes by the default order, so which columns give way on a narrow screen does not depend on
  // where the user put them; the ones that show then follow the user's order.
  const visibleKeys = fitted
    ? fitColumns(allColumns, available, columnSettings.columns)
    : allColumns.map((column) => column.key);
  const anchored = anchoredKeys(allColumns, pinLastColumn);
  const ordered = fitted ? orderColumns(allColumns, columnSettings.columnOrder, anchored) : allColumns;
  const columns = ordered.filter((column) => visibleKeys.includes(column.key));
  const tableWidth = columns.reduce((sum, column) => sum + columnWidth(column), 0);
  const chooser = onColumnSettingsChange ? (
    <ColumnChooser
      label={label}
      columns={ordered.map((column) => ({
        key: column.key,
        header: column.header,
        locked: isAlwaysShown(column),
        anchored: anchored.has(column.key),
      }))}
      visible={visibleKeys}
      settings={columnSettings}
      defaultOrder={ordered.every((column, index) => column === allColumns[index])}
      onChange={onColumnSettingsChange}
    />
  ) : null;

  const body = (): ReactNode => {
    if (error) {
      return (
        <StateRow columns={columns.length}>
          <TableErrorState {...error} />
        </StateRow>
      );
    }
    if (rows === undefined) return <SkeletonRows rows={skeletonRows} columns={columns.length} />;
    if (rows.length === 0) return <StateRow columns={columns.length}>{empty}</StateRow>;
    return rows.map((row) => (
      <Table.Tr
        key={rowKey(row)}
        className={onRowClick ? classes.clickable : undefined}
        onClick={onRowClick ? (event) => clickedControl(event) || onRowClick(row) : undefined}
      >
        {columns.map((column) => (
          <Table.Td key={column.key} ta={column.align}>
            {column.cell(row)}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  };

  return (
    <div ref={boxRef} className={classes.scroller} aria-busy={loading || refreshing}>
      {loading && <VisuallyHidden role="status">Loading {label.toLowerCase()}</VisuallyHidden>}
      <Table
        className={[classes.table, fitted && classes.fitted, pinLastColumn && classes.pinLast]
          .filter(Boolean)
          .join(' ')}
        aria-label={label}
        layout={fitted ? 'fixed' : 'auto'}
        miw={fitted ? tableWidth : minWidth}
        stickyHeader
        verticalSpacing={6}
        horizontalSpacing="sm"
        fz="sm"
        tabularNums
      >
        {fitted && (
          <colgroup>
            {columns.map((column) => (
              <col key={column.key} style={{ width: columnWidth(column) }} />
            ))}
          </colgroup>
        )}
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) =>
              column.sortable && onSortChange ? (
                <SortHeader
                  key={column.key}
                  field={column.key}
                  label={column.header}
                  sort={sort}
                  onSortChange={onSortChange}
                  firstDirection={column.firstSortDirection ?? 'asc'}
                  minWidth={fitted ? undefined : column.width}
                />
              ) : (
                <Table.Th
                  key={column.key}
                  ta={column.align}
                  miw={fitted ? undefined : column.width}
                  title={column.hideHeader ? undefined : column.header}
                >
                  {chooser && index === columns.length - 1 ? (
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
                      {chooser}
                    </Group>
                  ) : column.hideHeader ? (
                    <VisuallyHidden>{column.header}</VisuallyHidden>
                  ) : (
                    column.header
                  )}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body()}</Table.Tbody>
      </Table>
    </div>
  );
}
