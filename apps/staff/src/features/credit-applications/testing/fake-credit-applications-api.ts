import type { CreditApplicationRecord } from '@lendline/validation';
import type { PermissionMap } from '@lendline/permissions';
import { json, type ApiCall, type ApiHandlers } from '../../../testing/mock-api.ts';
import type { ApplicationEventRecord, ApplicationRow } from '../api/credit-applications-resource.ts';
import {
  APPLICATION_DETAIL,
  APPLICATION_EVENTS,
  APPLICATION_ROWS,
  PLAIN_NUMBERS,
} from './credit-application-fixtures.ts';

/** Inquiries with every action: work, export and reveal. */
export const APPLICATIONS_ADMIN: PermissionMap = {
  loanCalculator: { Inquiries: { view: true, create: true, download: true } },
};

/** Work applications, but neither export nor reveal. */
export const APPLICATIONS_WORKER: PermissionMap = {
  loanCalculator: { Inquiries: { view: true, create: true } },
};

export const APPLICATIONS_VIEW_ONLY: PermissionMap = { loanCalculator: { Inquiries: { view: true } } };

export interface FakeApplicationsApiOptions {
  permissions?: PermissionMap;
  rows?: ApplicationRow[];
  detail?: CreditApplicationRecord;
  events?: ApplicationEventRecord[];
  /** The signed-in user's stored page config. */
  config?: unknown;
}

export const filterOf = (call: ApiCall): Record<string, unknown> =>
  JSON.parse(call.url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;

/** The list requests (not counts, records or exports) made so far. */
export const listCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/credit-applications');

const TRANSITIONS: Record<string, string[]> = {
  submitted: ['received', 'withdrawn'],
  received: ['in_review', 'withdrawn'],
  in_review: ['approved', 'conditionally_approved', 'declined', 'withdrawn'],
};

/**
 * The credit application API over fixtures, as CONTRACT.md describes it: pages by skip and limit (the
 * where and order are what tests inspect), the count, the masked record, its history (a status PATCH
 * adds an event, or answers 422 on a move the workflow forbids; a note POST adds one), the reveal, the
 * CSV export, and the user's role and page config.
 */
export function fakeCreditApplicationsApi({
  permissions = APPLICATIONS_ADMIN,
  rows = APPLICATION_ROWS,
  detail = APPLICATION_DETAIL,
  events = APPLICATION_EVENTS,
  config,
}: FakeApplicationsApiOptions = {}) {
  const role = { name: 'Credit Desk', status: true, expireIn: null };
  let record = { ...detail };
  const history = [...events];
  let nextId = 100;
  const at = () => new Date(Date.UTC(2026, 10, 21, 9, nextId - 100)).toISOString();
  const notFound = (id: string) =>
    json({ error: { statusCode: 404, message: `Entity not found: CreditApplication with id ${id}` } }, 404);
  return {
    'GET /api/credit-applications': (call) => {
      const { skip = 0, limit = rows.length } = filterOf(call) as { skip?: number; limit?: number };
      return json(rows.slice(skip, skip + limit));
    },
    'GET /api/credit-applications/export.csv': () =>
      new Response('\uFEFFReference,Business\r\nCA-2611-01Q4KM,Bellini Excavation LLC\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="credit-applications-2026-11-21.csv"',
        },
      }),
    'GET /api/credit-applications/:id': (_call, { id }) => {
      if (id === 'count') return json({ count: rows.length });
      return id === String(record.id) ? json(record) : notFound(id!);
    },
    'PATCH /api/credit-applications/:id': (call) => {
      const { status } = JSON.parse(call.body) as { status: CreditApplicationRecord['status'] };
      if (!(TRANSITIONS[record.status] ?? []).includes(status)) {
        return json(
          {
            error: {
              statusCode: 422,
              name: 'UnprocessableEntityError',
              message: `An application that is ${record.status} cannot move to ${status}`,
            },
          },
          422,
        );
      }
      history.unshift({
        id: nextId++,
        at: at(),
        actorId: 7,
        actorName: 'Avery Collins',
        kind: 'status',
        fromStatus: record.status,
        toStatus: status,
        note: null,
      });
      record = { ...record, status };
      return new Response(null, { status: 204 });
    },
    'GET /api/credit-applications/:id/events': () => json(history),
    'POST /api/credit-applications/:id/events': (call) => {
      const { note } = JSON.parse(call.body) as { note: string };
      const event: ApplicationEventRecord = {
        id: nextId++,
        at: at(),
        actorId: 7,
        actorName: 'Avery Collins',
        kind: 'note',
        fromStatus: null,
        toStatus: null,
        note,
      };
      history.unshift(event);
      return json(event);
    },
    'POST /api/credit-applications/:id/reveal': (call) => {
      const { field, owner } = JSON.parse(call.body) as { field: string; owner?: number };
      const value = PLAIN_NUMBERS[owner === undefined ? field : `${field}:${owner}`];
      return value
        ? json({ value })
        : json({ error: { statusCode: 422, message: 'Nothing to reveal' } }, 422);
    },
    // The startup role request and the page-config read both land here.
    'GET /api/rgnts-apps-users/:id': (call) => {
      const filter = filterOf(call) as { fields?: string[] };
      if (filter.fields?.length === 1 && filter.fields[0] === 'config') return json({ config });
      return json({ roleId: 3, permissions: { ...role, permissions: JSON.stringify(permissions) } });
    },
    'PATCH /api/rgnts-apps-users/:id': () => new Response(null, { status: 204 }),
  } satisfies ApiHandlers;
}
