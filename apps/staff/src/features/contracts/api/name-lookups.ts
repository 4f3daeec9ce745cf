import type { RemoteOption, RemoteOptionSource } from '../../../components/form/use-remote-options.ts';
import { nameOption } from '@lendline/wire';
import { api } from '../../../lib/api.ts';
import { escapeLike } from '../contract-query.ts';
import { CONTRACTS_KEY, portfolioPath } from './contracts-resource.ts';

const SEARCH_LIMIT = 20;

/** The module's own name lookups: Contracts › view of the module reads them, so no 403 can end a session. */
export type NameLookup = 'vendors' | 'sales-reps';

const toOption = (row: { id: number; name: string }): RemoteOption => ({
  value: String(row.id),
  label: row.name,
});

/**
 * Vendors or active staff by name, searched on the server (`GET /modules/{module}/vendors`,
 * `/sales-reps`), for the contract pickers.
 */
export const nameSource = (module: string, lookup: NameLookup): RemoteOptionSource => ({
  key: `${CONTRACTS_KEY}-${module}-${lookup}`,
  search: async (text) =>
    (
      await api.list(
        portfolioPath(module, lookup),
        {
          ...(text ? { where: { name: { ilike: `%${escapeLike(text)}%` } } } : {}),
          fields: ['id', 'name'],
          order: 'name ASC',
          limit: SEARCH_LIMIT,
        },
        { schema: nameOption },
      )
    ).map(toOption),
  byValues: async (values) =>
    (
      await api.list(
        portfolioPath(module, lookup),
        {
          where: { id: { inq: values.map(Number) } },
          fields: ['id', 'name'],
        },
        { schema: nameOption },
      )
    ).map(toOption),
});
