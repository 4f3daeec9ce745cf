import { paymentRecord } from '@lendline/wire';
import { defineResource } from '../../../resources/define-resource.ts';
import { contractChildScope } from '../module-scope/contract-scope.ts';
import { checkModuleParam, CONTRACTS_VIEW } from '../module-scope/module-access.ts';

const read = { readOnly: true } as const;

/** Payments received on the module's contracts (read only: cash is applied elsewhere). */
export const paymentsResource = defineResource({
  name: 'Payment',
  path: '/modules/:module/payments',
  table: 'payment',
  description: "Payments received on the module's contracts",
  wire: paymentRecord,
  fields: {
    id: { type: 'number', ...read },
    contractId: { type: 'number', ...read },
    invoiceId: { type: 'number', nullable: true, ...read },
    receivedDate: { type: 'date', format: 'date', ...read },
    amount: { type: 'number', ...read },
    method: { type: 'string', ...read },
    reference: { type: 'string', ...read },
    status: { type: 'string', ...read },
    createdAt: { type: 'date', ...read },
  },
  checkParams: checkModuleParam,
  rowScope: contractChildScope,
  access: { read: CONTRACTS_VIEW },
});
