/** @jsxImportSource react */
// Storybook renders with React; the widget stays Preact inside its custom element, as on a partner page.
import type { Meta, StoryObj } from '@storybook/react-vite';
import './index.tsx';

interface CreditApplicationArgs {
  company?: string;
  to?: string;
  theme?: 'light' | 'dark';
}

const meta = {
  title: 'Widgets/Credit application',
  tags: ['widget'],
  render: ({ company, to, theme }) => <credit-application company={company} to={to} theme={theme} />,
} satisfies Meta<CreditApplicationArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The business step; with no server behind Storybook, "Sent to" stays empty and a submit shows the network error. */
export const BusinessStep: Story = { args: { company: 'Northwind Leasing', to: 'dana-reyes' } };

export const DarkTheme: Story = { args: { company: 'Northwind Leasing', to: 'dana-reyes', theme: 'dark' } };

/** A page that left out the recipient: the widget names what is missing. */
export const MissingRecipient: Story = { args: { company: 'Northwind Leasing' } };
