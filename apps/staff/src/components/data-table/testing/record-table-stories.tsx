import { Button } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { fn } from 'storybook/test';
import type { RowAction } from '../row-actions.tsx';
import { NoMatchState, TableEmptyState } from '../table-states.tsx';

export interface RecordTableStoryNouns {
  /** "vendor" */
  one: string;
  /** "vendors" */
  many: string;
}

const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';

/**
 * The args every record table's stories share: sorted by name, a page of `perPage`, each record's page
 * at `updateHref`, the row actions (each a spy), and the empty state that explains the list and offers
 * to add the first record.
 *
 * @example args: { rows: VENDORS, ...recordTableArgs({ nouns, perPage: 10, updateHref, actionGate,
 *            actions: [{ label: 'Edit' }, { label: 'Deactivate', danger: true }], emptyText: 'Vendors are …' }) }
 */
export function recordTableArgs({
  nouns,
  perPage,
  updateHref,
  actions,
  actionGate,
  emptyText,
}: {
  nouns: RecordTableStoryNouns;
  perPage: number;
  updateHref: (id: number) => string;
  actions: Omit<RowAction, 'onClick'>[];
  actionGate: ElementRequest;
  emptyText: string;
}) {
  const rowActions: RowAction[] = actions.map((action) => ({ ...action, onClick: fn() }));
  return {
    sort: { field: 'name', direction: 'asc' as const },
    onSortChange: fn(),
    perPage,
    updateHref,
    onOpen: fn(),
    actionsFor: () => rowActions,
    actionGate,
    empty: (
      <TableEmptyState
        title={`No ${nouns.many} yet`}
        description={emptyText}
        action={<Button size="sm">Add {nouns.one}</Button>}
      />
    ),
  };
}

/**
 * The states a record table shows besides its rows, as stories: loading (skeleton rows), empty, nothing
 * matching the filters, and a failed load with a retry.
 *
 * @example const states = recordTableStates({ one: 'vendor', many: 'vendors' });
 *          export const Loading: Story = states.Loading;
 */
export function recordTableStates(nouns: RecordTableStoryNouns) {
  return {
    Loading: { args: { rows: undefined } },
    Empty: { args: { rows: [] } },
    NoMatch: {
      args: {
        rows: [],
        empty: (
          <NoMatchState
            title={`No ${nouns.many} match these filters`}
            description={`Change the search or the filters, or reset them to see every ${nouns.one}.`}
            onReset={fn()}
          />
        ),
      },
    },
    Failed: {
      args: {
        error: { title: `Failed to fetch ${nouns.many}`, message: UNREACHABLE, onRetry: fn() },
      },
    },
  };
}
