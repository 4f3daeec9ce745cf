import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { reopenFixture } from '../testing/ach-fixtures.ts';
import { ReopenRequestTable } from './reopen-request-table.tsx';

// `/ach/approve` without a requestId: the requests waiting for a decision.
const meta = {
  title: 'ACH/Pending re-open requests',
  component: ReopenRequestTable,
  decorators: [withMemoryRouter],
  args: {
    rows: [
      reopenFixture(),
      reopenFixture({ id: 13, batchName: 'ACH-20261124-02', entryCount: 38, debitTotal: 48210.55 }),
    ],
    href: (id: number) => `/ach/approve?requestId=${id}`,
  },
} satisfies Meta<typeof ReopenRequestTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Loading: Story = { args: { rows: undefined } };
export const Empty: Story = { args: { rows: [] } };
export const Failed: Story = {
  name: 'Error',
  args: {
    rows: undefined,
    error: { title: 'Failed to fetch the re-open requests', message: 'Internal Server Error', onRetry: fn() },
  },
};

/** A long reason: one line cut with an ellipsis, the whole reason in its hover title. */
export const LongReason: Story = {
  args: {
    rows: [
      reopenFixture({
        reason:
          'A lessee called: the amount on one entry is last month’s; re-open to correct it before transmission, and check the two contracts that moved their debit date to the 15th before the file goes again.',
      }),
    ],
  },
};
