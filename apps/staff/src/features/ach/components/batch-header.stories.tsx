import type { Meta, StoryObj } from '@storybook/react-vite';
import { BATCH_BY_STATUS } from '../testing/ach-fixtures.ts';
import { BatchHeader } from './batch-header.tsx';

// The batch's summary card in the states that fill it in.
const meta = {
  title: 'ACH/Batch summary',
  component: BatchHeader,
  args: { batch: BATCH_BY_STATUS.DRAFT },
} satisfies Meta<typeof BatchHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Draft: Story = {};
export const Rejected: Story = { args: { batch: BATCH_BY_STATUS.REJECTED } };
export const FileGenerated: Story = { args: { batch: BATCH_BY_STATUS.FILE_GENERATED } };
export const Transmitted: Story = { args: { batch: BATCH_BY_STATUS.TRANSMITTED } };
