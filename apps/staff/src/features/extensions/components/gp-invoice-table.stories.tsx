import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { ON_A_PHONE } from '../../../testing/phone-story.ts';
import { EXTENSIONS_ADMIN, EXTENSIONS_VIEW_ONLY } from '../testing/fake-extensions-api.ts';
import { GP_INVOICE_FIXTURES } from '../testing/extension-fixtures.ts';
import { GpInvoiceTable } from './gp-invoice-table.tsx';

// Extensions › Invoices › GP posting: each extension invoice and where it stands in Dynamics GP.
const meta = {
  title: 'Extensions/GP posting',
  component: GpInvoiceTable,
  decorators: [withPermissions(EXTENSIONS_ADMIN), withMemoryRouter],
  args: {
    rows: GP_INVOICE_FIXTURES,
    sort: { field: 'invoiceDate', direction: 'desc' },
    onSortChange: fn(),
    perPage: 10,
    updateHref: (id: number) => `/extensions/invoice/list?view=all&invoice=${id}`,
    onOpen: fn(),
    actionsFor: () => [{ label: 'Select for GP', onClick: fn() }],
    actionGate: { module: 'extensions', menu: 'Invoices', actions: ['view'] },
    onColumnSettingsChange: fn(),
    selected: new Set([91002]),
    onToggle: fn(),
    empty: (
      <TableEmptyState
        title="No extension invoices yet"
        description="Extension invoices appear here once an invoicing run (Contracts › Invoicing › Process) creates them."
      />
    ),
  },
} satisfies Meta<typeof GpInvoiceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A draft, one GP refused (picked to send again) and one in a GP batch, which cannot be picked. */
export const Full: Story = {};

export const Loading: Story = { args: { rows: undefined } };

export const Empty: Story = { args: { rows: [] } };

export const Failed: Story = {
  name: 'Error',
  args: { error: { title: 'Failed to fetch invoices', message: 'Internal Server Error', onRetry: fn() } },
};

/** Extensions › Invoices › view only: the GP state reads the same, nothing to pick. */
export const ViewOnly: Story = {
  decorators: [withPermissions(EXTENSIONS_VIEW_ONLY)],
  args: { selected: undefined, onToggle: undefined },
};

/** No Extensions rights: no picking and no row menu (the page itself shows access denied). */
export const NoPermission: Story = {
  decorators: [withPermissions({})],
  args: { selected: undefined, onToggle: undefined },
};

export const OnAPhone: Story = { ...ON_A_PHONE };
