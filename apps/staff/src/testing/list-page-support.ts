import type { PermissionMap } from '@lendline/permissions';
import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { filterOf } from './fake-api-handlers.ts';
import { apiError, type ApiCall, type ApiHandler, type ApiHandlers } from './mock-api.ts';
import { renderApp, TEST_USER } from './render-app.tsx';

// What the tests of a feature's list and details pages ask of the fake API's record of calls.

/**
 * A feature's render function: the app at `url` over the feature's fake API, signed in with the options'
 * role (the feature's default when they name none), and `api` adding or replacing handlers.
 */
export function renderOverFake<Options extends { permissions?: PermissionMap }>(
  fakeApi: (options?: Options) => ApiHandlers,
  defaults: { permissions: PermissionMap; url: string },
) {
  return (options: Partial<Options> = {}, api: ApiHandlers = {}, url = defaults.url) => {
    const permissions = options.permissions ?? defaults.permissions;
    return renderApp(url, {
      permissions,
      api: { ...fakeApi({ ...options, permissions } as Options), ...api },
    });
  };
}

/** The list requests to `path` (not its count, records or export), oldest first. */
export const listRequests = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.method === 'GET' && call.path === path);

/** The filter of the latest list request to `path`. */
export const lastListFilter = (calls: ApiCall[], path: string) => filterOf(listRequests(calls, path).at(-1)!);

/** The `where` of the latest list request: the `and` of the filters set, or none. */
export const lastWhere = (calls: ApiCall[], path: string) =>
  lastListFilter(calls, path).where as { and: unknown[] } | undefined;

/** Waits for the list page to save the user's page config, and gives the config it saved. */
export function savedPageConfig(calls: ApiCall[]): Promise<Record<string, unknown>> {
  return vi.waitFor(
    () => {
      const patch = calls.findLast(
        (call) => call.method === 'PATCH' && call.path === `/api/rgnts-apps-users/${TEST_USER.id}`,
      );
      if (!patch) throw new Error('not saved yet');
      return (JSON.parse(patch.body) as { config: Record<string, unknown> }).config;
    },
    { timeout: 3_000 },
  );
}

/**
 * Catches the file a page downloads: the blob becomes `blobUrl` and the link is not followed. `link()`
 * gives the anchor the page clicked, with its file name.
 */
export function catchDownload(blobUrl: string) {
  const createObjectURL = vi.fn((_blob: Blob) => blobUrl);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { createObjectURL, link: () => click.mock.contexts[0] as HTMLAnchorElement };
}

/**
 * Takes a list page through a failed load and its Retry: the page must name the failure with the
 * server's message, then, the server answering again with no rows, show its empty state. `render`
 * renders the page with `list` answering its list requests.
 */
export async function checkRetryAfterFailure(
  render: (list: ApiHandler) => unknown,
  texts: { failed: string; empty: string },
): Promise<void> {
  const message = 'The database is not answering.';
  let failing = true;
  render(() => (failing ? apiError(500, message) : Response.json([])));
  await screen.findByRole('heading', { name: texts.failed });
  screen.getByText(message);
  failing = false;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await screen.findByText(texts.empty);
}

/** Clicks the page's Export CSV, waits until the file is ready, and gives the export request to `path`. */
export async function exportCsv(calls: ApiCall[], path: string): Promise<ApiCall> {
  fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await screen.findByText('Export ready');
  const request = calls.find((call) => call.path === path);
  if (!request) throw new Error(`no request to ${path}`);
  return request;
}
