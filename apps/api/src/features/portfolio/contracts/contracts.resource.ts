import { contractRecord } from '@lendline/wire';
import { defineResource } from '../../../resources/define-resource.ts';
import { contractRowScope } from '../module-scope/contract-scope.ts';
import { checkModuleParam, CONTRACTS_CREATE, CONTRACTS_VIEW } from '../module-scope/module-access.ts';
import { contractCreateRoute } from './contract-create.ts';
import { contractFields } from './contract-fields.ts';
import { afterContractPatch, validateContractPatch } from './contract-patch-rules.ts';
import { contractScheduleRoute } from './contract-schedule.ts';
import { contractSummaryRoute } from './contract-summary.ts';
import { contractView } from './contract-view.ts';
import { SPARSE_SEARCH_ROWS } from '../../../filter-sql/index.ts';
import { contractExportRoutes } from '../exports/contract-exports.ts';

/**
 * Leases and loans as each portfolio module sees them (`/api/modules/{module}/contracts`): the module's
 * scope decides which rows exist, its Contracts permissions what the caller may do, its policy which
 * kinds it may add. A POST is priced by the finance library; a PATCH moves along the state machine.
 */
export const contractsResource = defineResource({
  name: 'Contract',
  path: '/modules/:module/contracts',
  table: 'contract',
  description: "The module's contracts, with customer, vendor, sales rep and debt source names",
  fields: contractFields,
  wire: contractRecord,
  view: contractView,
  // A search of a few letters matches hundreds of thousands of contracts on a large book; the list
  // shows "10,000+" rather than wait for every match to be counted, and "1,000+" for a search box
  // word, past which staff narrow the search rather than page (the same 1,000 that makes a search
  // dense for the list's page, search-page.ts). The export still holds every match.
  countCap: 10_000,
  searchCountCap: SPARSE_SEARCH_ROWS,
  relations: {
    customer: { type: 'belongsTo', target: 'Customer', keyFrom: 'customerId', keyTo: 'id' },
    debtSource: { type: 'belongsTo', target: 'DebtSource', keyFrom: 'debtSourceId', keyTo: 'id' },
    assets: { type: 'hasMany', target: 'Asset', keyFrom: 'id', keyTo: 'contractId' },
    prefunds: { type: 'hasMany', target: 'Prefund', keyFrom: 'id', keyTo: 'contractId' },
    payments: { type: 'hasMany', target: 'Payment', keyFrom: 'id', keyTo: 'contractId' },
    notes: { type: 'hasMany', target: 'ContractNote', keyFrom: 'id', keyTo: 'contractId' },
    documents: { type: 'hasMany', target: 'ContractDocument', keyFrom: 'id', keyTo: 'contractId' },
    invoices: { type: 'hasMany', target: 'Invoice', keyFrom: 'id', keyTo: 'contractId' },
  },
  checkParams: checkModuleParam,
  rowScope: contractRowScope,
  access: { read: CONTRACTS_VIEW, update: CONTRACTS_CREATE },
  validate: validateContractPatch,
  afterWrite: afterContractPatch,
  declaredRoutes: [...contractExportRoutes, contractCreateRoute, contractSummaryRoute, contractScheduleRoute],
});
