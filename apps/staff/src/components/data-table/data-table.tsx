import { Table, VisuallyHidden } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import classes from './data-table.module.css';
import type { SortDirection, SortState } from './list-settings.ts';
import { SortHeader } from './sort-header.tsx';
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
  width?: number | string;
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
  /** Below this width the table scrolls sideways with its first column fixed. */
  minWidth?: number;
}

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="menuitem"], [role="menu"]';

function clickedControl(event: MouseEvent): boolean {
  return event.target instanceof Element && event.target.closest(INTERACTIVE) !== null;
}

/**
 * The compact list table of docs/ui.md: sticky header, sortable columns with a visible indicator, and
 * every state designed (skeleton rows while the first page loads, the error with retry, the empty
 * state). While a newer page loads the old rows stay, dimmed and marked busy, so nothing jumps.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  sort = null,
  onSortChange,
  refreshing = false,
  error,
  empty,
  skeletonRows = 10,
  onRowClick,
  minWidth = 720,
}: DataTableProps<Row>) {
  const loading = rows === undefined && !error;

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
    <div className={classes.scroller} aria-busy={loading || refreshing}>
      {loading && <VisuallyHidden role="status">Loading {label.toLowerCase()}</VisuallyHidden>}
      <Table
        className={classes.table}
        aria-label={label}
        miw={minWidth}
        stickyHeader
        verticalSpacing={6}
        horizontalSpacing="sm"
        fz="sm"
        tabularNums
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) =>
              column.sortable && onSortChange ? (
                <SortHeader
                  key={column.key}
                  field={column.key}
                  label={column.header}
                  sort={sort}
                  onSortChange={onSortChange}
                  firstDirection={column.firstSortDirection ?? 'asc'}
                  width={column.width}
                />
              ) : (
                <Table.Th key={column.key} miw={column.width} ta={column.align}>
                  {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
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
