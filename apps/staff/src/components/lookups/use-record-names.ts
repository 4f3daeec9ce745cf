import { inquiryNames, type NamedRecord } from '@lendline/wire';
import useSWR from 'swr';
import * as v from 'valibot';
import { api } from '../../lib/api.ts';

/** What a module's records point at by id: staff users, vendors, rate programs, promos. */
export type NamedKind = 'users' | 'vendors' | 'programs' | 'promos';

export type { NamedRecord } from '@lendline/wire';

/**
 * A module's `/names` answer (`@lendline/wire`): each kind it answers for, `[{ id, name }]` in id order;
 * the inquiries answer all four kinds, the vendors only users.
 */
const namesAnswer = v.partial(inquiryNames);

export type NamedIds = Partial<Record<NamedKind, readonly (number | null | undefined)[]>>;

export interface RecordNames {
  /** The record's name; undefined while it loads, or when the server does not name it. */
  nameOf: (kind: NamedKind, id: number) => string | undefined;
  /** The name, "…" while it loads, or "User #7" when there is none to show. */
  label: (kind: NamedKind, id: number) => string;
}

const NOUNS: Record<NamedKind, string> = {
  users: 'User',
  vendors: 'Vendor',
  programs: 'Program',
  promos: 'Promo',
};
const OPTIONS = { shouldRetryOnError: false, revalidateOnFocus: false, keepPreviousData: true };

/** `users=3,8&vendors=5`: the distinct ids of each kind, ascending, so the same set is one request. */
function namesQuery(ids: NamedIds): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [kind, list] of Object.entries(ids)) {
    const wanted = [...new Set(list.filter((id): id is number => typeof id === 'number'))].sort(
      (a, b) => a - b,
    );
    if (wanted.length > 0) query[kind] = wanted.join(',');
  }
  return query;
}

/**
 * The names behind the ids a module's records hold, from that module's own lookup
 * (`GET /{resource}/names`, readable with the module's view right). Screens never ask Setup › Users,
 * Vendors or Setup for them: a role without those rights would be refused, and a 403 ends the session.
 * The SWR key starts with the resource, so refreshing a module's data refreshes its names too.
 *
 * @example const names = useRecordNames('inquiries', { users: rows.map((row) => row.assignedRepId) });
 *          names.label('users', 8); // 'Priya Raman'
 */
export function useRecordNames(resource: string, ids: NamedIds): RecordNames {
  const query = namesQuery(ids);
  const key = new URLSearchParams(query).toString();
  const { data, isLoading } = useSWR(
    key ? [resource, 'names', key] : null,
    () => api.get(`${resource}/names`, query, { schema: namesAnswer }),
    OPTIONS,
  );
  const known = new Map<string, string>();
  for (const [kind, records] of Object.entries(data ?? {}) as [NamedKind, NamedRecord[]][]) {
    for (const record of records) known.set(`${kind}:${record.id}`, record.name);
  }
  const nameOf = (kind: NamedKind, id: number) => known.get(`${kind}:${id}`);
  return {
    nameOf,
    label: (kind, id) => nameOf(kind, id) ?? (isLoading ? '…' : `${NOUNS[kind]} #${id}`),
  };
}
