import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import { errorMessage } from '../../../lib/error-message.ts';
import { downloadStoredFile } from '../../../lib/jobs.ts';
import type { NotificationRecord } from '../../../lib/live-events/live-event-types.ts';
import { useLiveEvent, useLiveEvents } from '../../../lib/live-events/live-events.tsx';
import { showErrorToast } from '../../../lib/toast.ts';
import {
  getLatestNotifications,
  getUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_LIST_KEY,
  PANEL_SIZE,
} from '../api/notifications.ts';
import { notificationTarget } from '../relative-time.ts';
import { NotificationBellView } from './notification-bell-view.tsx';

/** How often the bell asks for its count while the live events are down. */
export const UNREAD_POLL_MS = 30_000;

/**
 * The unread count: from the live events' `unread`, or, while they are not flowing, from
 * `GET /api/notifications/count` every 30 s.
 */
function useUnreadCount() {
  const live = useLiveEvents();
  const [count, setCount] = useState(0);
  // Counts the live counts received, so an answer to a poll sent before one of them is not taken.
  const received = useRef(0);
  useLiveEvent('unread', (event) => {
    received.current += 1;
    setCount(event.count);
  });
  // Connecting counts as down, so a stream that keeps failing to connect does not restart the polling.
  const polling = live.status !== 'open' && live.status !== 'signed-out';
  useEffect(() => {
    if (!polling) return;
    let active = true;
    const ask = () => {
      const before = received.current;
      void getUnreadCount().then(
        (unread) => active && before === received.current && setCount(unread),
        () => undefined,
      );
    };
    ask();
    const poll = setInterval(ask, UNREAD_POLL_MS);
    return () => {
      active = false;
      clearInterval(poll);
    };
  }, [polling]);
  return [count, setCount] as const;
}

const markRead = (list: NotificationRecord[] | undefined, ids: 'all' | number, at: string) =>
  list?.map((item) =>
    item.readAt === null && (ids === 'all' || item.id === ids) ? { ...item, readAt: at } : item,
  );

/**
 * The notification bell with its data: the unread count live, the latest notifications when the panel
 * opens (and each new one as it arrives), opening one marks it read and saves its file or goes to its
 * page, and "Mark all read".
 */
export function NotificationBell() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [opened, setOpened] = useState(false);
  const [now, setNow] = useState(0);
  const [markingAll, setMarkingAll] = useState(false);
  const [unread, setUnread] = useUnreadCount();
  const list = useSWR(opened ? NOTIFICATION_LIST_KEY : null, getLatestNotifications, {
    shouldRetryOnError: false,
  });
  const update = (change: (items: NotificationRecord[] | undefined) => NotificationRecord[] | undefined) =>
    void mutate(NOTIFICATION_LIST_KEY, change, { revalidate: false });

  useLiveEvent('notification', (notification) =>
    update((items) =>
      items
        ? [notification, ...items.filter((item) => item.id !== notification.id)].slice(0, PANEL_SIZE)
        : items,
    ),
  );

  const toggle = (next: boolean) => {
    if (next) setNow(Date.now());
    setOpened(next);
  };

  const openItem = (item: NotificationRecord) => {
    if (item.readAt === null) {
      update((items) => markRead(items, item.id, new Date().toISOString()));
      setUnread((count) => Math.max(0, count - 1));
      markNotificationRead(item.id).catch((failure: unknown) => {
        showErrorToast('Error', errorMessage(failure, 'The notification could not be marked read.'));
        void list.mutate();
      });
    }
    const target = notificationTarget(item);
    if (target?.kind === 'page') {
      setOpened(false);
      void navigate(target.path);
    } else if (target?.kind === 'file') {
      downloadStoredFile(target.fileId).catch((failure: unknown) =>
        showErrorToast('Error', errorMessage(failure, 'The file could not be downloaded.')),
      );
    }
  };

  const markAllRead = async () => {
    setMarkingAll(true);
    try {
      await markAllNotificationsRead();
      update((items) => markRead(items, 'all', new Date().toISOString()));
      setUnread(0);
    } catch (failure) {
      showErrorToast('Error', errorMessage(failure, 'The notifications could not be marked read.'));
    } finally {
      setMarkingAll(false);
    }
  };

  return (
    <NotificationBellView
      unread={unread}
      opened={opened}
      onOpenedChange={toggle}
      now={now}
      list={{
        items: list.data,
        error: list.error ? errorMessage(list.error, 'The server did not answer. Try again.') : null,
        onRetry: () => void list.mutate(),
      }}
      onOpenItem={openItem}
      onMarkAllRead={() => void markAllRead()}
      markingAllRead={markingAll}
    />
  );
}
