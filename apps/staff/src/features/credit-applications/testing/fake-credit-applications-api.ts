import type { PermissionMap } from '@lendline/permissions';
import { csvDownload, fakeHistory, pagedList, signedInUser } from '../../../testing/fake-api-handlers.ts';
import { json, type ApiHandlers } from '../../../testing/mock-api.ts';
import type {
  ApplicationEventRecord,
  ApplicationRow,
  CreditApplicationRecord,
} from '../api/credit-applications-resource.ts';
import { nextStatuses } from '../credit-application-status.ts';
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

/** The list endpoint, whose requests the tests read the filters of. */
export const APPLICATIONS_PATH = '/api/credit-applications';

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
  let record = { ...detail };
  const history = fakeHistory(events);
  const byAvery = { applicationId: detail.id, actorId: 7, actorName: 'Avery Collins' };
  const notFound = (id: string) =>
    json({ error: { statusCode: 404, message: `Entity not found: CreditApplication with id ${id}` } }, 404);
  return {
    ...signedInUser('Credit Desk', permissions, config),
    'GET /api/credit-applications': pagedList(rows),
    'GET /api/credit-applications/export.csv': csvDownload(
      'Reference,Business\r\nCA-2611-01Q4KM,Bellini Excavation LLC\r\n',
      'credit-applications-2026-11-21.csv',
    ),
    'GET /api/credit-applications/:id': (_call, { id }) => {
      if (id === 'count') return json({ count: rows.length });
      return id === String(record.id) ? json(record) : notFound(id!);
    },
    'PATCH /api/credit-applications/:id': (call) => {
      const { status } = JSON.parse(call.body) as { status: CreditApplicationRecord['status'] };
      if (!nextStatuses(record.status).includes(status)) {
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
      history.add({ ...byAvery, kind: 'status', fromStatus: record.status, toStatus: status, note: null });
      record = { ...record, status };
      return new Response(null, { status: 204 });
    },
    'GET /api/credit-applications/:id/events': () => json(history.entries),
    'POST /api/credit-applications/:id/events': (call) => {
      const { note } = JSON.parse(call.body) as { note: string };
      return json(history.add({ ...byAvery, kind: 'note', fromStatus: null, toStatus: null, note }));
    },
    'POST /api/credit-applications/:id/reveal': (call) => {
      const { field, owner } = JSON.parse(call.body) as { field: string; owner?: number };
      const value = PLAIN_NUMBERS[owner === undefined ? field : `${field}:${owner}`];
      return value
        ? json({ value })
        : json({ error: { statusCode: 422, message: 'Nothing to reveal' } }, 422);
    },
  } satisfies ApiHandlers;
}
