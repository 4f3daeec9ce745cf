import type { ContractStatus } from '@lendline/portfolio';
import { HttpError } from '../../../app/http-error.ts';

// domain.md §1 from booking on: a booked contract runs, matures and ends in one of the closing
// statuses; a paid-off or terminated contract may be reinstated (rebooked) as ALFA and LeaseWave do.
const TRANSITIONS: Record<ContractStatus, readonly ContractStatus[]> = {
  PENDING_BOOKING: ['ACTIVE', 'TERMINATED'],
  ACTIVE: ['MATURED', 'PAID_OFF', 'EARLY_PAYOFF', 'CHARGED_OFF', 'TERMINATED'],
  MATURED: ['EXTENDED', 'PURCHASED', 'RETURNED', 'PAID_OFF', 'CHARGED_OFF'],
  EXTENDED: ['PURCHASED', 'RETURNED', 'PAID_OFF', 'EARLY_PAYOFF', 'CHARGED_OFF', 'TERMINATED'],
  PAID_OFF: ['ACTIVE'],
  EARLY_PAYOFF: ['ACTIVE'],
  PURCHASED: [],
  RETURNED: [],
  CHARGED_OFF: [],
  TERMINATED: ['ACTIVE'],
};

/** Statuses after which the lessee owes nothing more: the contract is paid off. */
const PAID_OFF_STATUSES: readonly ContractStatus[] = ['PAID_OFF', 'EARLY_PAYOFF', 'PURCHASED'];

export const allowedTransitions = (from: ContractStatus): readonly ContractStatus[] => TRANSITIONS[from];

/** Refuses a status change the state machine does not have with 409 INVALID_TRANSITION. */
export function checkTransition(from: ContractStatus, to: ContractStatus): void {
  if (from === to || TRANSITIONS[from]?.includes(to)) return;
  const allowed = TRANSITIONS[from] ?? [];
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
