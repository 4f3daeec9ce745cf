import { USER_LIST_FIELDS as USER_LIST_WIRE_FIELDS } from '@lendline/wire';
import type { Filter, Where } from '@lendline/filter';
import type { ListSettings } from '../../components/data-table/list-settings.ts';
import { utcRangeBounds } from '../../components/data-table/utc-dates.ts';
import { isUserStatus, STATUS_WHERE } from './user-status.ts';

/** The key the user list's settings are stored under in the user's page config. */
export const USER_LIST_PAGE_KEY = 'userList';

export type UserFilters = {
  /** Matches first name, last name or e-mail, word by word. */
  search: string;
  /** Matches first or last name. */
  name: string;
  email: string;
  /** '' for any, else a UserStatus. */
  status: string;
  /** '' for any role, else the role id. */
  roleId: string;
};

export const USER_LIST_DEFAULTS: ListSettings<UserFilters> = {
  filters: { search: '', name: '', email: '', status: '', roleId: '' },
  // Spec §9: the user list shows 15 per page, unlike the general page-config default of 10.
  pagination: { page: 1, perPage: 15 },
  sort: { field: 'name', direction: 'asc' },
  dateRange: null,
};

/** The fields the list shows (spec §7), and the role's name through the `permissions` relation. */
export const USER_LIST_FIELDS: string[] = [...USER_LIST_WIRE_FIELDS];
// The role's rights too: the list offers no actions on a user who outranks the viewer (the server refuses them).
const ROLE_INCLUDE = [
  { relation: 'permissions', scope: { fields: ['name', 'status', 'expireIn', 'permissions'] } },
];

/** Sortable columns and the server fields they order by; the server adds `id` to break ties. */
const ORDER_FIELDS: Record<string, string[]> = {
  name: ['lastName', 'firstName'],
  email: ['email'],
  lastLogin: ['lastLogin'],
};

// The server matches with `ilike ... escape '\'`, so the user's own % and _ must be taken literally.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const contains = (text: string) => ({ ilike: `%${escapeLike(text)}%` });
const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);

/**
 * The where of the user list and its count (spec §7): each word of the global search must match first
 * name, last name or e-mail ("marcus del" finds Marcus Delgado); the name and e-mail searches, status,
 * role and the last-login range (whole UTC days) narrow further. Undefined when nothing filters.
 */
export function userWhere({ filters, dateRange }: ListSettings<UserFilters>): Where | undefined {
  const terms: Where[] = [
    ...words(filters.search).map((word) => ({
      or: [{ firstName: contains(word) }, { lastName: contains(word) }, { email: contains(word) }],
    })),
    ...words(filters.name).map((word) => ({
      or: [{ firstName: contains(word) }, { lastName: contains(word) }],
    })),
  ];
  if (filters.email.trim()) terms.push({ email: contains(filters.email.trim()) });
  if (isUserStatus(filters.status)) terms.push(STATUS_WHERE[filters.status]);
  if (/^\d+$/.test(filters.roleId)) terms.push({ roleId: Number(filters.roleId) });
  if (dateRange) terms.push({ lastLogin: { between: utcRangeBounds(dateRange) } });
  return terms.length > 0 ? { and: terms } : undefined;
}

/** The `GET /rgnts-apps-users` filter for one page of the list. */
export function userListFilter(settings: ListSettings<UserFilters>): Filter {
  const { page, perPage } = settings.pagination;
  const sort = settings.sort && ORDER_FIELDS[settings.sort.field] ? settings.sort : USER_LIST_DEFAULTS.sort!;
  const direction = sort.direction === 'asc' ? 'ASC' : 'DESC';
  const where = userWhere(settings);
  return {
    ...(where ? { where } : {}),
    fields: USER_LIST_FIELDS,
    include: ROLE_INCLUDE,
    order: ORDER_FIELDS[sort.field]!.map((field) => `${field} ${direction}`),
    limit: perPage,
    skip: (page - 1) * perPage,
  };
}

/** How many filters beyond the global search differ from the defaults, for the filter bar. */
export function activeFilterCount({ filters, dateRange }: ListSettings<UserFilters>): number {
  const set = [filters.name, filters.email, filters.status, filters.roleId].filter((value) => value !== '');
  return set.length + (dateRange ? 1 : 0);
}
