import { Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACH_BATCH_STATUSES, ACH_ENTRY_STATUSES } from '@lendline/portfolio';
import { BatchStatusBadge, EntryStatusBadge } from './ach-badges.tsx';

// One colour per meaning: grey draft/closed, amber waiting, blue in progress, green settled, red failed.
const meta = {
  title: 'ACH/Status badges',
  component: BatchStatusBadge,
  args: { status: 'DRAFT' },
} satisfies Meta<typeof BatchStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BatchStatuses: Story = {
  render: () => (
    <Group gap="xs">
      {ACH_BATCH_STATUSES.map((status) => (
        <BatchStatusBadge key={status} status={status} />
      ))}
    </Group>
  ),
};

export const EntryStatuses: Story = {
  render: () => (
    <Group gap="xs">
      {ACH_ENTRY_STATUSES.map((status) => (
        <EntryStatusBadge
          key={status}
          status={status}
          title={status === 'HELD' ? 'Customer disputes' : null}
        />
      ))}
    </Group>
  ),
};
