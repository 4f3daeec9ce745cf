import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { INVOICE_FIXTURES, PREVIEW_FIXTURE, SESSION_FIXTURES } from '../testing/invoice-fixtures.ts';
import { InvoiceTable } from './invoice-table.tsx';
import { SessionPreview } from './session-preview.tsx';
import { SessionTable } from './session-table.tsx';

const gate = { module: 'firstPayment', menu: 'Invoices', actions: ['view', 'create'] } as const;

const meta = {
  title: 'Portfolio/Invoices',
  component: InvoiceTable,
  decorators: [
    withPermissions({ firstPayment: { Invoices: { view: true, create: true } } }),
    withMemoryRouter,
  ],
  args: {
    rows: INVOICE_FIXTURES,
    sort: { field: 'invoiceDate', direction: 'desc' },
    onSortChange: fn(),
    perPage: 10,
    updateHref: (id: number) => `/firstPayment/contract/detail/module-wise/${id}`,
    onOpen: fn(),
    actionsFor: () => [
      { label: 'Send by e-mail', onClick: fn() },
      { label: 'Cancel invoice', onClick: fn(), danger: true },
    ],
    actionGate: { ...gate, actions: ['view', 'create'] },
    pdfGate: { module: 'firstPayment', menu: 'Invoices', actions: ['view'] },
    onPdf: fn(async () => undefined),
    empty: (
      <TableEmptyState
        title="No invoices yet"
        description="Invoices appear once a billing run creates them."
      />
    ),
  },
} satisfies Meta<typeof InvoiceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Invoices: Story = {};

/** Informational invoices: when the account is debited instead of a balance, never a receivable. */
export const Informational: Story = {
  args: {
    informational: true,
    rows: INVOICE_FIXTURES.map((invoice) => ({
      ...invoice,
      kind: 'INFORMATIONAL' as const,
      informationalReason: 'ACH' as const,
      debitDate: invoice.dueDate,
      amountPaid: 0,
      balance: 0,
    })),
  },
};

export const Loading: Story = { args: { rows: undefined } };

export const Empty: Story = { args: { rows: [] } };

export const Failed: Story = {
  name: 'Error',
  args: { error: { title: 'Failed to fetch invoices', message: 'Internal Server Error', onRetry: fn() } },
};

/** Invoices › view only: the PDFs open, the row actions are there but not usable. */
export const ViewOnly: Story = {
  decorators: [withPermissions({ firstPayment: { Invoices: { view: true } } })],
};

/** Billing runs (the server's invoice sessions), one of 1,071 invoices: counts are grouped. */
export const BillingRuns: Story = {
  render: (args) => (
    <SessionTable
      {...args}
      rows={SESSION_FIXTURES}
      sort={{ field: 'createdAt', direction: 'desc' }}
      actionsFor={() => [{ label: 'Open its invoices', onClick: fn() }]}
    />
  ),
};

/** What Create would make, with a contract the rules skip and why. */
export const Preview: Story = { render: () => <SessionPreview preview={PREVIEW_FIXTURE} stale={false} /> };

/** The inputs changed after the preview: Create waits for a new one. */
export const StalePreview: Story = { render: () => <SessionPreview preview={PREVIEW_FIXTURE} stale /> };
