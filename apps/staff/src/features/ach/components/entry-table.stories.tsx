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
