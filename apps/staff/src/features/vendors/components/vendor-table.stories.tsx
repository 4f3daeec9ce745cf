import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { SALES_REPS, VENDOR_FIXTURES } from '../testing/vendor-fixtures.ts';
import { vendorsGate } from '../vendor-links.ts';
import { VendorTable } from './vendor-table.tsx';

const FULL = { view: true, create: true, download: true };

const meta = {
  title: 'Vendor Quote/Vendor list',
  component: VendorTable,
  decorators: [withPermissions({ loanCalculator: { Vendors: FULL } }), withMemoryRouter],
  args: {
    rows: VENDOR_FIXTURES.slice(0, 10),
    repName: (id: number) => SALES_REPS.find((rep) => rep.id === id)?.name ?? `User #${id}`,
    sort: { field: 'name', direction: 'asc' },
    onSortChange: fn(),
    perPage: 10,
    updateHref: (vendorId: number) => `/loanCalculator/vendors/list?vendor=${vendorId}`,
    onOpen: fn(),
    actionsFor: () => [
      { label: 'Edit', onClick: fn() },
      { label: 'API keys', onClick: fn() },
      { label: 'Deactivate', onClick: fn(), danger: true },
    ],
    actionGate: vendorsGate('loanCalculator'),
    empty: (
      <TableEmptyState
        title="No vendors yet"
        description="Vendors are the dealers who offer our financing. Add the first one, enrol it in Vendor Quote and create a key to embed the loan calculator on its website."
        action={<Button size="sm">Add vendor</Button>}
      />
    ),
  },
} satisfies Meta<typeof VendorTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active (green) and inactive (grey) vendors; enrolled ones with their active keys, one with none yet. */
export const Data: Story = {};

export const Loading: Story = { args: { rows: undefined } };

export const Empty: Story = { args: { rows: [] } };

export const NoMatch: Story = {
  args: {
    rows: [],
    empty: (
      <TableEmptyState
        title="No vendors match these filters"
        description="Change the search or the filters, or reset them to see every vendor."
        action={
          <Button size="xs" variant="default">
            Reset filters
          </Button>
        }
      />
    ),
  },
};

export const Failed: Story = {
  name: 'Error',
  args: {
    error: {
      title: 'Failed to fetch vendors',
      message: 'The server could not be reached. Check your connection and try again.',
      onRetry: fn(),
    },
  },
};

/** The reps' names are still on their way. */
export const RepsLoading: Story = { args: { repName: () => '…' } };

/** A role that may only view vendors sees the row actions, but cannot use them. */
export const ViewOnly: Story = {
  decorators: [withPermissions({ loanCalculator: { Vendors: { view: true } } })],
};
