import { assetRecord } from '@lendline/wire';
import { sql } from 'kysely';
import { defineResource } from '../../../resources/define-resource.ts';
import { contractMustBeInScope } from '../module-scope/contract-in-scope.ts';
import { contractChildScope } from '../module-scope/contract-scope.ts';
import { checkModuleParam, CONTRACTS_CREATE, CONTRACTS_VIEW } from '../module-scope/module-access.ts';
import { assetFields } from './asset-fields.ts';

/** Equipment (collateral) of the module's contracts; added and edited with Contracts › create. */
export const assetsResource = defineResource({
  name: 'Asset',
  path: '/modules/:module/assets',
  table: 'asset',
  description: "Equipment financed by the module's contracts",
  wire: assetRecord,
  fields: {
    ...assetFields,
    contractNumber: { type: 'string', readOnly: true, sort: { caseInsensitive: true } },
  },
  view: {
    from: sql`select a.*, c.contract_number from asset a join contract c on c.id = a.contract_id`,
    tables: ['asset', 'contract'],
  },
  relations: {
    contract: { type: 'belongsTo', target: 'Contract', keyFrom: 'contractId', keyTo: 'id' },
  },
  checkParams: checkModuleParam,
  rowScope: contractChildScope,
  access: { read: CONTRACTS_VIEW, create: CONTRACTS_CREATE, update: CONTRACTS_CREATE },
  validate: contractMustBeInScope,
});
