import { Button, EmptyState, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './data-table.module.css';

export interface TableError {
  /** What failed, e.g. "Users could not be loaded". */
  title: string;
  /** The server's message, or a plain explanation. */
  message: string;
  onRetry: () => void;
}

/** Placeholder rows in the table's own shape while the first page loads. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <Table.Tr key={row} aria-hidden>
      {Array.from({ length: columns }, (_, column) => (
        <Table.Td key={column}>
          {/* The margins give the placeholder a data row's height, so nothing jumps when rows arrive. */}
          <Skeleton height={12} my={6} width={column === 0 ? '70%' : '55%'} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

/** One full-width row holding a state message (empty, error) under the column headers. */
export function StateRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns} className={classes.stateCell}>
        {children}
      </Table.Td>
    </Table.Tr>
  );
}

/** Why the list is missing: what failed, the server's words, and a way to try again. */
export function TableErrorState({ title, message, onRetry }: TableError) {
  return (
    <Stack gap={6} align="flex-start" role="alert">
      <Title order={2} fz="md">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {message}
      </Text>
      <Button size="xs" variant="light" onClick={onRetry}>
        Retry
      </Button>
    </Stack>
  );
}

export interface TableEmptyStateProps {
  title: string;
  description: ReactNode;
  /** The way forward: add the first item, or clear the filters. */
  action?: ReactNode;
}

/** An empty list explained: what would be here and how to get the first item in. */
export function TableEmptyState({ title, description, action }: TableEmptyStateProps) {
  return (
    <EmptyState align="left" size="sm" title={title} description={description}>
      {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
    </EmptyState>
  );
}

export interface NoMatchStateProps {
  /** E.g. "No users match these filters". */
  title: string;
  description: ReactNode;
  /** Back to the list's defaults. */
  onReset: () => void;
}

/** An empty list because of its filters: says so and offers the way back to every item. */
export function NoMatchState({ title, description, onReset }: NoMatchStateProps) {
  return (
    <TableEmptyState
      title={title}
      description={description}
      action={
        <Button size="xs" variant="default" onClick={onReset}>
          Reset filters
        </Button>
      }
    />
  );
}
