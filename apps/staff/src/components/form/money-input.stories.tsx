import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MoneyInput } from './money-input.tsx';

const meta = {
  title: 'Form/Money input',
  component: MoneyInput,
  args: { label: 'Equipment cost', maw: 260 },
} satisfies Meta<typeof MoneyInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** An amount reads as money: dollar sign, thousands separators, cents. */
export const Amount: Story = {
  args: { defaultValue: 125000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('$125,000.00');
  },
};

/** Typed digits read as money once the field is left; a minus sign is refused. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '-2500');
    await userEvent.tab();
    await expect(input).toHaveValue('$2,500.00');
  },
};

export const Invalid: Story = { args: { required: true, error: 'Dollars and cents.' } };
