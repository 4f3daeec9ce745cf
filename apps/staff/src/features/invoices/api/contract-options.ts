import type { RemoteOptionSource } from '../../../components/form/use-remote-options.ts';
import { api } from '../../../lib/api.ts';
import { INVOICES_KEY, modulePath } from './invoices-resource.ts';

interface ContractOption {
  id: number;
  contractNumber: string;
  customerName: string;
}

const SEARCH_LIMIT = 25;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const toOption = (contract: ContractOption) => ({
  value: String(contract.id),
  label: `${contract.contractNumber} · ${contract.customerName}`,
});

/**
 * The module's contracts to bill, searched on the server by number or customer
 * (`GET /modules/{module}/contracts`, which needs Contracts › view of the module).
 */
export const contractOptionSource = (module: string): RemoteOptionSource => ({
  key: `${INVOICES_KEY}-${module}-contract-options`,
  search: async (text) =>
    (
      await api.list<ContractOption>(modulePath(module, 'contracts'), {
        ...(text
          ? {
              where: {
                or: [
                  { contractNumber: { ilike: `%${escapeLike(text)}%` } },
                  { customerName: { ilike: `%${escapeLike(text)}%` } },
                ],
              },
            }
          : {}),
        order: 'contractNumber ASC',
        limit: SEARCH_LIMIT,
      })
    ).map(toOption),
  byValues: async (values) =>
    (
      await api.list<ContractOption>(modulePath(module, 'contracts'), {
        where: { id: { inq: values.map(Number) } },
      })
    ).map(toOption),
});
