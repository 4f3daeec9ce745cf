import type { PermissionMap } from '@lendline/permissions';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { App } from '../app/app.tsx';
import { routes } from '../app/routes.tsx';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { eventStreamResponse } from '../lib/live-events/testing/fake-event-stream.ts';
import { clearBrowserState } from './browser-state.ts';
import { json, mockApi, type ApiHandlers } from './mock-api.ts';

export const TEST_USER = { id: 7, userName: 'Avery Collins', token: 'test-token' } as const;

/** The role record the startup request returns; permissions as a map, sent as the JSON text the server stores. */
export interface TestRole {
  name?: string;
  status?: boolean;
  expireIn?: string | null;
  permissions?: PermissionMap;
}

export interface RenderAppOptions {
  /** The role's permission map; giving it (or `role`) signs the test user in. */
  permissions?: PermissionMap;
  role?: TestRole;
  /** Start signed in even without a permission map. */
  signedIn?: boolean;
  /** Extra or replacing API handlers, keyed `'METHOD /api/path/:param'`. */
  api?: ApiHandlers;
}

export interface RenderAppResult extends RenderResult {
  router: DataRouter;
  api: ReturnType<typeof mockApi>;
  /** Stands in for `location.reload()`, which the session calls after ending a session. */
  reload: ReturnType<typeof vi.fn>;
}

function storeSignedInUser() {
  const { cookies, local } = STORAGE_KEYS;
  document.cookie = `${cookies.token}=${TEST_USER.token}; path=/`;
  document.cookie = `${cookies.id}=${TEST_USER.id}; path=/`;
  document.cookie = `${cookies.userName}=${encodeURIComponent(TEST_USER.userName)}; path=/`;
  localStorage.setItem(local.token, TEST_USER.token);
}

/**
 * Renders the whole app at `url` against a fake API at the network boundary: the startup request answers
 * with the given role and permissions, logout with 204, and `api` adds or replaces handlers. Each render
 * gets its own SWR cache so no test sees another's responses.
 */
export function renderApp(url: string, options: RenderAppOptions = {}): RenderAppResult {
  const signedIn = options.signedIn ?? (options.permissions !== undefined || options.role !== undefined);
  const role = {
    name: 'Test Role',
    status: true,
    expireIn: null,
    ...options.role,
    permissions: JSON.stringify(options.role?.permissions ?? options.permissions ?? {}),
  };
  if (signedIn) storeSignedInUser();
  const api = mockApi({
    'GET /api/rgnts-apps-users/:id': () => json({ roleId: 3, permissions: role }),
    'POST /api/logout': () => new Response(null, { status: 204 }),
    // The shell's live events: a stream that stays open and quiet, and no unread notifications.
    'GET /api/events': () => eventStreamResponse().response,
    'GET /api/notifications/count': () => json({ count: 0 }),
    ...options.api,
  });
  const reload = vi.fn();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);

  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const result = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <App router={router} />
    </SWRConfig>,
  );
  return { ...result, router, api, reload };
}

/** Undoes what a rendered app leaves behind; register it with `afterEach(resetAfterTest)`. */
export function resetAfterTest() {
  cleanup();
  clearBrowserState();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
}
