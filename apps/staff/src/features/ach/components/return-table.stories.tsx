import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { RETURN_LINES } from '../testing/ach-return-fixtures.ts';
import { STORY_LINKS } from '../testing/story-links.ts';
import { ReturnTable } from './return-table.tsx';

// ACH › Returns & NOCs: every return and NOC posted, with contract and invoice links and what it did.
const meta = {
  title: 'ACH/Return list',
  component: ReturnTable,
  decorators: [withMemoryRouter],
  args: {
    rows: RETURN_LINES,
    links: STORY_LINKS,
    sort: { field: 'returnDate', direction: 'desc' },
    onSortChange: fn(),
    columnSettings: {},
    onColumnSettingsChange: fn(),
    empty: (
      <TableEmptyState
        title="No returns or NOCs yet"
        description="When the bank returns a debit or sends a correction, import its file; each line shows here with what it did."
      />
    ),
  },
} satisfies Meta<typeof ReturnTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Loading: Story = { args: { rows: undefined } };
export const Empty: Story = { args: { rows: [] } };
export const Failed: Story = {
  name: 'Error',
  args: {
    rows: undefined,
    error: {
      title: 'Failed to fetch ACH returns',
      message: 'The server did not answer. Try again.',
      onRetry: fn(),
    },
  },
};

/** A role that opens no contract page: the numbers are plain text, not links. */
export const NoPermission: Story = { args: { links: {} } };
