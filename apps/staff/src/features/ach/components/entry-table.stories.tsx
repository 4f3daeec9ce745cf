import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { ENTRY_FIXTURES, SENT_ENTRIES } from '../testing/ach-fixtures.ts';
import { ACH_OPERATOR, ACH_VIEW_ONLY } from '../testing/fake-ach-api.ts';
import { EntryTable } from './entry-table.tsx';

// A batch's entries: accounts masked to the last 4; hold, release, remove while the batch is a draft.
const meta = {
  title: 'ACH/Entries',
  component: EntryTable,
  decorators: [withPermissions(ACH_OPERATOR)],
  args: { rows: ENTRY_FIXTURES, perPage: 5, editable: true, onHold: fn(), onRelease: fn(), onRemove: fn() },
} satisfies Meta<typeof EntryTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
/** Sent: trace numbers, one returned R01; nothing to change any more. */
export const Sent: Story = { args: { rows: SENT_ENTRIES, editable: false } };
export const Loading: Story = { args: { rows: undefined } };
export const Empty: Story = { args: { rows: [] } };
export const Failed: Story = {
  name: 'Error',
  args: {
    rows: undefined,
    error: { title: 'Failed to fetch the entries', message: 'Internal Server Error', onRetry: fn() },
  },
};
export const ViewOnly: Story = { decorators: [withPermissions(ACH_VIEW_ONLY)] };
export const NoPermission: Story = { decorators: [withPermissions({})] };

/** Sorted by amount, largest first, with the sortable headers live. */
export const Sorted: Story = {
  args: { sort: { field: 'amount', direction: 'desc' }, onSortChange: fn() },
};

/**
 * Fitted to its box with a Columns menu (as Manage ACH Batch shows it): on a laptop the routing number
 * gives way first, so the Return column sits whole beside the pinned actions.
 */
export const FittedWithReturns: Story = {
  args: { rows: SENT_ENTRIES, editable: true, columnSettings: {}, onColumnSettingsChange: fn() },
};

/** A search that matched nothing: what to do instead of the batch's empty text. */
export const NoMatch: Story = {
  args: {
    rows: [],
    noMatch: 'No entry of this batch matches "zzz". Change the search or clear it.',
  },
};
