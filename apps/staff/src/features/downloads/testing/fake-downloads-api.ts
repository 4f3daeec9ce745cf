import type { PermissionMap } from '@lendline/permissions';
import { pagedList, signedInUser } from '../../../testing/fake-api-handlers.ts';
import { json, type ApiCall, type ApiHandlers } from '../../../testing/mock-api.ts';
import type { DownloadRecord } from '../api/downloads-resource.ts';
import { DOWNLOAD_FIXTURES } from './download-fixtures.ts';

/** Tape Builder › Downloads in full. */
export const DOWNLOADS_FULL: PermissionMap = { dataTapes: { Downloads: { view: true, download: true } } };

/** May see the list, not save the files. */
export const DOWNLOADS_VIEW_ONLY: PermissionMap = { dataTapes: { Downloads: { view: true } } };

export interface FakeDownloadsApiOptions {
  permissions?: PermissionMap;
  files?: DownloadRecord[];
  /** The signed-in user's stored page config. */
  config?: unknown;
}

/** The Downloads list requests (not counts or files) made so far. */
export const downloadListCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/downloads');

/**
 * The Downloads endpoints of the jobs contract over fixture rows: pages by skip and limit (the where and
 * order are what tests inspect, not applied), the count, and a file's bytes as an attachment.
 */
export function fakeDownloadsApi({
  permissions = DOWNLOADS_FULL,
  files = DOWNLOAD_FIXTURES,
  config,
}: FakeDownloadsApiOptions = {}): ApiHandlers {
  return {
    ...signedInUser('Tape desk', permissions, config),
    'GET /api/downloads': pagedList(files),
    'GET /api/downloads/count': () => json({ count: files.length }),
    'GET /api/downloads/:id/file': (_call, { id }) => {
      const file = files.find((candidate) => String(candidate.id) === id);
      if (!file)
        return json({ error: { statusCode: 404, name: 'NotFoundError', message: 'Entity not found' } }, 404);
      return new Response('Contract\r\n', {
        headers: {
          'content-type': file.contentType,
          'content-disposition': `attachment; filename="${file.name}"`,
          'cache-control': 'no-store',
        },
      });
    },
  };
}
