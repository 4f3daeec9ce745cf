import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { editArgs, recordFormArgs } from '../../../components/form/testing/record-form-stories.ts';
import { apiFailure } from '../../../testing/api-failure.ts';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import { emptyPromo, promoFormValues } from '../promo-form-rules.ts';
import { setupGate } from '../setup-links.ts';
import { PROGRAM_FIXTURES, PROMO_FIXTURES } from '../testing/setup-fixtures.ts';
import { withVendorOptions } from '../testing/with-vendor-options.tsx';
import { PromoForm } from './promo-form.tsx';

const EDITOR = { loanCalculator: { Setup: { view: true, create: true }, Vendors: { view: true } } };
const [DEFERRED, LOW_PAYMENTS, BUYDOWN, REDUCED, ZERO] = PROMO_FIXTURES;

const meta = {
  title: 'Loan setup/Promo form',
  component: PromoForm,
  decorators: [withPermissions(EDITOR), withMemoryRouter, withVendorOptions],
  args: {
    title: 'New promo',
    initialValues: emptyPromo('2026-11-21'),
    programs: {
      options: PROGRAM_FIXTURES.map((program) => ({ value: String(program.id), label: program.name })),
      loading: false,
      error: false,
    },
    onCancel: fn(),
    ...recordFormArgs('Add promo', setupGate('loanCalculator')),
  },
} satisfies Meta<typeof PromoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};

const editing = (promo: (typeof PROMO_FIXTURES)[number]) => ({
  title: `Edit promo: ${promo.name}`,
  ...editArgs(promoFormValues(promo)),
});

/** 0%: no parameters. */
export const ZeroRate: Story = { args: editing(ZERO!) };
/** The customer's rate in percent. */
export const ReducedRate: Story = { args: editing(REDUCED!) };
/** Days to the first payment, 30 to 180. */
export const DeferredFirstPayment: Story = { args: editing(DEFERRED!) };
/** How many low payments, and of how much; limited to two programs. */
export const FixedLowPayments: Story = { args: editing(LOW_PAYMENTS!) };
/** Points off the program rate, for two vendors. */
export const DealerBuydown: Story = { args: editing(BUYDOWN!) };

/** The server's rules, checked before anything is sent. */
export const Invalid: Story = {
  args: {
    initialValues: {
      ...emptyPromo('2026-11-21'),
      name: 'Deferral',
      type: 'DEFERRED_FIRST_PAYMENT',
      deferralDays: 200,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add promo' }));
    await expect(canvas.getByText('Deferral days must be a whole number from 30 to 180')).toBeVisible();
    await expect(canvas.getByText('Field is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: {
    ...editing(REDUCED!),
    onSubmit: fn(async () => Promise.reject(apiFailure(403, 'Your role may not change promos.'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your role may not change promos.');
  },
};

export const ViewOnly: Story = {
  args: editing(LOW_PAYMENTS!),
  decorators: [withPermissions({ loanCalculator: { Setup: { view: true } } })],
};
