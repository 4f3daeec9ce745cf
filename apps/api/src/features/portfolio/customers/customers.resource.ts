import { customerRecord } from '@lendline/wire';
import { defineResource, type WriteContext } from '../../../resources/define-resource.ts';
import type { ValidationDetail } from '../../../resources/body-schema.ts';
import { checkModuleParam, CONTRACTS_CREATE, CONTRACTS_VIEW } from '../module-scope/module-access.ts';
import { customerFields } from './customer-fields.ts';
import { nextCustomerNumber } from './customer-number.ts';

// A tax-exempt lessee pays no tax: the database refuses a rate with the exemption, and so do we, first.
async function taxRuleOfCustomer(
  record: Record<string, unknown>,
  _context: WriteContext,
): Promise<ValidationDetail[]> {
  if (record.taxExempt === true && Number(record.taxRate ?? 0) !== 0) {
    return [
      { path: '/taxRate', code: 'exempt', message: 'A tax-exempt customer has a tax rate of 0', info: {} },
    ];
  }
  return [];
}

/**
 * Lessees, shared by every portfolio module (a new contract may be for any of them): readable with the
 * module's Contracts › view, added and edited with its Contracts › create.
 */
export const customersResource = defineResource({
  name: 'Customer',
  path: '/modules/:module/customers',
  table: 'customer',
  description: 'Lessees (customers) of the portfolio',
  fields: customerFields,
  wire: customerRecord,
  checkParams: checkModuleParam,
  access: { read: CONTRACTS_VIEW, create: CONTRACTS_CREATE, update: CONTRACTS_CREATE },
  validate: taxRuleOfCustomer,
  createValues: async (_c, trx) => ({ customerNumber: await nextCustomerNumber(trx) }),
});
