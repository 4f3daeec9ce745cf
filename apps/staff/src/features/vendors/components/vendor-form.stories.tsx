import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import {
  editArgs,
  recordFormArgs,
  viewOnlyStory,
} from '../../../components/form/testing/record-form-stories.ts';
import { apiFailure } from '../../../testing/api-failure.ts';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { FIXTURE_SALES_REPS, VENDOR_FIXTURES } from '../testing/vendor-fixtures.ts';
import { EMPTY_VENDOR, vendorFormValues } from '../vendor-form-rules.ts';
import { vendorsGate } from '../vendor-links.ts';
import { VendorForm } from './vendor-form.tsx';

const ACME = vendorFormValues(VENDOR_FIXTURES[0]!);

const meta = {
  title: 'Vendor Quote/Vendor form',
  component: VendorForm,
  decorators: [
    withPermissions({ loanCalculator: { Vendors: { view: true, create: true } } }),
    withMemoryRouter,
  ],
  args: {
    initialValues: EMPTY_VENDOR,
    salesReps: FIXTURE_SALES_REPS,
    cancelHref: '/loanCalculator/vendors/list',
    ...recordFormArgs('Add vendor', vendorsGate('loanCalculator')),
  },
} satisfies Meta<typeof VendorForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {};

/** An existing vendor with its sales rep, as the drawer's Details tab shows it. */
export const Edit: Story = { args: editArgs(ACME) };

/** The spec's messages: required name, URL, names in letters, e-mail and phone formats. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Website' }), 'acmepaving.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Contact name' }), 'Dana W1');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Contact e-mail' }), 'dana@acme');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Contact phone' }), '555 0100');
    await userEvent.click(canvas.getByRole('button', { name: 'Add vendor' }));
    await expect(canvas.getByText('Field is required')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid URL')).toBeVisible();
    await expect(canvas.getByText('Please enter valid contact name')).toBeVisible();
    await expect(canvas.getByText('Please enter valid email address')).toBeVisible();
    await expect(canvas.getByText('Please enter valid phone number')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TakenName: Story = {
  args: {
    initialValues: ACME,
    onSubmit: fn(async () =>
      Promise.reject(
        apiFailure(409, 'A record with the same unique value already exists.', 'DUPLICATE_ENTRY'),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add vendor' }));
    await expect(await canvas.findByText('A vendor with this name already exists.')).toBeVisible();
  },
};

/** The rep has left: still named on the vendor, and no longer offered. */
export const FormerRep: Story = {
  args: {
    ...editArgs({ ...ACME, salesRepId: '40' }),
    salesReps: {
      ...FIXTURE_SALES_REPS,
      names: async (ids) => ids.map((id) => ({ id, name: 'Ellen Park' })),
    },
  },
};

export const ViewOnly: Story = viewOnlyStory(ACME, { loanCalculator: { Vendors: { view: true } } });
