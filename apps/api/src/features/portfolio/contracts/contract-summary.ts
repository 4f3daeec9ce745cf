import {
  CONTRACT_STATUS_LABELS,
  CONTRACT_TYPE_LABELS,
  type ContractStatus,
  type ContractType,
} from '@lendline/portfolio';
import { Hono } from 'hono';
import type { AppEnv } from '../../../lib/app-env.ts';
import type { ApiOperation } from '../../../lib/openapi-operation.ts';
import type { ResourceRouteKit } from '../../../resources/define-resource.ts';
import { invoiceKindsOf } from '../module-scope/contract-scope.ts';
import { CONTRACTS_VIEW } from '../module-scope/module-access.ts';
import { findScoped, pathId } from './scoped-contract.ts';

const NA = 'N/A';

const text = (value: unknown): string => (typeof value === 'string' && value.trim() !== '' ? value : NA);

/** `2026-11-21` as spec §9 shows a date: `11/21/2026`. */
export const usDate = (isoDay: unknown): string => {
  if (typeof isoDay !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(isoDay)) return NA;
  const [year, month, day] = isoDay.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
};

/** Spec §3 "Contract details summary": display strings, "N/A" where there is nothing to show. */
export function contractSummaryRoutes(kit: ResourceRouteKit): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/:id/summary', async (c) => {
    await kit.authorize(c, CONTRACTS_VIEW);
    const contract = await findScoped(kit, c, pathId(c));
    const kinds = invoiceKindsOf(c);
    const session =
      kinds.length === 0
        ? undefined
        : await kit.db
            .selectFrom('invoice as i')
            .innerJoin('invoice_session as s', 's.id', 'i.session_id')
            .select('s.session_name')
            .where('i.contract_id', '=', contract.id as number)
            .where('i.kind', 'in', [...kinds])
            .orderBy('i.invoice_date', 'desc')
            .orderBy('i.id', 'desc')
            .limit(1)
            .executeTakeFirst();
    return c.json({
      contract: text(contract.contractNumber),
      customer: text(contract.customerName),
      contractType:
        CONTRACT_TYPE_LABELS[contract.contractType as ContractType] ?? text(contract.contractType),
      paidOff: contract.paidOff ? 'Yes' : 'No',
      salesRep: text(contract.salesRepName),
      debtSource: text(contract.debtSourceName),
      contractStatus: CONTRACT_STATUS_LABELS[contract.status as ContractStatus] ?? text(contract.status),
      closedDate: usDate(contract.closedDate),
      sessionName: text(session?.session_name),
    });
  });
}

export const contractSummaryOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/modules/{module}/contracts/{id}/summary',
    tag: 'Contract',
    summary: "A contract's summary as display strings ({module} › Contracts › view)",
    description:
      '`{ contract, customer, contractType, paidOff, salesRep, debtSource, contractStatus, closedDate, ' +
      'sessionName }`: labels for type and status, `Yes`/`No`, dates as MM/DD/YYYY and `N/A` for what is ' +
      "missing; `sessionName` is the session of the contract's latest invoice in this module.",
    auth: true,
    responses: { 200: 'The summary', 403: 'Needs {module} › Contracts › view', 404: 'Not in this module' },
  },
];
