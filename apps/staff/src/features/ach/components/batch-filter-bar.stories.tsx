import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ACH_BATCH_LIST_DEFAULTS } from '../ach-query.ts';
import { BatchFilterBar } from './batch-filter-bar.tsx';

const meta = {
  title: 'ACH/Batch filters',
  component: BatchFilterBar,
  args: {
    filters: ACH_BATCH_LIST_DEFAULTS.filters,
    dateRange: null,
    onFiltersChange: fn(),
    onDateRangeChange: fn(),
    onReset: fn(),
    resetDisabled: true,
    activeCount: 0,
  },
} satisfies Meta<typeof BatchFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};

/** Drafts and rejected batches of November, CCD only. */
export const Filtered: Story = {
  args: {
    filters: { search: 'lease', status: 'DRAFT,REJECTED', purpose: '', secCode: 'CCD' },
    dateRange: ['2026-11-01', '2026-11-30'],
    resetDisabled: false,
    activeCount: 3,
  },
};
