/** @jsxImportSource react */
// Storybook renders with React; the widget stays Preact inside its custom element, as on a partner page.
import type { Meta, StoryObj } from '@storybook/react-vite';
import './index.tsx';

interface CreditApplicationArgs {
  compName?: string;
  toName?: string;
}

const meta = {
  title: 'Widgets/Credit application',
  tags: ['widget'],
  render: ({ compName, toName }) => <credit-application comp-name={compName} to-name={toName} />,
} satisfies Meta<CreditApplicationArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCompanyAndRecipient: Story = {
  args: { compName: 'Northwind Leasing', toName: 'Dana Reyes' },
};

export const WithoutRecipient: Story = { args: { compName: 'Northwind Leasing' } };
