import type { ElementRequest } from '@lendline/permissions';
import type { ContractAddKind } from '@lendline/portfolio';
import { changeGate } from '../../lib/access/change-gate.ts';

/** Where the contract pages link to; the app builds them from its route table and the module's policy. */
export interface ContractLinks {
  list: string;
  /** The contract's details: the policy's detail route, or the misc contract details for a MISC one. */
  detail: (contract: { id: number; contractType: string }) => string;
  /** The add forms of the policy's Add buttons. */
  add: Partial<Record<ContractAddKind, string>>;
  /** An asset's edit page: `manage-asset` in Asset Management, `manage-equipment` elsewhere. */
  asset: (assetId: number) => string;
  /** A misc invoice of a contract; `index` is its 1-based position in the contract's invoices. */
  miscInvoice: (contractId: number, invoiceId: number, index: number) => string;
}

/** What an Add button says, per add kind of the policy. */
export const ADD_LABELS: Record<ContractAddKind, string> = {
  contract: 'Add Contract',
  'asset-contract': 'Add Asset Contract',
  'misc-contract': 'Add Miscellaneous Contract',
};

/** Contracts › create: adding contracts, notes and assets, editing assets; view alone leaves them disabled. */
export const contractsGate = (module: string): ElementRequest => changeGate(module, 'Contracts');

/** The CSV and XLSX exports need download; a role that may only view sees them disabled. */
export const contractExportGate = (module: string): ElementRequest => ({
  module,
  menu: 'Contracts',
  actions: ['view', 'download'],
});
