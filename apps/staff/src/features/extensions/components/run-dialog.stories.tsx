import { ApiError } from '@lendline/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { EMPTY_RUN_PREVIEW, jobRunFixture, NEW_RUN_PREVIEW } from '../testing/extension-fixtures.ts';
import { RunDialog } from './run-dialog.tsx';

const preview = () => within(document.body).getByRole('button', { name: 'Preview' });

// "Process" on an Extensions view: choose, preview, then start exactly what was previewed.
const meta = {
  title: 'Extensions/Process run',
  component: RunDialog,
  args: {
    kind: 'new',
    opened: true,
    onClose: fn(),
    initial: { billingSource: 'ALL', throughDate: '2026-12-31', paymentMethod: 'ALL' },
    preview: fn(async () => NEW_RUN_PREVIEW),
    confirm: fn(async () => jobRunFixture({ status: 'queued' })),
    onStarted: fn(),
  },
} satisfies Meta<typeof RunDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the preview: billing source and through date. */
export const Choosing: Story = {};

/** The invoicing run also takes the payment method. */
export const InvoicingChoice: Story = { args: { kind: 'invoicing' } };

/** What the run takes (count, total, the rows), and the button that starts exactly that. */
export const Previewed: Story = {
  play: async () => {
    await userEvent.click(preview());
    await within(document.body).findByRole('button', { name: /^Start 2 extensions/ });
  },
};

/** Nothing due for the choice: no run to start. */
export const NothingToProcess: Story = {
  args: { preview: fn(async () => EMPTY_RUN_PREVIEW) },
  play: async () => {
    await userEvent.click(preview());
    await within(document.body).findByText('No extensions to process');
  },
};

/** The preview is still loading. */
export const Loading: Story = {
  args: { preview: fn(() => new Promise<never>(() => undefined)) },
  play: async () => {
    await userEvent.click(preview());
    await within(document.body).findByLabelText('Loading the preview');
  },
};

/** The server refused (e.g. a role that lost Extensions › Contracts › create): its words. */
export const Failed: Story = {
  name: 'Error',
  args: {
    preview: fn(async () => {
      throw new ApiError(
        403,
        { statusCode: 403, message: 'You may not do that: Extensions › Contracts › create' },
        'Forbidden',
      );
    }),
  },
  play: async () => {
    await userEvent.click(preview());
    await within(document.body).findByText('The preview failed');
  },
};
