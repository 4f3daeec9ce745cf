import type { PaymentFrequency } from '@lendline/finance';
import { contractSchedule as contractScheduleRows } from '@lendline/wire';
import type { Kysely } from 'kysely';
import { declareRoute } from '../../../resources/declare-route.ts';
import { CONTRACTS_VIEW } from '../module-scope/module-access.ts';
import { priceContract, type ContractTerms, type ScheduleLine } from './contract-pricing.ts';
import { storedScheduleRows } from './contracts.repo.ts';
import { findScoped, pathId } from './scoped-contract.ts';

const isoDay = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** The terms of a stored contract (an API-shaped row), as `priceContract` takes them. */
export function storedTerms(contract: Record<string, unknown>): ContractTerms {
  const residual = Number(contract.residualAmount ?? 0) || Number(contract.balloonAmount ?? 0);
  return {
    contractType: contract.contractType as ContractTerms['contractType'],
    equipmentCost: Number(contract.equipmentCost),
    downPayment: Number(contract.downPayment ?? 0),
    docFee: Number(contract.docFee ?? 0),
    termMonths: Number(contract.termMonths),
    paymentFrequency: contract.paymentFrequency as PaymentFrequency,
    advancePayments: Number(contract.advancePayments),
    annualRate: Number(contract.annualRate),
    ...(residual > 0 ? { residualAmount: residual } : {}),
    commencementDate: String(contract.commencementDate),
    dueDay: Number(contract.dueDay),
    firstPaymentDate: String(contract.firstPaymentDate),
  };
}

/**
 * A contract's payment schedule: the stored rows, or (the large seed stores none) the rows its quote
 * plan gives, computed now. A misc contract has none.
 */
export async function contractSchedule(
  db: Kysely<any>,
  contract: Record<string, unknown>,
): Promise<ScheduleLine[]> {
  const rows = await storedScheduleRows(db, contract.id as number);
  if (rows.length > 0) {
    return rows.map((row) => ({
      paymentNumber: row.payment_number,
      dueDate: isoDay(row.due_date),
      payment: Number(row.payment),
      interest: Number(row.interest),
      principal: Number(row.principal),
      balance: Number(row.balance),
    }));
  }
  if (contract.contractType === 'MISC') return [];
  const priced = priceContract(storedTerms(contract));
  return priced.ok ? priced.priced.schedule : [];
}

/** `GET …/contracts/{id}/schedule`: the stored rows, or computed from the terms when none are stored. */
export const contractScheduleRoute = declareRoute({
  method: 'get',
  path: '/:id/schedule',
  summary: "A contract's payment schedule",
  description:
    "The stored rows in payment order, or computed from the contract's terms with @lendline/finance when " +
    'none are stored (a misc contract has none).',
  access: CONTRACTS_VIEW,
  response: { status: 200, description: 'The rows in payment order', schema: contractScheduleRows },
  errors: { 404: 'Not in this module' },
  handle: async (c, { kit }) => c.json(await contractSchedule(kit.db, await findScoped(kit, c, pathId(c)))),
});
