import type { RemoteOptionSource } from '../../../components/form/use-remote-options.ts';
import { contractRecord } from '@lendline/wire';
import * as v from 'valibot';
import { api } from '../../../lib/api.ts';
import { INVOICES_KEY, modulePath } from './invoices-resource.ts';

/** What the picker reads of a contract: its number and customer (the wire's Contract, three fields). */
const contractOption = v.pick(contractRecord, ['id', 'contractNumber', 'customerName']);
type ContractOption = v.InferOutput<typeof contractOption>;

const SEARCH_LIMIT = 25;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const toOption = (contract: ContractOption) => ({
  value: String(contract.id),
  label: `${contract.contractNumber} · ${contract.customerName ?? ''}`,
});

/**
 * The module's contracts to bill, searched on the server by number or customer
 * (`GET /modules/{module}/contracts`, which needs Contracts › view of the module).
 */
export const contractOptionSource = (module: string): RemoteOptionSource => ({
  key: `${INVOICES_KEY}-${module}-contract-options`,
  search: async (text) =>
    (
      await api.list(
        modulePath(module, 'contracts'),
        {
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
          fields: ['id', 'contractNumber', 'customerName'],
          order: 'contractNumber ASC',
          limit: SEARCH_LIMIT,
        },
        { schema: contractOption },
      )
    ).map(toOption),
  byValues: async (values) =>
    (
      await api.list(
        modulePath(module, 'contracts'),
        { where: { id: { inq: values.map(Number) } }, fields: ['id', 'contractNumber', 'customerName'] },
        { schema: contractOption },
      )
    ).map(toOption),
});
