import { ROLE_LIST_FIELDS as ROLE_LIST_WIRE_FIELDS } from '@lendline/wire';
import type { Filter, Where } from '@lendline/filter';
import { DEFAULT_PAGINATION, type ListSettings } from '../../components/data-table/list-settings.ts';
import { startOfUtcDay, utcDayFromToday } from '../../components/data-table/utc-dates.ts';

/** The key the role list's settings are stored under in the user's page config. */
export const ROLE_LIST_PAGE_KEY = 'roleList';

export type RoleFilters = {
  /** Matches the name or the description, word by word. */
  search: string;
  /** '' for any, else a role state: active, inactive or expired. */
  state: string;
};

export const ROLE_LIST_DEFAULTS: ListSettings<RoleFilters> = {
  filters: { search: '', state: '' },
  pagination: DEFAULT_PAGINATION,
  sort: { field: 'name', direction: 'asc' },
  dateRange: null,
};

const ORDER_FIELDS: Record<string, string> = { name: 'name', expireIn: 'expireIn', updatedAt: 'updatedAt' };

export const ROLE_LIST_FIELDS: string[] = [...ROLE_LIST_WIRE_FIELDS];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const contains = (text: string) => ({ ilike: `%${escapeLike(text)}%` });

/**
 * The role states of spec §4 as a where, matching `roleState` on UTC calendar dates: a role whose expiry
 * date is today or earlier has expired, so an active one expires tomorrow at the earliest.
 */
function stateWhere(state: string): Where | undefined {
  const tomorrow = startOfUtcDay(utcDayFromToday(1));
  if (state === 'inactive') return { status: false };
  if (state === 'expired') return { status: true, expireIn: { lt: tomorrow } };
  if (state === 'active') return { status: true, or: [{ expireIn: null }, { expireIn: { gte: tomorrow } }] };
  return undefined;
}

export function roleWhere({ filters }: ListSettings<RoleFilters>): Where | undefined {
  const terms: Where[] = filters.search
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({ or: [{ name: contains(word) }, { description: contains(word) }] }));
  const state = stateWhere(filters.state);
  if (state) terms.push(state);
  return terms.length > 0 ? { and: terms } : undefined;
}

/**
 * One page of roles; with `withUsers` the ids of the users holding each role come along for the Users
 * column (reading them needs Users view, so only roles that have it ask).
 */
export function roleListFilter(settings: ListSettings<RoleFilters>, withUsers: boolean): Filter {
  const { page, perPage } = settings.pagination;
  const sort = settings.sort && ORDER_FIELDS[settings.sort.field] ? settings.sort : ROLE_LIST_DEFAULTS.sort!;
  const where = roleWhere(settings);
  return {
    ...(where ? { where } : {}),
    fields: ROLE_LIST_FIELDS,
    ...(withUsers ? { include: [{ relation: 'users', scope: { fields: ['id'] } }] } : {}),
    order: `${ORDER_FIELDS[sort.field]} ${sort.direction === 'asc' ? 'ASC' : 'DESC'}`,
    limit: perPage,
    skip: (page - 1) * perPage,
  };
}
