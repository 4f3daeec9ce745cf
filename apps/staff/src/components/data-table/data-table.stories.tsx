import { Anchor, Badge, Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTable, type DataColumn } from './data-table.tsx';
import type { SortState } from './list-settings.ts';
import { TableEmptyState } from './table-states.tsx';
import { formatDate } from './utc-dates.ts';

interface Batch {
  id: number;
  name: string;
  status: 'Approved' | 'Pending' | 'Returned';
  entries: number;
  total: string;
  settles: string;
}

const STATUS_COLORS = { Approved: 'green', Pending: 'orange', Returned: 'red' } as const;

const BATCHES: Batch[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: `2026-11-${String(index + 2).padStart(2, '0')}-A`,
  status: (['Approved', 'Pending', 'Returned'] as const)[index % 3]!,
  entries: 120 + index * 37,
  total: `$${(184_331.2 + index * 12_345.67).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  settles: `2026-11-${String(index + 4).padStart(2, '0')}T00:00:00.000Z`,
}));

const columns: DataColumn<Batch>[] = [
  {
    key: 'name',
    header: 'Batch',
    sortable: true,
    width: 150,
    cell: (batch) => <Anchor size="sm">{batch.name}</Anchor>,
  },
  {
    key: 'status',
    header: 'Status',
    width: 100,
    cell: (batch) => (
      <Badge size="sm" radius="sm" variant="light" color={STATUS_COLORS[batch.status]}>
        {batch.status}
      </Badge>
    ),
  },
  { key: 'entries', header: 'Entries', align: 'right', width: 80, cell: (batch) => batch.entries },
  { key: 'total', header: 'Total', align: 'right', sortable: true, width: 130, cell: (batch) => batch.total },
  {
    key: 'settles',
    header: 'Settles (UTC)',
    sortable: true,
    firstSortDirection: 'desc',
    width: 110,
    cell: (batch) => formatDate(batch.settles),
  },
];

const meta = {
  title: 'List toolkit/Data table',
  component: DataTable<Batch>,
  args: {
    label: 'ACH batches',
    columns,
    rows: BATCHES,
    rowKey: (batch: Batch) => batch.id,
    skeletonRows: 8,
    onRowClick: fn(),
    empty: (
      <TableEmptyState
        title="No batches yet"
        description="ACH batches collect the debits of one settlement day. Create the first one from the approved payments."
        action={<Button size="xs">New batch</Button>}
      />
    ),
  },
  render: function Render(args) {
    const [sort, setSort] = useState<SortState | null>({ field: 'settles', direction: 'desc' });
    return <DataTable {...args} sort={sort} onSortChange={setSort} />;
  },
} satisfies Meta<typeof DataTable<Batch>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Batch' }));
    await expect(canvas.getByRole('columnheader', { name: 'Batch' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

export const Loading: Story = { args: { rows: undefined } };

/** A newer page is on its way: the previous rows stay, dimmed, so nothing jumps. */
export const Refreshing: Story = { args: { refreshing: true } };

export const Empty: Story = { args: { rows: [] } };

export const Failed: Story = {
  name: 'Error',
  args: {
    error: {
      title: 'Failed to fetch batches',
      message: 'The server could not be reached. Check your connection and try again.',
      onRetry: fn(),
    },
  },
};

/** At 390 px the table scrolls sideways; the first column stays put. */
export const NarrowScreen: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
};
