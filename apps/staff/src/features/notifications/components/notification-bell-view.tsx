import { ActionIcon, Button, Drawer, Group, Indicator, Popover, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Icon } from '../../../components/icons.tsx';
import type { NotificationRecord } from '../../../lib/live-events/live-event-types.ts';
import { badgeText, bellLabel } from '../relative-time.ts';
import { NotificationList, type NotificationListState } from './notification-list.tsx';

export interface NotificationBellViewProps {
  unread: number;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  list: NotificationListState;
  now: number;
  onOpenItem: (notification: NotificationRecord) => void;
  onMarkAllRead: () => void;
  markingAllRead?: boolean;
  /** Forces the narrow-screen drawer (stories); otherwise it follows the window's width. */
  mobile?: boolean;
}

function PanelHeader({
  unread,
  onMarkAllRead,
  markingAllRead,
}: Pick<NotificationBellViewProps, 'unread' | 'onMarkAllRead' | 'markingAllRead'>) {
  return (
    <Group justify="space-between" px="sm" py="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {unread > 0 ? `${new Intl.NumberFormat('en-US').format(unread)} unread` : 'All read'}
      </Text>
      <Button
        size="compact-xs"
        variant="subtle"
        disabled={unread === 0}
        loading={markingAllRead}
        onClick={onMarkAllRead}
      >
        Mark all read
      </Button>
    </Group>
  );
}

/**
 * The notification bell (spec §2 Top bar) as it looks: the unread count on the bell (99+ above 99), and
 * its panel, a popover under the bell or, on a phone, a drawer from the right.
 */
export function NotificationBellView({
  unread,
  opened,
  onOpenedChange,
  list,
  now,
  onOpenItem,
  onMarkAllRead,
  markingAllRead = false,
  mobile,
}: NotificationBellViewProps) {
  const narrow = useMediaQuery('(max-width: 36em)');
  const asDrawer = mobile ?? narrow === true;
  const badge = badgeText(unread);

  // A controlled popover leaves toggling to its target's own click.
  const bell = (
    <Indicator label={badge} size={16} disabled={badge === null} offset={6} color="red" inline>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={() => onOpenedChange(!opened)}
      >
        <Icon name="bell" size={20} />
      </ActionIcon>
    </Indicator>
  );
  const header = (
    <PanelHeader unread={unread} onMarkAllRead={onMarkAllRead} markingAllRead={markingAllRead} />
  );
  const items = <NotificationList {...list} now={now} onOpen={onOpenItem} />;

  if (asDrawer) {
    return (
      <>
        {bell}
        <Drawer
          opened={opened}
          onClose={() => onOpenedChange(false)}
          position="right"
          size="100%"
          padding={0}
          title={
            <Text fw={650} px="sm">
              Notifications
            </Text>
          }
        >
          {header}
          {items}
        </Drawer>
      </>
    );
  }

  return (
    // The bar is fixed, so the bell never scrolls out of view; detach-hiding would have nothing to do.
    <Popover
      opened={opened}
      onChange={onOpenedChange}
      position="bottom-end"
      width={360}
      shadow="md"
      withArrow
      hideDetached={false}
      trapFocus
      returnFocus
    >
      <Popover.Target>{bell}</Popover.Target>
      <Popover.Dropdown p={0} role="dialog" aria-label="Notifications">
        {header}
        {items}
      </Popover.Dropdown>
    </Popover>
  );
}
