import type { NotificationRecord } from '../../../lib/live-events/live-event-types.ts';

/** The moment the fixtures are read at: a few minutes after the newest. */
export const FIXTURE_NOW = Date.parse('2026-11-27T10:05:00.000Z');

const notification = (change: Partial<NotificationRecord> & Pick<NotificationRecord, 'id' | 'title'>) => ({
  kind: 'job-succeeded',
  body: null,
  link: null,
  jobRunId: null,
  fileId: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  readAt: null,
  ...change,
});

/** Newest first, as the server lists them: two unread, then read ones. */
export const NOTIFICATION_FIXTURES: NotificationRecord[] = [
  notification({
    id: 45,
    title: 'Contracts export (CSV) is ready',
    body: '12,400 rows of Informational Invoices contracts.',
    link: '/api/downloads/17/file',
    jobRunId: 31,
    fileId: 17,
    createdAt: '2026-11-27T10:02:00.000Z',
  }),
  notification({
    id: 44,
    kind: 'job-failed',
    title: 'Contracts export (XLSX) failed',
    body: 'The export stopped: the contracts table could not be read. Try again in a few minutes.',
    jobRunId: 30,
    createdAt: '2026-11-27T07:40:00.000Z',
  }),
  notification({
    id: 43,
    kind: 'salesforce-sync-finished',
    title: 'Salesforce Sync finished',
    body: '1,204 accounts and 3,310 contracts brought up to date.',
    link: '/informationalInvoices/downloads/list',
    createdAt: '2026-11-26T09:00:00.000Z',
    readAt: '2026-11-26T09:10:00.000Z',
  }),
  notification({
    id: 40,
    title: 'Inquiries export (CSV) is ready',
    link: '/api/downloads/12/file',
    fileId: 12,
    createdAt: '2026-11-12T16:30:00.000Z',
    readAt: '2026-11-12T16:31:00.000Z',
  }),
];
