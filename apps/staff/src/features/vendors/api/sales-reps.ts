import type { Filter } from '@lendline/filter';
import useSWR from 'swr';
import { api } from '../../../lib/api.ts';
import { useElementAccess } from '../../../lib/access/use-element-access.ts';

/** Staff users live in Setup's resource, read with Setup Module › Users › view. */
const USERS = 'rgnts-apps-users';
const RESULT_LIMIT = 20;

/** A staff user who can be a vendor's sales rep. */
export interface SalesRep {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

export const repName = (rep: Pick<SalesRep, 'firstName' | 'lastName'>) =>
  `${rep.firstName} ${rep.lastName}`.trim();

/**
 * Where the sales rep picker and the list's rep names come from. The app's is the users API; stories
 * pass a stand-in. `available` is false when the role may not read users, so nothing is asked: a 403
 * on a module page would end the session (spec §8).
 */
export interface SalesRepSource {
  available: boolean;
  search: (text: string) => Promise<SalesRep[]>;
  byIds: (ids: number[]) => Promise<SalesRep[]>;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The picker's server-side search: active users each of whose words matches first name, last name or
 * e-mail, by last name, at most 20.
 *
 * @example salesRepSearchFilter('mar del').where // { and: [{ isActive: true }, { or: [...] }, { or: [...] }] }
 */
export function salesRepSearchFilter(text: string): Filter {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return {
    where: {
      and: [
        { isActive: true },
        ...words.map((word) => {
          const pattern = { ilike: `%${escapeLike(word)}%` };
          return { or: [{ firstName: pattern }, { lastName: pattern }, { email: pattern }] };
        }),
      ],
    },
    fields: ['id', 'firstName', 'lastName', 'email'],
    order: ['lastName ASC', 'firstName ASC'],
    limit: RESULT_LIMIT,
  };
}

const byIdsFilter = (ids: number[]): Filter => ({
  where: { id: { inq: ids } },
  fields: ['id', 'firstName', 'lastName', 'email'],
});

/** The sales reps from the users API, if the signed-in role may read users. */
export function useSalesRepSource(): SalesRepSource {
  const available =
    useElementAccess({ module: 'setupModule', menu: 'Users', actions: ['view'] }) === 'visible';
  return {
    available,
    search: (text) => api.list<SalesRep>(USERS, salesRepSearchFilter(text)),
    byIds: (ids) => api.list<SalesRep>(USERS, byIdsFilter(ids)),
  };
}

/** The names of the given reps (one request for the lot), or an empty map while unknown or unavailable. */
export function useSalesRepNames(
  source: SalesRepSource,
  ids: readonly (number | null)[],
): Map<number, string> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))].sort((a, b) => a - b);
  const { data } = useSWR(
    source.available && wanted.length > 0 ? ['sales-reps', 'names', wanted.join(',')] : null,
    () => source.byIds(wanted),
    { shouldRetryOnError: false, revalidateOnFocus: false, keepPreviousData: true },
  );
  return new Map((data ?? []).map((rep) => [rep.id, repName(rep)]));
}
