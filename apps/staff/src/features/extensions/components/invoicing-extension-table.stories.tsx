import { ApiError } from '@lendline/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { ON_A_PHONE } from '../../../testing/phone-story.ts';
import { EXTENSIONS_ADMIN, EXTENSIONS_VIEW_ONLY } from '../testing/fake-extensions-api.ts';
import { INVOICING_FIXTURES } from '../testing/extension-fixtures.ts';
import { InvoicingExtensionTable } from './invoicing-extension-table.tsx';

// Extensions › Contracts › Invoicing: the spec's invoicing view with its four in-cell edits.
const meta = {
  title: 'Extensions/Invoicing',
  component: InvoicingExtensionTable,
  decorators: [withPermissions(EXTENSIONS_ADMIN), withMemoryRouter],
  args: {
    rows: INVOICING_FIXTURES,
    sort: { field: 'invoiceDate', direction: 'asc' },
    onSortChange: fn(),
    perPage: 10,
    updateHref: (id: number) => `/extensions/contract/detail/module-wise/${id}`,
    onOpen: fn(),
    actionsFor: () => [{ label: 'Open contract', onClick: fn() }],
    actionGate: { module: 'extensions', menu: 'Contracts', actions: ['view'] },
    onColumnSettingsChange: fn(),
    editable: true,
    onSave: fn(async () => undefined),
    empty: (
      <TableEmptyState
        title="Nothing to invoice"
        description="Extensions appear here once they are started (New extensions › Process) and have a period to bill."
      />
    ),
  },
} satisfies Meta<typeof InvoicingExtensionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Send to, e-mail, payment method and advance billing change in their cells. */
export const Full: Story = {};

export const Loading: Story = { args: { rows: undefined } };

export const Empty: Story = { args: { rows: [] } };

export const Failed: Story = {
  name: 'Error',
  args: { error: { title: 'Failed to fetch extensions', message: 'Internal Server Error', onRetry: fn() } },
};

/** Extensions › Contracts › view only: the values read as text, nothing to edit. */
export const ViewOnly: Story = {
  decorators: [withPermissions(EXTENSIONS_VIEW_ONLY)],
  args: { editable: false },
};

/** No Extensions rights at all: no row menu, nothing editable (the page itself shows access denied). */
export const NoPermission: Story = { decorators: [withPermissions({})], args: { editable: false } };

/** The server refuses an address: its words stay at the cell, the input open to correct it. */
export const RefusedAddress: Story = {
  args: {
    onSave: fn(async () => {
      throw new ApiError(
        422,
        {
          statusCode: 422,
          message: 'The request body is invalid.',
          code: 'VALIDATION_FAILED',
          details: [
            {
              path: '/sendTo',
              code: 'format',
              message: 'must match format "email"',
              info: { format: 'email' },
            },
          ],
        },
        'Unprocessable Entity',
      );
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Send to for EL-2020-003120' }));
    const input = canvas.getByRole('textbox', { name: 'Send to for EL-2020-003120' });
    await userEvent.clear(input);
    await userEvent.type(input, 'payables@evergreen{Enter}');
    await expect(await canvas.findByText('Not an e-mail address.')).toBeInTheDocument();
  },
};

export const OnAPhone: Story = { ...ON_A_PHONE };
