import type { GenericSchema } from 'valibot';
import { salesReps } from '@lendline/wire';
import type { RawBuilder } from 'kysely';
import { invalidParameter } from '../../../lib/http-error.ts';
import { declareRoute, type DeclaredRoute } from '../../../resources/declare-route.ts';
import type { AccessRule } from '../../../resources/define-resource.ts';
import { activeStaff, recordNames, type NamedKind } from './lookups.repo.ts';

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
  /** The `/names` answer as `@lendline/wire` declares it for this module (`inquiryNames`, `vendorNames`). */
  namesSchema: GenericSchema;
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
 * - `GET /names?users=1,2&vendors=3`: `{ users: [{ id, name }], vendors: [...] }` for each kind it
 *   answers, in id order; an id that does not exist or is out of the module's scope is left out.
 */
export function lookupRoutes({ read, names, namesSchema }: LookupOptions): DeclaredRoute[] {
  const kinds = Object.keys(names) as NamedKind[];
  const salesRepsRoute = declareRoute({
    method: 'get',
    path: '/sales-reps',
    summary: 'The active staff users work can be given to, by name',
    description: 'Only each user\'s id and name ("First Last").',
    access: read,
    response: { status: 200, description: 'The active staff users, by name', schema: salesReps },
    handle: async (c, { kit }) => c.json(await activeStaff(kit.db)),
  });
  const namesRoute = declareRoute({
    method: 'get',
    path: '/names',
    summary: 'Names for the ids these records hold',
    description:
      `Query: ${kinds.map((kind) => `\`${kind}=1,2\``).join(', ')} (each at most ${MAX_NAMED_IDS} ids). ` +
      'Answers each kind, in id order, for the records this module refers to (staff: also every active ' +
      'user); other ids are left out.',
    access: read,
    response: { status: 200, description: 'The names, by kind, in id order', schema: namesSchema },
    errors: { 400: 'A malformed id list or an unknown kind' },
    handle: async (c, { kit }) => {
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
    },
  });
  return [salesRepsRoute, namesRoute];
}
