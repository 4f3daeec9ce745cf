import { debtSourceRecord } from '@lendline/wire';
import { defineResource } from '../../../resources/define-resource.ts';
import { checkModuleParam, CONTRACTS_VIEW } from '../module-scope/module-access.ts';

const read = { readOnly: true } as const;

/** Funders, for the contract lists' filters: readable with Contracts › view of any portfolio module. */
export const debtSourcesResource = defineResource({
  name: 'DebtSource',
  path: '/modules/:module/debt-sources',
  table: 'debt_source',
  description: 'Debt sources (funders)',
  wire: debtSourceRecord,
  fields: {
    id: { type: 'number', ...read },
    name: { type: 'string', ...read, sort: { caseInsensitive: true } },
    kind: { type: 'string', ...read },
    commitment: { type: 'number', nullable: true, ...read },
    advanceRate: { type: 'number', nullable: true, ...read },
    buyRate: { type: 'number', nullable: true, ...read },
    status: { type: 'string', ...read },
    createdAt: { type: 'date', ...read },
  },
  checkParams: checkModuleParam,
  access: { read: CONTRACTS_VIEW },
});
