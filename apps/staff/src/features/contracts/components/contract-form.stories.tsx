import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withPermissions } from '../../../components/data-table/testing/with-permissions.tsx';
import { withMemoryRouter } from '../../../testing/with-memory-router.tsx';
import {
  CONTRACT_FIXTURES,
  CUSTOMER_FIXTURES,
  DEBT_SOURCE_FIXTURES,
  SALES_REP_FIXTURES,
  VENDOR_FIXTURES,
} from '../testing/contract-fixtures.ts';
import { ContractCreated } from './contract-created.tsx';
import { ContractForm } from './contract-form.tsx';

const pickerOf = (data: { value: string; label: string }[]) => ({
  data,
  searchValue: '',
  onSearchChange: fn(),
  loading: false,
  error: false,
});
const byName = (rows: { id: number; name: string }[]) =>
  pickerOf(rows.map((row) => ({ value: String(row.id), label: row.name })));

const customers = pickerOf(
  CUSTOMER_FIXTURES.map((customer) => ({
    value: String(customer.id),
    label: `${customer.legalName} (${customer.customerNumber})`,
  })),
);

const meta = {
  title: 'Portfolio/Contract form',
  component: ContractForm,
  decorators: [
    withPermissions({ firstPayment: { Contracts: { view: true, create: true } } }),
    withMemoryRouter,
  ],
  args: {
    kind: 'contract',
    customers,
    vendors: byName(VENDOR_FIXTURES),
    salesReps: byName(SALES_REP_FIXTURES),
    debtSources: DEBT_SOURCE_FIXTURES.map((source) => ({ value: String(source.id), label: source.name })),
    onSubmit: fn(async () => undefined),
    cancelHref: '/firstPayment/contract/list',
    gate: { module: 'firstPayment', menu: 'Contracts', actions: ['view', 'create'] },
  },
} satisfies Meta<typeof ContractForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LeaseOrLoan: Story = {};

/** A lessee not on file yet, typed in place; it is created just before the contract. */
export const NewCustomer: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'New customer' }));
  },
};

export const AssetContract: Story = { args: { kind: 'asset-contract' } };

/** Saved before the terms are in: each field says what it needs, and nothing is sent. */
export const Invalid: Story = {
  args: { kind: 'asset-contract' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save contract' }));
    await expect(canvas.getByText('Choose the customer.')).toBeVisible();
    await expect(canvas.getByText('The cost in dollars and cents, above zero.')).toBeVisible();
    await expect(canvas.getByText('Enter the serial number or VIN.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MiscContract: Story = { args: { kind: 'misc-contract' } };

/** A role that may only view sees the form disabled. */
export const ViewOnly: Story = {
  decorators: [withPermissions({ firstPayment: { Contracts: { view: true } } })],
};

/** After the save: the payment and dates the server computed. */
export const Created: Story = {
  render: () => (
    <ContractCreated
      contract={{ ...CONTRACT_FIXTURES[1]!, contractNumber: 'EL-2026-009000', paymentAmount: 1234.56 }}
      detailHref="/firstPayment/contract/detail/module-wise/9000"
      onAddAnother={fn()}
    />
  ),
};
