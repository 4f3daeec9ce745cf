import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { RETURN_FILES } from '../testing/ach-return-fixtures.ts';
import { ReturnFileTable } from './return-file-table.tsx';

// ACH › Returns & NOCs: the files imported lately; "Show lines" narrows the returns list to one file.
const meta = {
  title: 'ACH/Imported return files',
  component: ReturnFileTable,
  args: {
    rows: RETURN_FILES,
    selectedId: null,
    onSelect: fn(),
    empty: (
      <TableEmptyState
        title="No return files imported yet"
        description="Import the bank’s return / NOC file above, or fetch it from the bank."
      />
    ),
  },
} satisfies Meta<typeof ReturnFileTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const OneChosen: Story = { args: { selectedId: 41 } };
export const Loading: Story = { args: { rows: undefined } };
export const Empty: Story = { args: { rows: [] } };
export const Failed: Story = {
  name: 'Error',
  args: {
    rows: undefined,
    error: {
      title: 'Failed to fetch the imported files',
      message: 'The server did not answer. Try again.',
      onRetry: fn(),
    },
  },
};
