import { api } from '../../../lib/api.ts';
import { notificationRecord, type NotificationRecord } from '../../../lib/live-events/live-event-types.ts';

/** The signed-in user's notifications (jobs CONTRACT.md "Notifications"), newest first. */
export const NOTIFICATIONS = 'notifications';

/** The SWR key of the bell's list. */
export const NOTIFICATION_LIST_KEY = [NOTIFICATIONS, 'latest'] as const;

/** How many the panel shows: the latest; older ones have done their work. */
export const PANEL_SIZE = 20;

/** `GET /api/notifications`: the latest, newest first. */
export const getLatestNotifications = (): Promise<NotificationRecord[]> =>
  api.list(
    NOTIFICATIONS,
    { order: ['createdAt DESC', 'id DESC'], limit: PANEL_SIZE },
    { schema: notificationRecord },
  );

/** `GET /api/notifications/count?where={"readAt":null}`: the unread ones, for the bell without live events. */
export async function getUnreadCount(): Promise<number> {
  const { count } = await api.count(NOTIFICATIONS, { readAt: null });
  return count;
}

/** `POST /api/notifications/{id}/read` (204). */
export async function markNotificationRead(id: number): Promise<void> {
  await api.create(`${NOTIFICATIONS}/${id}/read`, {});
}

/** `POST /api/notifications/read-all` (204). */
export async function markAllNotificationsRead(): Promise<void> {
  await api.create(`${NOTIFICATIONS}/read-all`, {});
}
