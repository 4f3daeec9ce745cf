export * from './vocabulary.ts';
export * from './ach-vocabulary.ts';
export {
  CONTRACT_SORT_FIELDS,
  contractListFields,
  MODULE_POLICIES,
  modulePolicy,
  PORTFOLIO_MODULES,
} from './module-policy.ts';
export type {
  ContractAddKind,
  ContractColumn,
  ContractScope,
  ModulePolicy,
  PortfolioModule,
} from './module-policy.ts';
export { allowedTransitions } from './contract-transitions.ts';
export { canCancelInvoice, canSendInvoice } from './invoice-actions.ts';
