/** @jsxImportSource react */
// Storybook renders with React; the widget stays Preact inside its custom element, as on a partner page.
import type { Meta, StoryObj } from '@storybook/react-vite';
import './index.tsx';

interface AchViewerArgs {
  batchName?: string;
}

const meta = {
  title: 'Widgets/ACH file viewer',
  tags: ['widget'],
  render: ({ batchName }) => <ach-viewer batch-name={batchName} />,
} satisfies Meta<AchViewerArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBatch: Story = { args: { batchName: '2026-11-21-A' } };

export const WithoutBatch: Story = { args: {} };
