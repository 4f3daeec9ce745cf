import type { PermissionMap } from '@lendline/permissions';
import { filterOf, pagedList, pageOf, signedInUser } from '../../../testing/fake-api-handlers.ts';
import { json, type ApiCall, type ApiHandlers } from '../../../testing/mock-api.ts';
import type { PromoRecord, RateProgramRecord } from '../api/setup-resources.ts';
import { PROGRAM_FIXTURES, PROMO_FIXTURES, VENDOR_OPTIONS } from './setup-fixtures.ts';

export const SETUP_ADMIN: PermissionMap = {
  loanCalculator: { Setup: { view: true, create: true, download: true }, Vendors: { view: true } },
};

/** Setup alone, without Vendors: the vendor pickers must not ask for vendors. */
export const SETUP_EDITOR: PermissionMap = { loanCalculator: { Setup: { view: true, create: true } } };

export const SETUP_VIEW_ONLY: PermissionMap = { loanCalculator: { Setup: { view: true } } };

export interface FakeSetupApiOptions {
  permissions?: PermissionMap;
  programs?: RateProgramRecord[];
  promos?: PromoRecord[];
  config?: unknown;
}

export const bodiesOf = (calls: ApiCall[], method: string, path: string) =>
  calls
    .filter((call) => call.method === method && call.path === path)
    .map((call) => JSON.parse(call.body) as Record<string, unknown>);

const STAMPS = { createdAt: '2026-01-12T15:00:00.000Z', updatedAt: '2026-10-01T15:00:00.000Z' };

// A create answers the stored record: the body, and what the server sets.
const created = (call: ApiCall) => {
  const now = new Date().toISOString();
  return { id: 99, status: 'active', createdAt: now, updatedAt: now, ...JSON.parse(call.body) };
};

const notFound = (model: string, id: string) =>
  json({ error: { statusCode: 404, message: `Entity not found: ${model} with id ${id}` } }, 404);

/**
 * Rate programs, promos and vendors over fixtures: lists page by skip and limit (the where and order are
 * what tests inspect), records by id, creates answer with the new record, updates with 204; the list of
 * programs leaves out the matrix as the screen asks.
 */
export function fakeSetupApi({
  permissions = SETUP_ADMIN,
  programs = PROGRAM_FIXTURES,
  promos = PROMO_FIXTURES,
  config,
}: FakeSetupApiOptions = {}) {
  return {
    ...signedInUser('Pricing', permissions, config),
    'GET /api/rate-programs': (call) => {
      const fields = filterOf(call).fields as string[] | undefined;
      const rows = pageOf(programs, call).map((program) =>
        fields
          ? Object.fromEntries(Object.entries(program).filter(([key]) => fields.includes(key)))
          : program,
      );
      return json(rows);
    },
    'GET /api/rate-programs/:id': (_call, { id = '' }) => {
      if (id === 'count') return json({ count: programs.length });
      const program = programs.find((candidate) => String(candidate.id) === id);
      // The record as the server keeps it, timestamps included (the fixtures are what the form edits).
      return program ? json({ ...STAMPS, ...program }) : notFound('RateProgram', id);
    },
    'POST /api/rate-programs': (call) => json(created(call)),
    'PATCH /api/rate-programs/:id': () => new Response(null, { status: 204 }),
    'GET /api/promos': pagedList(promos),
    'GET /api/promos/:id': (_call, { id = '' }) => {
      if (id === 'count') return json({ count: promos.length });
      const promo = promos.find((candidate) => String(candidate.id) === id);
      return promo ? json(promo) : notFound('Promo', id);
    },
    'POST /api/promos': (call) => json(created(call)),
    'PATCH /api/promos/:id': () => new Response(null, { status: 204 }),
    'GET /api/vendors': () => json(VENDOR_OPTIONS),
  } satisfies ApiHandlers;
}
