import {
  CONTRACT_STATUS_LABELS,
  CONTRACT_TYPE_LABELS,
  type ContractStatus,
  type ContractType,
} from '@lendline/portfolio';
import { contractSummary, type ContractSummary } from '@lendline/wire';
import { declareRoute } from '../../../resources/declare-route.ts';
import { invoiceKindsOf } from '../module-scope/contract-scope.ts';
import { CONTRACTS_VIEW } from '../module-scope/module-access.ts';
import { latestSessionName } from './contracts.repo.ts';
import { findScoped, pathId } from './scoped-contract.ts';

const NA = 'N/A';

const text = (value: unknown): string => (typeof value === 'string' && value.trim() !== '' ? value : NA);

/** `2026-11-21` as spec §9 shows a date: `11/21/2026`. */
export const usDate = (isoDay: unknown): string => {
  if (typeof isoDay !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(isoDay)) return NA;
  const [year, month, day] = isoDay.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
};

/**
 * Spec §3 "Contract details summary" (`GET …/contracts/{id}/summary`): display strings, "N/A" where there
 * is nothing to show; `sessionName` is the session of the contract's latest invoice in this module.
 */
export const contractSummaryRoute = declareRoute({
  method: 'get',
  path: '/:id/summary',
  summary: "A contract's summary as display strings",
  description:
    'Labels for type and status, `Yes`/`No`, dates as MM/DD/YYYY and `N/A` for what is missing; ' +
    "`sessionName` is the session of the contract's latest invoice in this module.",
  access: CONTRACTS_VIEW,
  response: { status: 200, description: 'The summary', schema: contractSummary },
  errors: { 404: 'Not in this module' },
  handle: async (c, { kit }) => {
    const contract = await findScoped(kit, c, pathId(c));
    const sessionName = await latestSessionName(kit.db, contract.id as number, invoiceKindsOf(c));
    return c.json(summaryOf(contract, sessionName));
  },
});

/** The summary's strings from the contract as the list reads it. */
function summaryOf(contract: Record<string, unknown>, sessionName: string | undefined): ContractSummary {
  return {
    contract: text(contract.contractNumber),
    customer: text(contract.customerName),
    contractType: CONTRACT_TYPE_LABELS[contract.contractType as ContractType] ?? text(contract.contractType),
    paidOff: contract.paidOff ? 'Yes' : 'No',
    salesRep: text(contract.salesRepName),
    debtSource: text(contract.debtSourceName),
    contractStatus: CONTRACT_STATUS_LABELS[contract.status as ContractStatus] ?? text(contract.status),
    closedDate: usDate(contract.closedDate),
    sessionName: text(sessionName),
  };
}
