import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { VENDOR_LIST_DEFAULTS } from '../vendor-query.ts';
import { VendorFilterBar } from './vendor-filter-bar.tsx';

const meta = {
  title: 'Vendor Quote/Vendor filter bar',
  component: VendorFilterBar,
  args: {
    filters: VENDOR_LIST_DEFAULTS.filters,
    dateRange: null,
    onFiltersChange: fn(),
    onDateRangeChange: fn(),
    activeCount: 0,
    onReset: fn(),
    resetDisabled: true,
  },
} satisfies Meta<typeof VendorFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};

export const Filtered: Story = {
  args: {
    filters: { search: 'paving', status: 'active', enrolled: 'yes', state: 'TX' },
    activeCount: 3,
    resetDisabled: false,
  },
};
