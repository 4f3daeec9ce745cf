import { Hono } from 'hono';
import type { RawBuilder } from 'kysely';
import type { AppEnv } from '../../../lib/app-env.ts';
import { invalidParameter } from '../../../lib/http-error.ts';
import type { ApiOperation } from '../../../lib/openapi-operation.ts';
import type { AccessRule, ResourceRouteKit } from '../../../resources/define-resource.ts';
import { activeStaff, recordNames, type NamedKind } from './record-names.ts';

/** How many ids one `?{kind}=` may name: more than any page of a list shows. */
export const MAX_NAMED_IDS = 200;
const DB_INT_MAX = 2_147_483_647;

export interface LookupOptions {
  /** The module's own view right, the one its list needs. */
  read: AccessRule;
  /**
   * The kinds `/names` answers for, each with the records of it the module's callers may learn the name
   * of: those its own records point at (and, for staff, whoever is active).
   */
  names: Partial<Record<NamedKind, RawBuilder<boolean>>>;
}

function idList(name: string, raw: string): number[] {
  if (raw === '') return [];
  const parts = raw.split(',');
  const ids = parts.map(Number);
  const valid = parts.every((part) => /^[1-9]\d{0,9}$/.test(part)) && ids.every((id) => id <= DB_INT_MAX);
  if (!valid) throw invalidParameter(name, raw, { reason: 'a comma-separated list of record ids' });
  const unique = [...new Set(ids)];
  if (unique.length > MAX_NAMED_IDS) {
    throw invalidParameter(name, raw, { reason: `at most ${MAX_NAMED_IDS} ids` });
  }
  return unique;
}

/**
 * The names a module's screens show for the ids its records hold, readable with the module's own view
 * right, so a role that may read inquiries sees who works them without any right on Setup › Users,
 * Vendors or Setup. Only ids and names leave: never an e-mail, a role or a status.
 *
 * - `GET /sales-reps`: the active staff users `[{ id, name }]`, by name, to assign work to.
 * - `GET /names?users=1,2&vendors=3`: `{ users: [{ id, name }], vendors: [...] }` for each kind asked,
 *   in id order; an id that does not exist or is out of the module's scope is left out.
 */
export function lookupRoutes({ read, names }: LookupOptions) {
  const kinds = Object.keys(names) as NamedKind[];
  return (kit: ResourceRouteKit): Hono<AppEnv> => {
    const routes = new Hono<AppEnv>();
    routes.get('/sales-reps', async (c) => {
      await kit.authorize(c, read);
      return c.json(await activeStaff(kit.db));
    });
    routes.get('/names', async (c) => {
      await kit.authorize(c, read);
      const params = new URL(c.req.url).searchParams;
      for (const key of new Set(params.keys())) {
        if (!kinds.includes(key as NamedKind)) {
          throw invalidParameter(key, params.get(key) ?? '', { reason: `only ${kinds.join(', ')}` });
        }
      }
      const answer: Partial<Record<NamedKind, unknown>> = {};
      for (const kind of kinds) {
        const ids = idList(kind, params.getAll(kind).join(','));
        answer[kind] = await recordNames(kit.db, kind, ids, names[kind]);
      }
      return c.json(answer);
    });
    return routes;
  };
}

/** The two lookups of a resource at `path` for the OpenAPI document. */
export function lookupOperations(
  path: string,
  tag: string,
  menu: string,
  kinds: NamedKind[],
): ApiOperation[] {
  const needs = `Needs loanCalculator › ${menu} › view.`;
  return [
    {
      method: 'get',
      path: `${path}/sales-reps`,
      tag,
      summary: 'The active staff users work can be given to, by name',
      description: `${needs} Only each user's id and name ("First Last").`,
      auth: true,
      responses: { 200: '`[{ id, name }]`', 403: needs },
    },
    {
      method: 'get',
      path: `${path}/names`,
      tag,
      summary: `Names for the ids ${tag} records hold`,
      description:
        `${needs} Query: ${kinds.map((kind) => `\`${kind}=1,2\``).join(', ')} (each at most ${MAX_NAMED_IDS} ids). ` +
        `Answers \`{ ${kinds.map((kind) => `${kind}: [{ id, name }]`).join(', ')} }\` for the records this ` +
        'module refers to (staff: also every active user); other ids are left out.',
      auth: true,
      responses: {
        200: 'The names, by kind, in id order',
        400: 'A malformed id list or an unknown kind',
        403: needs,
      },
    },
  ];
}
