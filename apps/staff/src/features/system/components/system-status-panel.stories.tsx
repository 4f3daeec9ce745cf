import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SystemStatusPanel } from './system-status-panel.tsx';

const meta = {
  title: 'System/SystemStatusPage',
  component: SystemStatusPanel,
  args: { productName: 'Lendline', onRetry: fn() },
} satisfies Meta<typeof SystemStatusPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ApiOk: Story = { args: { api: { state: 'ok', status: 'ok' } } };

export const Loading: Story = { args: { api: { state: 'loading' } } };

export const ApiError: Story = {
  args: { api: { state: 'error', message: 'Service Unavailable', retrying: false } },
};

export const Retrying: Story = {
  args: { api: { state: 'error', message: 'Service Unavailable', retrying: true } },
};
