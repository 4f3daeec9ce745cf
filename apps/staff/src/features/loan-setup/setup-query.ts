import { RATE_PROGRAM_LIST_FIELDS as RATE_PROGRAM_LIST_WIRE_FIELDS } from '@lendline/wire';
import type { Filter, Where } from '@lendline/filter';
import { DEFAULT_PAGINATION, type ListSettings } from '../../components/data-table/list-settings.ts';
import { effectiveStateWhere, isEffectiveState } from './effective-state.ts';

// The two lists of Vendor Quote setup: rate programs (Loan Setup) and promos (Create Promo), each with
// its settings in the user's page config.

export const RATE_PROGRAM_LIST_PAGE_KEY = 'rateProgramList';
export const PROMO_LIST_PAGE_KEY = 'promoList';

export type RateProgramFilters = {
  /** Each word must be in the name. */
  search: string;
  /** '' for any product type. */
  productType: string;
  /** '' for any, else an EffectiveState. */
  state: string;
};

export type PromoFilters = {
  search: string;
  /** '' for any promo type. */
  type: string;
  state: string;
};

export const RATE_PROGRAM_LIST_DEFAULTS: ListSettings<RateProgramFilters> = {
  filters: { search: '', productType: '', state: '' },
  pagination: DEFAULT_PAGINATION,
  sort: { field: 'name', direction: 'asc' },
  dateRange: null,
};

export const PROMO_LIST_DEFAULTS: ListSettings<PromoFilters> = {
  filters: { search: '', type: '', state: '' },
  pagination: DEFAULT_PAGINATION,
  sort: { field: 'startDate', direction: 'desc' },
  dateRange: null,
};

/** Everything but the matrix, which only the editor needs. */
export const RATE_PROGRAM_LIST_FIELDS: string[] = [...RATE_PROGRAM_LIST_WIRE_FIELDS];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const nameWords = (text: string): Where[] =>
  text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({ name: { ilike: `%${escapeLike(word)}%` } }));

function ordered(
  sort: ListSettings['sort'],
  fallback: NonNullable<ListSettings['sort']>,
  fields: Record<string, string>,
): string {
  const chosen = sort && fields[sort.field] ? sort : fallback;
  return `${fields[chosen.field]} ${chosen.direction === 'asc' ? 'ASC' : 'DESC'}`;
}

const page = ({ pagination }: ListSettings) => ({
  limit: pagination.perPage,
  skip: (pagination.page - 1) * pagination.perPage,
});

export function rateProgramWhere({ filters }: ListSettings<RateProgramFilters>): Where | undefined {
  const terms = nameWords(filters.search);
  if (filters.productType) terms.push({ productType: filters.productType });
  if (isEffectiveState(filters.state)) {
    terms.push(
      effectiveStateWhere(filters.state, { from: 'effectiveFrom', to: 'effectiveTo', openEnded: true }),
    );
  }
  return terms.length > 0 ? { and: terms } : undefined;
}

export function rateProgramListFilter(settings: ListSettings<RateProgramFilters>): Filter {
  const where = rateProgramWhere(settings);
  return {
    ...(where ? { where } : {}),
    fields: RATE_PROGRAM_LIST_FIELDS,
    order: ordered(settings.sort, RATE_PROGRAM_LIST_DEFAULTS.sort!, {
      name: 'name',
      effective: 'effectiveFrom',
      productType: 'productType',
    }),
    ...page(settings),
  };
}

export function promoWhere({ filters }: ListSettings<PromoFilters>): Where | undefined {
  const terms = nameWords(filters.search);
  if (filters.type) terms.push({ type: filters.type });
  if (isEffectiveState(filters.state)) {
    terms.push(effectiveStateWhere(filters.state, { from: 'startDate', to: 'endDate', openEnded: false }));
  }
  return terms.length > 0 ? { and: terms } : undefined;
}

export function promoListFilter(settings: ListSettings<PromoFilters>): Filter {
  const where = promoWhere(settings);
  return {
    ...(where ? { where } : {}),
    order: ordered(settings.sort, PROMO_LIST_DEFAULTS.sort!, {
      name: 'name',
      startDate: 'startDate',
      endDate: 'endDate',
    }),
    ...page(settings),
  };
}

/** How many filters beyond the search are set, for the filter bar. */
export const activeCount = (filters: Record<string, string>): number =>
  Object.entries(filters).filter(([key, value]) => key !== 'search' && value !== '').length;
