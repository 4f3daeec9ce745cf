import type { PermissionMap } from '@lendline/permissions';
import { json, type ApiCall, type ApiHandlers } from '../../../testing/mock-api.ts';
import type { InquiryEventRecord, InquiryRecord } from '../api/inquiries-resource.ts';
import {
  EVENT_FIXTURES,
  INQUIRY_DETAIL,
  INQUIRY_FIXTURES,
  PROGRAM_FIXTURES,
  STAFF_FIXTURES,
  VENDOR_FIXTURES,
} from './inquiry-fixtures.ts';

const NAMED = { users: STAFF_FIXTURES, vendors: VENDOR_FIXTURES, programs: PROGRAM_FIXTURES, promos: [] };

const ALL = { view: true, create: true, download: true };

/** Inquiries with every action, and the vendor search of the filter bar. */
export const INQUIRY_ADMIN: PermissionMap = {
  loanCalculator: { Inquiries: ALL, Vendors: { view: true } },
};

/** Inquiries alone, to read and work them but not export. */
export const INQUIRY_WORKER: PermissionMap = { loanCalculator: { Inquiries: { view: true, create: true } } };

export const INQUIRY_VIEW_ONLY: PermissionMap = { loanCalculator: { Inquiries: { view: true } } };

export interface FakeInquiriesApiOptions {
  permissions?: PermissionMap;
  inquiries?: InquiryRecord[];
  detail?: InquiryRecord;
  events?: InquiryEventRecord[];
  /** The signed-in user's stored page config. */
  config?: unknown;
}

export const filterOf = (call: ApiCall): Record<string, unknown> =>
  JSON.parse(call.url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;

/** The list requests (not counts, records or exports) made so far. */
export const listCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/inquiries');

/**
 * The inquiry API over fixtures: pages by skip and limit (the where and order are what tests inspect),
 * counts, the detail record, its events (a status or rep PATCH adds one, as the server does, and a note
 * POST another), the names lookup and the sales reps, the vendor search, and the user's page config.
 */
export function fakeInquiriesApi({
  permissions = INQUIRY_ADMIN,
  inquiries = INQUIRY_FIXTURES,
  detail = INQUIRY_DETAIL,
  events = EVENT_FIXTURES,
  config,
}: FakeInquiriesApiOptions = {}) {
  const role = { name: 'Sales Desk', status: true, expireIn: null };
  let record = { ...detail };
  const history = [...events];
  let nextId = 100;
  const at = () => new Date(Date.UTC(2026, 10, 21, 9, nextId - 100)).toISOString();
  return {
    'GET /api/inquiries': (call) => {
      const { skip = 0, limit = inquiries.length } = filterOf(call) as { skip?: number; limit?: number };
      return json(inquiries.slice(skip, skip + limit));
    },
    // These three before /:id, whose pattern would take their names for an id.
    'GET /api/inquiries/names': (call) =>
      json(
        Object.fromEntries(
          Object.entries(NAMED).map(([kind, records]) => {
            const ids = (call.url.searchParams.get(kind) ?? '').split(',').map(Number);
            return [kind, records.filter((record) => ids.includes(record.id))];
          }),
        ),
      ),
    'GET /api/inquiries/sales-reps': () => json(STAFF_FIXTURES),
    'GET /api/inquiries/export.csv': () =>
      new Response('\uFEFFId,Received (UTC)\r\n1,2026-11-20 14:05\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="inquiries-2026-11-21.csv"',
        },
      }),
    'GET /api/inquiries/:id': (_call, { id }) => {
      if (id === 'count') return json({ count: inquiries.length });
      return id === String(record.id)
        ? json(record)
        : json({ error: { statusCode: 404, message: `Entity not found: Inquiry with id ${id}` } }, 404);
    },
    'PATCH /api/inquiries/:id': (call) => {
      const change = JSON.parse(call.body) as Partial<Pick<InquiryRecord, 'status' | 'assignedRepId'>>;
      const entry = { inquiryId: record.id, actorId: 7, fromStatus: null, toStatus: null, note: null };
      if (change.status && change.status !== record.status) {
        const fromStatus = record.status;
        history.unshift({
          ...entry,
          id: nextId++,
          at: at(),
          kind: 'status',
          fromStatus,
          toStatus: change.status,
        });
      }
      if (change.assignedRepId !== undefined && change.assignedRepId !== record.assignedRepId) {
        const rep = STAFF_FIXTURES.find((user) => user.id === change.assignedRepId);
        history.unshift({ ...entry, id: nextId++, at: at(), kind: 'assignment', note: rep?.name ?? null });
      }
      record = { ...record, ...change };
      return new Response(null, { status: 204 });
    },
    'GET /api/inquiry-events': () => json(history),
    'POST /api/inquiry-events': (call) => {
      const { inquiryId, note } = JSON.parse(call.body) as { inquiryId: number; note: string };
      const event: InquiryEventRecord = {
        id: nextId++,
        inquiryId,
        at: at(),
        actorId: 7,
        kind: 'note',
        fromStatus: null,
        toStatus: null,
        note,
      };
      history.unshift(event);
      return json(event);
    },
    'GET /api/vendors': () => json(VENDOR_FIXTURES),
    // The startup role request and the page-config read both land here.
    'GET /api/rgnts-apps-users/:id': (call) => {
      const filter = filterOf(call) as { fields?: string[] };
      if (filter.fields?.length === 1 && filter.fields[0] === 'config') return json({ config });
      return json({ roleId: 3, permissions: { ...role, permissions: JSON.stringify(permissions) } });
    },
    'PATCH /api/rgnts-apps-users/:id': () => new Response(null, { status: 204 }),
  } satisfies ApiHandlers;
}
