import type { Meta, StoryObj } from '@storybook/react-vite';
import { BATCH_BY_STATUS, FILE_PREVIEW } from '../testing/ach-fixtures.ts';
import { FilePreviewPanel } from './file-preview-panel.tsx';

// The file the batch makes, its control totals against the batch's, and what the reader found wrong.
const meta = {
  title: 'ACH/File preview',
  component: FilePreviewPanel,
  args: { batch: BATCH_BY_STATUS.DRAFT, preview: FILE_PREVIEW },
} satisfies Meta<typeof FilePreviewPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Loading: Story = { args: { preview: undefined } };
export const Empty: Story = {
  args: {
    preview: {
      lines: [],
      totals: { entryCount: 0, debitTotal: 0, creditTotal: 0, entryHash: '0000000000' },
      problems: [],
    },
  },
};
export const Failed: Story = {
  name: 'Error',
  args: { preview: undefined, error: 'The server could not be reached.' },
};
/** The batch's totals and the control record disagree: shown red, never hidden. */
export const TotalsDiffer: Story = {
  args: {
    preview: {
      ...FILE_PREVIEW,
      totals: { ...FILE_PREVIEW.totals, debitTotal: 1284331.19 },
      problems: [{ path: '/batches/0/control', code: 'total', message: 'Debit total does not add up' }],
    },
  },
};
