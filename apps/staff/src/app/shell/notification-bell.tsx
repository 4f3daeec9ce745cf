import { ActionIcon, EmptyState, Popover } from '@mantine/core';
import { Icon } from '../../components/icons.tsx';

/**
 * The notification bell (spec §2 Top bar). The spec names no notification source or call, so it says
 * honestly that there is nothing to show rather than inventing items.
 */
export function NotificationBell() {
  return (
    // The bar is fixed, so the bell never scrolls out of view; detach-hiding would have nothing to do.
    <Popover position="bottom-end" width={280} shadow="md" withArrow hideDetached={false}>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Notifications">
          <Icon name="bell" size={20} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <EmptyState
          size="sm"
          icon={<Icon name="bell" size={20} />}
          withIndicatorBackground
          title="No notifications"
          description="You are all caught up."
        />
      </Popover.Dropdown>
    </Popover>
  );
}
