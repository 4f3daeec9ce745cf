import { prefundRecord } from '@lendline/wire';
import { defineResource } from '../../../resources/define-resource.ts';
import { contractChildScope } from '../module-scope/contract-scope.ts';
import { checkModuleParam, CONTRACTS_VIEW } from '../module-scope/module-access.ts';

const read = { readOnly: true } as const;
const optionalDay = { type: 'date', format: 'date', nullable: true, ...read } as const;

/** Prefunds (funding before commencement) of the module's contracts. */
export const prefundsResource = defineResource({
  name: 'Prefund',
  path: '/modules/:module/prefunds',
  table: 'prefund',
  description: "Prefunds of the module's contracts",
  wire: prefundRecord,
  fields: {
    id: { type: 'number', ...read },
    contractId: { type: 'number', ...read },
    vendorId: { type: 'number', nullable: true, ...read },
    amount: { type: 'number', ...read },
    percentOfCost: { type: 'number', ...read },
    requestDate: { type: 'date', format: 'date', ...read },
    fundedDate: optionalDay,
    expectedCommencementDate: optionalDay,
    convertedDate: optionalDay,
    interimRate: { type: 'number', ...read },
    status: { type: 'string', ...read },
    createdAt: { type: 'date', ...read },
  },
  checkParams: checkModuleParam,
  rowScope: contractChildScope,
  access: { read: CONTRACTS_VIEW },
});
