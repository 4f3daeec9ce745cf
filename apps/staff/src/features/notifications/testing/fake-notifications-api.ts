import { json, type ApiCall, type ApiHandlers } from '../../../testing/mock-api.ts';
import { NOTIFICATION_FIXTURES } from './notification-fixtures.ts';

const noContent = () => new Response(null, { status: 204 });

/** The notification calls made so far: reads of the list, marks read. */
export const notificationCalls = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

/**
 * The notification endpoints of the jobs contract over fixture rows: the latest, the unread count (by
 * `readAt: null`), mark one read and mark all read, and a stored file to download.
 */
export function fakeNotificationsApi(notifications = NOTIFICATION_FIXTURES): ApiHandlers {
  return {
    'GET /api/notifications': () => json(notifications),
    'GET /api/notifications/count': () =>
      json({ count: notifications.filter((item) => !item.readAt).length }),
    'POST /api/notifications/read-all': noContent,
    'POST /api/notifications/:id/read': noContent,
    'GET /api/downloads/:id/file': (_call, { id }) =>
      new Response('Contract\r\n', {
        headers: {
          'content-type': 'text/csv',
          'content-disposition': `attachment; filename="export-${id}.csv"`,
        },
      }),
  };
}
