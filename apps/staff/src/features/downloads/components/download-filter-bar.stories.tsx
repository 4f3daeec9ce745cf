import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DOWNLOAD_LIST_DEFAULTS } from '../download-query.ts';
import { DownloadFilterBar } from './download-filter-bar.tsx';

const meta = {
  title: 'Tape Builder/Downloads filter bar',
  component: DownloadFilterBar,
  args: {
    filters: DOWNLOAD_LIST_DEFAULTS.filters,
    dateRange: null,
    onFiltersChange: fn(),
    onDateRangeChange: fn(),
    activeCount: 0,
    onReset: fn(),
    resetDisabled: true,
  },
} satisfies Meta<typeof DownloadFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every file the user may read. */
export const Defaults: Story = {};

/** The user's own XLSX files named like a tape. */
export const Filtered: Story = {
  args: { filters: { search: 'tape', type: 'XLSX', scope: 'mine' }, activeCount: 2, resetDisabled: false },
};
