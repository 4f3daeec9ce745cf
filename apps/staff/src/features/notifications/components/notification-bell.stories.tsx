import { Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FIXTURE_NOW, NOTIFICATION_FIXTURES } from '../testing/notification-fixtures.ts';
import { NotificationBellView } from './notification-bell-view.tsx';

const meta = {
  title: 'Shell/Notification bell',
  component: NotificationBellView,
  parameters: { layout: 'padded' },
  decorators: [
    // Room below the bell for its panel, which opens to the left of it.
    (Story) => (
      <Group justify="flex-end" w={420} h={520} align="flex-start">
        <Story />
      </Group>
    ),
  ],
  args: {
    unread: 2,
    opened: true,
    onOpenedChange: fn(),
    now: FIXTURE_NOW,
    list: { items: NOTIFICATION_FIXTURES, error: null, onRetry: fn() },
    onOpenItem: fn(),
    onMarkAllRead: fn(),
  },
} satisfies Meta<typeof NotificationBellView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two unread (marked, bold, tinted), then read ones; a file's notification offers its download. */
export const Full: Story = {};

/** The bell closed, with its count. */
export const Closed: Story = { args: { opened: false } };

/** More than 99 unread: the badge says 99+, the bell's name the whole count. */
export const ManyUnread: Story = { args: { unread: 1_204, opened: false } };

export const Loading: Story = { args: { list: { items: undefined, error: null, onRetry: fn() } } };

export const Empty: Story = { args: { unread: 0, list: { items: [], error: null, onRetry: fn() } } };

export const Failed: Story = {
  name: 'Error',
  args: { list: { items: undefined, error: 'The database is not answering.', onRetry: fn() } },
};

/** Everything read: Mark all read has nothing to do. */
export const AllRead: Story = {
  args: {
    unread: 0,
    list: {
      items: NOTIFICATION_FIXTURES.map((item) => ({ ...item, readAt: item.readAt ?? item.createdAt })),
      error: null,
      onRetry: fn(),
    },
  },
};

/** On a phone the panel is a drawer over the whole width (shown in the small-phone viewport). */
export const Mobile: Story = {
  args: { mobile: true },
  // Full-screen layout: the padded one's body padding shifts Mantine's fixed drawer 16 px right, clipping
  // its close button, which the app (no body padding) does not do. Storybook 10 picks the viewport from
  // globals (the older `parameters.viewport.defaultViewport` is ignored).
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
