import { allowedTransitions, type ContractStatus } from '@lendline/portfolio';
import { HttpError } from '../../../lib/http-error.ts';

/** Statuses after which the lessee owes nothing more: the contract is paid off. */
const PAID_OFF_STATUSES: readonly ContractStatus[] = ['PAID_OFF', 'EARLY_PAYOFF', 'PURCHASED'];

/** Refuses a status change the state machine (shared with the details screen) does not have with 409 INVALID_TRANSITION. */
export function checkTransition(from: ContractStatus, to: ContractStatus): void {
  const allowed = allowedTransitions(from);
  if (from === to || allowed.includes(to)) return;
  throw new HttpError(
    409,
    'ConflictError',
    `A contract cannot go from ${from} to ${to}` +
      (allowed.length > 0 ? ` (allowed: ${allowed.join(', ')})` : ' (it is final)'),
    { code: 'INVALID_TRANSITION', details: { from, to, allowed } },
  );
}

export const isPaidOffStatus = (status: string): boolean =>
  (PAID_OFF_STATUSES as readonly string[]).includes(status);
