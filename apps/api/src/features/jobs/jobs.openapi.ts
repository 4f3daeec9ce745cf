import type { ApiOperation } from '../../lib/openapi-operation.ts';

// Jobs, Downloads and notifications for the OpenAPI document; CONTRACT.md beside this file has the fields.
const own = 'The caller’s own (while impersonating, the impersonated user’s); no module permission is asked.';
const filter = '`?filter=` as every list: where, order, limit, skip, fields.';

export const jobOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/job-runs',
    tag: 'Jobs',
    summary: 'My job runs, newest first',
    description: `${own} ${filter} A run: type, module, title, status, progressDone/progressTotal, phase, counts, amountTotal, fileId, failureReason, attempts, cancellable.`,
    auth: true,
    responses: { 200: 'Job runs', 400: 'Invalid filter' },
  },
  {
    method: 'get',
    path: '/job-runs/count',
    tag: 'Jobs',
    summary: 'Count my job runs',
    auth: true,
    responses: { 200: '`{ count }`' },
  },
  {
    method: 'get',
    path: '/job-runs/{id}',
    tag: 'Jobs',
    summary: 'One of my job runs',
    auth: true,
    responses: { 200: 'The run', 404: 'Not one of mine' },
  },
  {
    method: 'post',
    path: '/job-runs/{id}/cancel',
    tag: 'Jobs',
    summary: 'Cancel a queued or running job where its type offers cancel',
    description: 'A queued run ends at once; a running one at its next chunk. Audited.',
    auth: true,
    responses: {
      204: 'Cancelled or cancelling',
      404: 'Not one of mine',
      409: 'JOB_FINISHED',
      422: 'JOB_NOT_CANCELLABLE',
    },
  },
  {
    method: 'get',
    path: '/events',
    tag: 'Jobs',
    summary: 'Server-sent events: my job progress, notifications and unread count',
    description:
      '`text/event-stream`: `job` (a run), `notification`, `unread` (`{ count }`), keep-alive comments every 15 s. ' +
      'Reconnect with `Last-Event-ID` to replay the notifications after it.',
    auth: true,
    responses: { 200: 'The stream', 401: 'Not signed in' },
  },
  {
    method: 'get',
    path: '/downloads',
    tag: 'Downloads',
    summary: 'Files I may read: mine, and others’ in a module and menu where I hold download',
    description: `${filter} Whole, unexpired files only: name, contentType, size, sha256, requestedByName, createdAt, expiresAt, downloadCount.`,
    auth: true,
    responses: { 200: 'Files', 400: 'Invalid filter' },
  },
  {
    method: 'get',
    path: '/downloads/count',
    tag: 'Downloads',
    summary: 'Count the files I may read',
    auth: true,
    responses: { 200: '`{ count }`' },
  },
  {
    method: 'get',
    path: '/downloads/{id}',
    tag: 'Downloads',
    summary: 'One file’s details',
    auth: true,
    responses: { 200: 'The file', 404: 'Missing or not mine to read' },
  },
  {
    method: 'get',
    path: '/downloads/{id}/file',
    tag: 'Downloads',
    summary: 'Download a file',
    description:
      'The bytes as an attachment, `ETag` the SHA-256, `Cache-Control: no-store`. Audited and counted.',
    auth: true,
    responses: { 200: 'The file', 404: 'Missing, expired or not mine to read' },
  },
  {
    method: 'get',
    path: '/notifications',
    tag: 'Notifications',
    summary: 'My notifications, newest first',
    description: `${own} ${filter}`,
    auth: true,
    responses: { 200: 'Notifications', 400: 'Invalid filter' },
  },
  {
    method: 'get',
    path: '/notifications/count',
    tag: 'Notifications',
    summary: 'Count my notifications (`?where={"readAt":null}` for unread)',
    auth: true,
    responses: { 200: '`{ count }`' },
  },
  {
    method: 'get',
    path: '/notifications/{id}',
    tag: 'Notifications',
    summary: 'One of my notifications',
    auth: true,
    responses: { 200: 'The notification', 404: 'Not one of mine' },
  },
  {
    method: 'post',
    path: '/notifications/{id}/read',
    tag: 'Notifications',
    summary: 'Mark one read',
    auth: true,
    responses: { 204: 'Read', 404: 'Not one of mine' },
  },
  {
    method: 'post',
    path: '/notifications/read-all',
    tag: 'Notifications',
    summary: 'Mark all mine read',
    auth: true,
    responses: { 204: 'Read' },
  },
];
