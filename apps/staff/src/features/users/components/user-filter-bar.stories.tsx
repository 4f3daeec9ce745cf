import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ROLE_OPTIONS } from '../testing/user-fixtures.ts';
import { USER_LIST_DEFAULTS } from '../user-query.ts';
import { UserFilterBar } from './user-filter-bar.tsx';

const meta = {
  title: 'Users/Filter bar',
  component: UserFilterBar,
  args: {
    filters: USER_LIST_DEFAULTS.filters,
    dateRange: null,
    onFiltersChange: fn(),
    onDateRangeChange: fn(),
    roles: ROLE_OPTIONS,
    rolesUnavailable: false,
    activeCount: 0,
    onReset: fn(),
    resetDisabled: true,
  },
} satisfies Meta<typeof UserFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};

export const Filtered: Story = {
  args: {
    filters: { search: 'del', name: '', email: '@example.com', status: 'invited', roleId: '2' },
    dateRange: ['2026-10-01', '2026-10-31'],
    activeCount: 4,
    resetDisabled: false,
  },
};

export const RolesUnavailable: Story = { args: { roles: [], rolesUnavailable: true } };
