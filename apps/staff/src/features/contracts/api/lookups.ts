import { can } from '@lendline/permissions';
import useSWR from 'swr';
import type { RemoteOptionSource } from '../../../components/form/use-remote-options.ts';
import { usePermissions } from '../../../lib/access/permissions-context.ts';
import { api } from '../../../lib/api.ts';
import { escapeLike } from '../contract-query.ts';
import {
  CONTRACTS_KEY,
  customerRecord,
  debtSourceOption,
  portfolioPath,
  type CustomerRecord,
} from './contracts-resource.ts';

const OPTIONS = { shouldRetryOnError: false, revalidateOnFocus: false };
const SEARCH_LIMIT = 20;

/** Whether the role may do `action` on a menu of the module: the server's rule for those calls. */
export function useMay(
  module: string,
  menu: string,
  action: 'view' | 'create' | 'download' = 'view',
): boolean {
  return can(usePermissions(), module, menu, action);
}

/** `GET /modules/{module}/debt-sources`: the funders by name, for the filter and the add form. */
export function useDebtSources(module: string, enabled = true) {
  return useSWR(
    enabled ? [CONTRACTS_KEY, module, 'debt-sources'] : null,
    () =>
      api.list(
        portfolioPath(module, 'debt-sources'),
        { fields: ['id', 'name', 'status'], order: 'name ASC' },
        { schema: debtSourceOption },
      ),
    OPTIONS,
  );
}

const customerLabel = (customer: CustomerRecord) => `${customer.legalName} (${customer.customerNumber})`;
const toOption = (customer: CustomerRecord) => ({
  value: String(customer.id),
  label: customerLabel(customer),
});

/** Lessees by legal name, DBA or customer number, searched on the server (`GET /modules/{module}/customers`). */
export const customerSource = (module: string): RemoteOptionSource => ({
  key: `${CONTRACTS_KEY}-${module}-customers`,
  search: async (text) =>
    (
      await api.list(
        portfolioPath(module, 'customers'),
        {
          ...(text
            ? {
                where: {
                  or: ['legalName', 'dba', 'customerNumber'].map((field) => ({
                    [field]: { ilike: `%${escapeLike(text)}%` },
                  })),
                },
              }
            : {}),
          order: 'legalName ASC',
          limit: SEARCH_LIMIT,
        },
        { schema: customerRecord },
      )
    ).map(toOption),
  byValues: async (values) =>
    (
      await api.list(
        portfolioPath(module, 'customers'),
        { where: { id: { inq: values.map(Number) } } },
        { schema: customerRecord },
      )
    ).map(toOption),
});
