import { formatDate } from '../../components/data-table/utc-dates.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const ago = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'} ago`;

/**
 * When something happened, as people say it: `just now`, `5 minutes ago`, `3 hours ago`, `yesterday`,
 * `4 days ago`, then the date (MM/DD/YYYY, spec §9) from a week on.
 *
 * @example relativeTime('2026-11-27T10:00:00Z', Date.parse('2026-11-27T10:05:00Z')) // '5 minutes ago'
 */
export function relativeTime(iso: string, now: number): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 2 * DAY) return 'yesterday';
  if (elapsed < 7 * DAY) return ago(Math.floor(elapsed / DAY), 'day');
  return formatDate(iso);
}

const grouped = new Intl.NumberFormat('en-US');

/** The bell's badge: the count up to 99, then `99+`; nothing when none is unread. */
export const badgeText = (count: number): string | null =>
  count <= 0 ? null : count > 99 ? '99+' : String(count);

/** The bell's accessible name, its count with thousands grouped: `Notifications, 1,204 unread`. */
export const bellLabel = (count: number): string =>
  count > 0 ? `Notifications, ${grouped.format(count)} unread` : 'Notifications';

/** What opening a notification does: save its file, go to an app page, or nothing. */
export type NotificationTarget = { kind: 'file'; fileId: number } | { kind: 'page'; path: string } | null;

// The server links a job's file as its bytes' address; the contract's example is the app path form.
const FILE_LINK = /^\/(?:api\/downloads\/(\d+)\/file|downloads\/file\/(\d+))\/?$/;

/**
 * Where a notification leads: its file (downloaded through the API with the token, never by following
 * the link), else an app path the router opens. Links to other sites are not followed.
 *
 * @example notificationTarget({ link: '/downloads/file/17', fileId: null }) // { kind: 'file', fileId: 17 }
 */
export function notificationTarget({
  link,
  fileId,
}: {
  link: string | null;
  fileId: number | null;
}): NotificationTarget {
  const fileLink = link ? FILE_LINK.exec(link) : null;
  if (fileLink) return { kind: 'file', fileId: Number(fileLink[1] ?? fileLink[2]) };
  if (link && link.startsWith('/') && !link.startsWith('//')) return { kind: 'page', path: link };
  if (fileId !== null) return { kind: 'file', fileId };
  return null;
}
