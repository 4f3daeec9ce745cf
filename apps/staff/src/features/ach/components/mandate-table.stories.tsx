import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { MANDATES } from '../testing/ach-return-fixtures.ts';
import { STORY_LINKS } from '../testing/story-links.ts';
import { MandateTable } from './mandate-table.tsx';

// ACH › Mandates: in force (prenote verified, pending), revoked after an R07, a new authorisation needed.
const meta = {
  title: 'ACH/Mandate list',
  component: MandateTable,
  decorators: [withMemoryRouter],
  args: {
    rows: MANDATES,
    sort: { field: 'contractNumber', direction: 'asc' },
    onSortChange: fn(),
    columnSettings: {},
    onColumnSettingsChange: fn(),
    onRevoke: fn(),
    contractHref: STORY_LINKS.contract!,
    empty: (
      <TableEmptyState
        title="No ACH mandates yet"
        description="A contract on ACH billing needs the customer's debit authorisation and bank account before its invoices can be collected."
      />
    ),
  },
} satisfies Meta<typeof MandateTable>;

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
      title: 'Failed to fetch ACH mandates',
      message: 'The server did not answer. Try again.',
      onRetry: fn(),
    },
  },
};

/** ACH view only: no Revoke action (the page's New mandate is disabled). */
export const NoPermission: Story = { args: { onRevoke: undefined, contractHref: undefined } };
