import type { PermissionMap } from '@lendline/permissions';
import { csvDownload, fakeHistory, pagedList, signedInUser } from '../../../testing/fake-api-handlers.ts';
import { json, type ApiHandlers } from '../../../testing/mock-api.ts';
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

/** The list endpoint, whose requests the tests read the filters of. */
export const INQUIRIES_PATH = '/api/inquiries';

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
  let record = { ...detail };
  const history = fakeHistory(events);
  return {
    ...signedInUser('Sales Desk', permissions, config),
    'GET /api/inquiries': pagedList(inquiries),
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
    'GET /api/inquiries/export.csv': csvDownload(
      'Id,Received (UTC)\r\n1,2026-11-20 14:05\r\n',
      'inquiries-2026-11-21.csv',
    ),
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
        history.add({ ...entry, kind: 'status', fromStatus: record.status, toStatus: change.status });
      }
      if (change.assignedRepId !== undefined && change.assignedRepId !== record.assignedRepId) {
        const rep = STAFF_FIXTURES.find((user) => user.id === change.assignedRepId);
        history.add({ ...entry, kind: 'assignment', note: rep?.name ?? null });
      }
      record = { ...record, ...change };
      return new Response(null, { status: 204 });
    },
    'GET /api/inquiry-events': () => json(history.entries),
    'POST /api/inquiry-events': (call) => {
      const { inquiryId, note } = JSON.parse(call.body) as { inquiryId: number; note: string };
      return json(
        history.add({ inquiryId, actorId: 7, kind: 'note', fromStatus: null, toStatus: null, note }),
      );
    },
    'GET /api/vendors': () => json(VENDOR_FIXTURES),
  } satisfies ApiHandlers;
}
