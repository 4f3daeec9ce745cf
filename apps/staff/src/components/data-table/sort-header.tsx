import { Table, UnstyledButton } from '@mantine/core';
import classes from './data-table.module.css';
import { SortIcon } from './icons.tsx';
import type { SortDirection, SortState } from './list-settings.ts';

export interface SortHeaderProps {
  field: string;
  label: string;
  sort: SortState | null;
  onSortChange: (sort: SortState) => void;
  /** The direction a first click sorts in; dates read best newest first. */
  firstDirection: SortDirection;
  /** The column's least width where the table sizes its columns to their content. */
  minWidth?: number;
}

/**
 * A column header that sorts: a click sorts by it, a second click reverses. `aria-sort` tells screen
 * readers which column sorts and how; the arrows show it without relying on colour.
 */
export function SortHeader({ field, label, sort, onSortChange, firstDirection, minWidth }: SortHeaderProps) {
  const direction = sort?.field === field ? sort.direction : null;
  const next: SortDirection = direction ? (direction === 'asc' ? 'desc' : 'asc') : firstDirection;
  return (
    <Table.Th
      title={label}
      miw={minWidth}
      aria-sort={direction === null ? undefined : direction === 'asc' ? 'ascending' : 'descending'}
    >
      <UnstyledButton
        className={classes.sortButton}
        data-active={direction !== null || undefined}
        onClick={() => onSortChange({ field, direction: next })}
      >
        {label}
        <SortIcon direction={direction} />
      </UnstyledButton>
    </Table.Th>
  );
}
