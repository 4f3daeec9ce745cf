import { ApiError } from '@lendline/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { ReasonDialog } from './reason-dialog.tsx';

// Reject, request re-open, reversal, hold: steps that carry a reason someone will read.
const meta = {
  title: 'ACH/Reason dialog',
  component: ReasonDialog,
  args: {
    opened: true,
    title: 'Reject ACH batch',
    message: 'Reject ACH batch ACH-20261123-01: 412 debits, $1,284,331.20?',
    confirmLabel: 'Reject batch',
    danger: true,
    onClose: fn(),
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof ReasonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Asking: Story = {};

/** Sent without a reason: the field says what it needs. */
export const NoReason: Story = {
  play: async () => {
    await userEvent.click(within(document.body).getByRole('button', { name: 'Reject batch' }));
    await within(document.body).findByText('Give a reason of at least 3 characters');
  },
};

/** The server refused (someone else rejected it first): its words. */
export const Failed: Story = {
  name: 'Error',
  args: {
    onSubmit: fn(async () => {
      throw new ApiError(
        409,
        { statusCode: 409, message: 'The batch is no longer pending approval' },
        'Conflict',
      );
    }),
  },
  play: async () => {
    const page = within(document.body);
    await userEvent.type(page.getByRole('textbox', { name: /Reason/ }), 'Wrong effective date');
    await userEvent.click(page.getByRole('button', { name: 'Reject batch' }));
    await page.findByText('The batch is no longer pending approval');
  },
};
