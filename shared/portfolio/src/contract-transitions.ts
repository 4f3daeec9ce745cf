import type { ContractStatus } from './vocabulary.ts';

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

/**
 * The statuses a contract may move to from `from` (the contract state machine of domain.md §1); the
 * server refuses any other change and the details screen offers only these.
 *
 * @example
 * allowedTransitions('PENDING_BOOKING'); // ['ACTIVE', 'TERMINATED']
 * allowedTransitions('PURCHASED'); // [] (final)
 */
export const allowedTransitions = (from: ContractStatus): readonly ContractStatus[] =>
  TRANSITIONS[from] ?? [];
