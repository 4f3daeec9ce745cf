import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressModal } from '../../components/progress/progress-modal.tsx';
import { SYNC_MESSAGE } from './use-salesforce-sync.ts';

/** What the whole window shows while the Salesforce sync runs (spec §4). */
const meta = {
  title: 'Salesforce sync/Synchronizing screen',
  component: ProgressModal,
  parameters: { layout: 'fullscreen' },
  args: { opened: true, message: SYNC_MESSAGE, fullScreen: true },
} satisfies Meta<typeof ProgressModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Synchronizing: Story = {};
