import { Anchor, Group, Table, VisuallyHidden } from '@mantine/core';
import type { ReportColumn, ReportPage } from '@lendline/wire';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import classes from '../../../components/data-table/data-table.module.css';
import reportClasses from './report-table.module.css';
import type { SortState } from '../../../components/data-table/list-settings.ts';
import { SortHeader } from '../../../components/data-table/sort-header.tsx';
import {
  SkeletonRows,
  StateRow,
  TableErrorState,
  type TableError,
} from '../../../components/data-table/table-states.tsx';
import { alignsRight, displayValue, formatReportValue, type ChoiceLabels } from '../report-format.ts';
import { drillTargets, type ReportLinks } from '../report-query.ts';

export interface ReportTableProps {
  label: string;
  /** Undefined until the report's columns are known. */
  columns: ReportColumn[] | undefined;
  rows: ReportPage['rows'] | undefined;
  totals: ReportPage['totals'] | undefined;
  links: ReportLinks;
  /** The names of the codes a column holds (`FUNDER` reads "Funder"), from the report's choice filters. */
  labels?: ChoiceLabels;
  sort: SortState | null;
  onSortChange: (sort: SortState) => void;
  onOpen: (href: string) => void;
  refreshing?: boolean;
  error?: TableError | null;
  empty: ReactNode;
  skeletonRows?: number;
}

const INTERACTIVE = 'a, button';
const clickedControl = (event: MouseEvent) =>
  event.target instanceof Element && event.target.closest(INTERACTIVE) !== null;

// The columns are the report's, known only when it answers: until then the skeleton has this many.
const UNKNOWN_COLUMNS = 4;

/**
 * A report's table: the report's own columns formatted by their `format`, the totals of every matching
 * row (not only this page) in a footer that stays in view, and each row's way down: the first cell links
 * to the detail report behind an aggregate row, or to the invoice (else the contract) behind a detail
 * row, whose contract then has its own link in the last column. A click on the row follows the first. On a phone the table scrolls sideways with its first column
 * fixed, as every list does.
 */
export function ReportTable({
  label,
  columns,
  rows,
  totals,
  links,
  labels,
  sort,
  onSortChange,
  onOpen,
  refreshing = false,
  error,
  empty,
  skeletonRows = 10,
}: ReportTableProps) {
  const shown = columns ?? [];
  // The first cell leads to a row's first target; a last column holds the others (a detail row's contract
  // beside its invoice).
  const hasOpen = rows?.some((row) => drillTargets(row.drill, links).length > 1) ?? false;
  const span = Math.max(shown.length + (hasOpen ? 1 : 0), 1);
  const summed = shown.some((column) => column.total && totals?.[column.key] !== undefined);
  const loading = rows === undefined && !error;

  const body = (): ReactNode => {
    if (error) {
      return (
        <StateRow columns={span}>
          <TableErrorState {...error} />
        </StateRow>
      );
    }
    if (rows === undefined)
      return <SkeletonRows rows={skeletonRows} columns={columns ? span : UNKNOWN_COLUMNS} />;
    if (rows.length === 0) return <StateRow columns={span}>{empty}</StateRow>;
    return rows.map((row, index) => {
      const targets = drillTargets(row.drill, links);
      const [first, ...others] = targets;
      return (
        <Table.Tr
          key={index}
          className={first ? classes.clickable : undefined}
          onClick={first ? (event) => clickedControl(event) || onOpen(first.href) : undefined}
        >
          {shown.map((column, position) => {
            const text = displayValue(row.values[column.key], column, labels);
            return (
              <Table.Td key={column.key} ta={alignsRight(column.format) ? 'right' : undefined}>
                {position === 0 && first ? (
                  <Anchor
                    component={Link}
                    to={first.href}
                    size="sm"
                    title={`Open the ${first.label.toLowerCase()}`}
                  >
                    {text || '(none)'}
                  </Anchor>
                ) : column.format === 'text' ? (
                  <span className={reportClasses.clip} title={text}>
                    {text}
                  </span>
                ) : (
                  text
                )}
              </Table.Td>
            );
          })}
          {hasOpen && (
            <Table.Td>
              <Group gap="sm" wrap="nowrap">
                {others.map((target) => (
                  <Anchor key={target.label} component={Link} to={target.href} size="sm">
                    {target.label}
                  </Anchor>
                ))}
              </Group>
            </Table.Td>
          )}
        </Table.Tr>
      );
    });
  };

  return (
    <div className={classes.scroller} aria-busy={loading || refreshing}>
      {loading && <VisuallyHidden role="status">Loading {label.toLowerCase()}</VisuallyHidden>}
      <Table
        className={hasOpen ? `${classes.table} ${reportClasses.pinOpen}` : classes.table}
        aria-label={label}
        stickyHeader
        verticalSpacing={6}
        horizontalSpacing="sm"
        fz="sm"
        tabularNums
      >
        <Table.Thead>
          <Table.Tr>
            {columns === undefined
              ? Array.from({ length: UNKNOWN_COLUMNS }, (_, index) => <Table.Th key={index} h={30} />)
              : shown.map((column) => (
                  <SortHeader
                    key={column.key}
                    field={column.key}
                    label={column.label}
                    sort={sort}
                    onSortChange={onSortChange}
                    firstDirection={alignsRight(column.format) ? 'desc' : 'asc'}
                  />
                ))}
            {hasOpen && (
              <Table.Th>
                <VisuallyHidden>Open</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body()}</Table.Tbody>
        {summed && rows !== undefined && rows.length > 0 && !error && (
          <Table.Tfoot className={reportClasses.totals}>
            <Table.Tr>
              {shown.map((column, position) => (
                <Table.Th
                  key={column.key}
                  scope={position === 0 ? 'row' : undefined}
                  ta={alignsRight(column.format) ? 'right' : undefined}
                >
                  {column.total && totals?.[column.key] !== undefined
                    ? formatReportValue(totals[column.key], column.format)
                    : position === 0
                      ? 'Total'
                      : ''}
                </Table.Th>
              ))}
              {hasOpen && <Table.Th />}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </div>
  );
}
