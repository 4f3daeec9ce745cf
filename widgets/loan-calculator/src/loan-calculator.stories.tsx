/** @jsxImportSource react */
// Storybook renders with React; the widget stays Preact inside its custom element, as on a partner page.
import type { Meta, StoryObj } from '@storybook/react-vite';
import './index.tsx';

interface LoanCalculatorArgs {
  apiKey?: string;
}

const meta = {
  title: 'Widgets/Loan calculator',
  tags: ['widget'],
  render: ({ apiKey }) => <loan-calculator api-key={apiKey} />,
} satisfies Meta<LoanCalculatorArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithVendorKey: Story = { args: { apiKey: 'demo-key' } };

export const WithoutApiKey: Story = { args: {} };
