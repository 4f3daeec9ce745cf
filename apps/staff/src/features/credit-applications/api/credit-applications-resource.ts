import { useSWRConfig } from 'swr';
import type { CreditApplicationStatus } from '../credit-application-status.ts';

/** The LoopBack resource of credit applications (apps/api/src/features/credit-applications/CONTRACT.md). */
export const CREDIT_APPLICATIONS = 'credit-applications';

/** Every SWR key of this feature starts with this, so one call refreshes all application data after a write. */
export const CREDIT_APPLICATIONS_KEY = 'credit-applications';

/** An application as the list reads it. Money in dollars. */
export interface ApplicationRow {
  id: number;
  referenceNumber: string;
  submittedAt: string;
  legalName: string;
  dba: string | null;
  state: string;
  requestedAmount: number;
  termMonths: number;
  /** The rep or vendor it was sent to; null when it went to the operations inbox. */
  recipientName: string | null;
  status: CreditApplicationStatus;
}

/** One entry of the history: a status change the server wrote or a note staff added, with its author. */
export interface ApplicationEventRecord {
  id: number;
  at: string;
  actorId: number | null;
  /** The author's display name; null for the system (the submission itself). */
  actorName?: string | null;
  kind: 'status' | 'note';
  fromStatus: string | null;
  toStatus: string | null;
  note: string | null;
}

/** Reloads every application list, count, record and history on screen. */
export function useRefreshApplications(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === CREDIT_APPLICATIONS_KEY);
}
