import { Anchor, Badge } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClippedText } from './clipped-text.tsx';
import { DataTable, type DataColumn } from './data-table.tsx';
import type { ColumnSettings } from './list-settings.ts';
import { RowActions } from './row-actions.tsx';

interface Lease {
  id: number;
  number: string;
  customer: string;
  status: 'Active' | 'Not invoiced' | 'Pending booking';
  financed: string;
  commenced: string;
  notes: string;
}

const STATUS_COLORS = { Active: 'green', 'Not invoiced': 'orange', 'Pending booking': 'blue' } as const;

const LEASES: Lease[] = [
  ['EL-2026-003314', 'Yamamoto Family Dental Practice of Greater Sacramento LLC', 'Pending booking'],
  ['EL-2026-003392', 'Meridian Imaging Centers', 'Not invoiced'],
  ['EL-2026-003354', 'Birch Paving', 'Active'],
].map(([number, customer, status], index) => ({
  id: index + 1,
  number: number!,
  customer: customer!,
  status: status as Lease['status'],
  financed: ['$112,868.55', '$16,853.23', '$1,204,331.20'][index]!,
  commenced: ['01/29/2026', '01/26/2026', '01/23/2026'][index]!,
  notes: 'Customer asked for a copy of the schedule',
}));

// The number, customer, status and actions always show (priority 1); the rest give way in turn.
const columns: DataColumn<Lease>[] = [
  {
    key: 'number',
    header: 'Contract',
    width: 150,
    priority: 1,
    cell: (lease) => <Anchor size="sm">{lease.number}</Anchor>,
  },
  {
    key: 'customer',
    header: 'Customer',
    width: 200,
    priority: 1,
    cell: (lease) => <ClippedText>{lease.customer}</ClippedText>,
  },
  {
    key: 'status',
    header: 'Status',
    width: 170,
    priority: 1,
    cell: (lease) => (
      <Badge size="sm" radius="sm" variant="light" color={STATUS_COLORS[lease.status]}>
        {lease.status}
      </Badge>
    ),
  },
  { key: 'financed', header: 'Financed', align: 'right', width: 130, cell: (lease) => lease.financed },
  { key: 'commenced', header: 'Commenced', width: 120, priority: 3, cell: (lease) => lease.commenced },
  {
    key: 'notes',
    header: 'Notes',
    width: 260,
    priority: 4,
    cell: (lease) => <ClippedText>{lease.notes}</ClippedText>,
  },
  {
    key: 'actions',
    header: 'Actions',
    hideHeader: true,
    align: 'right',
    width: 64,
    priority: 1,
    cell: (lease) => (
      <RowActions
        label={`Actions for ${lease.number}`}
        actions={[{ label: 'Open details', onClick: fn() }]}
      />
    ),
  },
];

/** The table in a box of the given width, as the list's page would lay it out. */
const inBox =
  (width: number) =>
  (Story: ComponentType): React.JSX.Element => (
    <div style={{ width }}>
      <Story />
    </div>
  );

const meta = {
  title: 'List toolkit/Columns',
  component: DataTable<Lease>,
  args: {
    label: 'Contracts',
    columns,
    rows: LEASES,
    rowKey: (lease: Lease) => lease.id,
    empty: null,
    pinLastColumn: true,
    columnSettings: {},
  },
  render: function Render(args) {
    const [settings, setSettings] = useState<ColumnSettings>(args.columnSettings ?? {});
    return <DataTable {...args} columnSettings={settings} onColumnSettingsChange={setSettings} />;
  },
} satisfies Meta<typeof DataTable<Lease>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 1366 px screen's list box (1100 px): every column fits; the long customer clips, the badges never. */
export const Fitted: Story = { decorators: [inBox(1100)] };

/** A narrower box: Notes (priority 4), then Commenced (3) give way; name, status and actions stay. */
export const NarrowBox: Story = { decorators: [inBox(800)] };

/** The user chose Notes and hid Financed: the choice wins, the rest fit around it. */
export const ChosenColumns: Story = {
  decorators: [inBox(800)],
  args: { columnSettings: { columns: { notes: true, financed: false } } },
};

/**
 * The user moved Status before Customer and Financed to the end (the saved order names a column the
 * table no longer has, which is ignored): the contract number stays first and the actions last.
 */
export const Reordered: Story = {
  decorators: [inBox(1100)],
  args: {
    columnSettings: { columnOrder: ['status', 'customer', 'retired', 'commenced', 'notes', 'financed'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers.slice(0, 3)).toEqual(['Contract', 'Status', 'Customer']);
    await expect(headers.at(-2)).toBe('Financed');
  },
};

/** The reordered set with the Columns menu open: the rows list that order, each with Move up and Move down. */
export const ReorderedMenuOpen: Story = {
  ...Reordered,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    // The menu opens in a portal, with a transition (still taken for hidden while it runs): wait for it.
    const menu = await within(canvasElement.ownerDocument.body).findByRole('group', {
      name: 'Columns',
      hidden: true,
    });
    // The menu's movable rows in order, read from their Move up buttons' names.
    const order = () =>
      within(menu)
        .getAllByRole('button', { name: /^Move .* up$/, hidden: true })
        .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    const before = order().indexOf('Move Financed up');
    await userEvent.click(within(menu).getByRole('button', { name: 'Move Financed up', hidden: true }));
    await expect(order().indexOf('Move Financed up')).toBe(before - 1);
  },
};

/** The Columns menu open: locked columns are ticked and greyed; "Reset columns" drops the choices and the order. */
export const MenuOpen: Story = {
  decorators: [inBox(800)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('group', {
      name: 'Columns',
      hidden: true,
    });
    // At 800 px Notes gives way; where there is room (a test without layout) it shows: the tick turns it
    // the other way either way.
    const shown = () => canvas.queryByRole('columnheader', { name: 'Notes' }) !== null;
    const before = shown();
    await userEvent.click(within(menu).getByRole('checkbox', { name: 'Notes', hidden: true }));
    await expect(shown()).toBe(!before);
  },
};

/** A phone: below 640 px the table scrolls sideways, the first column and the actions stay in view. */
export const Phone: Story = { decorators: [inBox(358)] };
