import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { INVOICE_ENTRIES, RETURN_LINES } from '../testing/ach-return-fixtures.ts';
import { AchInvoiceDrawer } from './ach-invoice-drawer.tsx';

// An invoice as ACH sees it, opened from a return: its debits and the returns against them.
const meta = {
  title: 'ACH/Invoice ACH history',
  component: AchInvoiceDrawer,
  decorators: [withMemoryRouter],
  args: {
    title: 'Invoice INV-70001',
    entries: INVOICE_ENTRIES,
    returns: RETURN_LINES.slice(0, 1),
    batchHref: (entry) => `/ach/ach/manage/${entry.batchId}`,
    onClose: fn(),
  },
} satisfies Meta<typeof AchInvoiceDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Returned R01 (code and reason), reinitiated as presentment 2. */
export const Returned: Story = { name: 'Full' };
export const Loading: Story = { args: { entries: undefined, returns: undefined } };
export const NoDebits: Story = { name: 'Empty', args: { entries: [], returns: [] } };
export const Failed: Story = {
  name: 'Error',
  args: { entries: undefined, returns: undefined, error: 'You do not have permission to view ACH entries.' },
};
