import type { PermissionMap } from '@lendline/permissions';
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

export const filterOf = (call: ApiCall): Record<string, unknown> =>
  JSON.parse(call.url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;

export const bodiesOf = (calls: ApiCall[], method: string, path: string) =>
  calls
    .filter((call) => call.method === method && call.path === path)
    .map((call) => JSON.parse(call.body) as Record<string, unknown>);

const notFound = (model: string, id: string) =>
  json({ error: { statusCode: 404, message: `Entity not found: ${model} with id ${id}` } }, 404);

const page = <Row>(rows: Row[], call: ApiCall) => {
  const { skip = 0, limit = rows.length } = filterOf(call) as { skip?: number; limit?: number };
  return rows.slice(skip, skip + limit);
};

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
  const role = { name: 'Pricing', status: true, expireIn: null, permissions: JSON.stringify(permissions) };
  return {
    'GET /api/rate-programs': (call) => {
      const fields = filterOf(call).fields as string[] | undefined;
      const rows = page(programs, call).map((program) =>
        fields
          ? Object.fromEntries(Object.entries(program).filter(([key]) => fields.includes(key)))
          : program,
      );
      return json(rows);
    },
    'GET /api/rate-programs/:id': (_call, { id = '' }) => {
      if (id === 'count') return json({ count: programs.length });
      const program = programs.find((candidate) => String(candidate.id) === id);
      return program ? json(program) : notFound('RateProgram', id);
    },
    'POST /api/rate-programs': (call) => json({ id: 99, ...JSON.parse(call.body) }),
    'PATCH /api/rate-programs/:id': () => new Response(null, { status: 204 }),
    'GET /api/promos': (call) => json(page(promos, call)),
    'GET /api/promos/:id': (_call, { id = '' }) => {
      if (id === 'count') return json({ count: promos.length });
      const promo = promos.find((candidate) => String(candidate.id) === id);
      return promo ? json(promo) : notFound('Promo', id);
    },
    'POST /api/promos': (call) => json({ id: 99, ...JSON.parse(call.body) }),
    'PATCH /api/promos/:id': () => new Response(null, { status: 204 }),
    'GET /api/vendors': () => json(VENDOR_OPTIONS),
    'GET /api/rgnts-apps-users/:id': (call) => {
      const filter = filterOf(call) as { fields?: string[] };
      if (filter.fields?.length === 1 && filter.fields[0] === 'config') return json({ config });
      return json({ roleId: 3, permissions: role });
    },
    'PATCH /api/rgnts-apps-users/:id': () => new Response(null, { status: 204 }),
  } satisfies ApiHandlers;
}
