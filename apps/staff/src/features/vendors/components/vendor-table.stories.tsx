import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  recordTableArgs,
  recordTableStates,
} from '../../../components/data-table/testing/record-table-stories.tsx';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { SALES_REPS, VENDOR_FIXTURES } from '../testing/vendor-fixtures.ts';
import { vendorsGate } from '../vendor-links.ts';
import { VendorTable } from './vendor-table.tsx';

const FULL = { view: true, create: true, download: true };
const NOUNS = { one: 'vendor', many: 'vendors' };
const STATES = recordTableStates(NOUNS);

const meta = {
  title: 'Vendor Quote/Vendor list',
  component: VendorTable,
  decorators: [withPermissions({ loanCalculator: { Vendors: FULL } }), withMemoryRouter],
  args: {
    rows: VENDOR_FIXTURES.slice(0, 10),
    repName: (id: number) => SALES_REPS.find((rep) => rep.id === id)?.name ?? `User #${id}`,
    ...recordTableArgs({
      nouns: NOUNS,
      perPage: 10,
      updateHref: (vendorId) => `/loanCalculator/vendors/list?vendor=${vendorId}`,
      actions: [{ label: 'Edit' }, { label: 'API keys' }, { label: 'Deactivate', danger: true }],
      actionGate: vendorsGate('loanCalculator'),
      emptyText:
        'Vendors are the dealers who offer our financing. Add the first one, enrol it in Vendor Quote and create a key to embed the loan calculator on its website.',
    }),
  },
} satisfies Meta<typeof VendorTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active (green) and inactive (grey) vendors; enrolled ones with their active keys, one with none yet. */
export const Data: Story = {};

export const Loading: Story = STATES.Loading;

export const Empty: Story = STATES.Empty;

export const NoMatch: Story = STATES.NoMatch;

export const Failed: Story = { ...STATES.Failed, name: 'Error' };

/** The reps' names are still on their way. */
export const RepsLoading: Story = { args: { repName: () => '…' } };

/** A role that may only view vendors sees the row actions, but cannot use them. */
export const ViewOnly: Story = {
  decorators: [withPermissions({ loanCalculator: { Vendors: { view: true } } })],
};
