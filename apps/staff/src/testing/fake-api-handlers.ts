import type { PermissionMap } from '@lendline/permissions';
import { json, type ApiCall, type ApiHandler, type ApiHandlers } from './mock-api.ts';

// Pieces the features' fake APIs are built from, so each fake states only what its own endpoints do.

/** The LoopBack filter a call carried in `?filter=`, `{}` when it carried none. */
export const filterOf = (call: ApiCall): Record<string, unknown> =>
  JSON.parse(call.url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;

/** The `?where=` a count request carried, `null` when it carried none. */
export const whereOf = (call: ApiCall): unknown =>
  JSON.parse(call.url.searchParams.get('where') ?? 'null') as unknown;

/** The rows of the page the call's filter asks for by skip and limit, all rows without. */
export function pageOf<Row>(rows: readonly Row[], call: ApiCall): Row[] {
  const { skip = 0, limit = rows.length } = filterOf(call) as { skip?: number; limit?: number };
  return rows.slice(skip, skip + limit);
}

/**
 * `pageOf`, with only the fields the filter names, as the server answers a list that names its fields:
 * a screen that reads a field it did not ask for then fails here as it would against the server.
 */
export function pageWithFieldsOf<Row extends object>(rows: readonly Row[], call: ApiCall): Partial<Row>[] {
  const { fields } = filterOf(call) as { fields?: (keyof Row & string)[] };
  const page = pageOf(rows, call);
  if (!fields) return page;
  return page.map((row) => Object.fromEntries(fields.map((field) => [field, row[field]])) as Partial<Row>);
}

/** A LoopBack list endpoint over `rows`: the page the filter's skip and limit ask for, all rows without. */
export function pagedList(rows: readonly unknown[]): ApiHandler {
  return (call) => json(pageOf(rows, call));
}

/** A CSV export as the server sends one: UTF-8 text with a byte-order mark, as an attachment. */
export function csvDownload(rows: string, fileName: string): ApiHandler {
  return () =>
    new Response(`\uFEFF${rows}`, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName}"`,
      },
    });
}

/**
 * The signed-in user's own record: the startup request reads the role with `permissions`, the list pages
 * read `config` (their saved settings) and save it back with a PATCH.
 */
export function signedInUser(roleName: string, permissions: PermissionMap, config?: unknown): ApiHandlers {
  const role = { name: roleName, status: true, expireIn: null, permissions: JSON.stringify(permissions) };
  return {
    'GET /api/rgnts-apps-users/:id': (call) =>
      readsPageConfig(call) ? json({ config }) : json({ roleId: 3, permissions: role }),
    'PATCH /api/rgnts-apps-users/:id': () => new Response(null, { status: 204 }),
  };
}

/** Whether a read of a user record asks for the page config alone, as the list pages do. */
export function readsPageConfig(call: ApiCall): boolean {
  const { fields } = filterOf(call) as { fields?: string[] };
  return fields?.length === 1 && fields[0] === 'config';
}

/**
 * Whether a read of a user record is the signed-in user's own (the startup role request, which includes
 * the role, or the page config), rather than a screen reading some user's record.
 */
export const readsOwnRecord = (call: ApiCall): boolean =>
  readsPageConfig(call) || filterOf(call).include !== undefined;

/**
 * A record's history as the server keeps it, newest first: what the fake adds gets the next id (from 100)
 * and a time a minute after the one before, so tests can tell the entries apart.
 */
export function fakeHistory<Entry extends { id: number; at: string }>(entries: readonly Entry[]) {
  const history = [...entries];
  let nextId = 100;
  return {
    entries: history,
    add(entry: Omit<Entry, 'id' | 'at'>): Entry {
      const at = new Date(Date.UTC(2026, 10, 21, 9, nextId - 100)).toISOString();
      const added = { ...entry, id: nextId++, at } as Entry;
      history.unshift(added);
      return added;
    },
  };
}
