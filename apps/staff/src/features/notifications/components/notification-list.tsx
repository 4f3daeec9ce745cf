import {
  Alert,
  Box,
  Button,
  EmptyState,
  Group,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import { Icon } from '../../../components/icons.tsx';
import type { NotificationRecord } from '../../../lib/live-events/live-event-types.ts';
import { relativeTime } from '../relative-time.ts';
import classes from './notification-list.module.css';

export interface NotificationListState {
  /** Undefined while the first answer is on its way. */
  items: NotificationRecord[] | undefined;
  /** The server's message when the list failed. */
  error: string | null;
  onRetry: () => void;
}

export interface NotificationListProps extends NotificationListState {
  /** The time relative times count from. */
  now: number;
  onOpen: (notification: NotificationRecord) => void;
}

function Loading() {
  return (
    <Stack gap="sm" p="sm" aria-label="Loading notifications" aria-busy="true">
      {[0, 1, 2].map((row) => (
        <Stack key={row} gap={6}>
          <Skeleton height={12} width="70%" />
          <Skeleton height={10} width="90%" />
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The bell's notifications, newest first: each a button that opens it (its file or its page) with the
 * title, the body, when, and an unread marker said in words too. Loading, failed and empty have their
 * own states.
 */
export function NotificationList({ items, error, onRetry, now, onOpen }: NotificationListProps) {
  if (error !== null) {
    return (
      <Alert color="red" title="Notifications could not be loaded" m="sm">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error}</Text>
          <Button size="xs" variant="default" onClick={onRetry}>
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (items === undefined) return <Loading />;
  if (items.length === 0) {
    return (
      <EmptyState
        size="sm"
        icon={<Icon name="bell" size={20} />}
        withIndicatorBackground
        title="No notifications"
        description="You are all caught up. Finished exports and other long work are announced here."
      />
    );
  }
  return (
    <Box component="ul" aria-label="Notifications" className={classes.list}>
      {items.map((item) => {
        const unread = item.readAt === null;
        return (
          <li key={item.id} className={classes.item} data-unread={unread || undefined}>
            <UnstyledButton className={classes.button} onClick={() => onOpen(item)}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <span className={classes.marker} aria-hidden="true" />
                <Stack gap={2} miw={0} style={{ flex: 1 }}>
                  <Text size="sm" fw={unread ? 650 : 500} lh={1.3}>
                    {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
                    {item.title}
                  </Text>
                  {item.body && (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {item.body}
                    </Text>
                  )}
                  <Group gap={6} wrap="nowrap">
                    <Text size="xs" c="dimmed" title={`${formatDateTime(item.createdAt)} UTC`}>
                      {relativeTime(item.createdAt, now)}
                    </Text>
                    {item.fileId !== null && (
                      <Text size="xs" c="blue.7" span>
                        <Group gap={2} wrap="nowrap" component="span">
                          <Icon name="download" size={12} /> Download
                        </Group>
                      </Text>
                    )}
                  </Group>
                </Stack>
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </Box>
  );
}
