import { useSWRConfig } from 'swr';

/** The LoopBack resource of credit applications (apps/api/src/features/credit-applications/CONTRACT.md). */
export const CREDIT_APPLICATIONS = 'credit-applications';

/** Every SWR key of this feature starts with this, so one call refreshes all application data after a write. */
export const CREDIT_APPLICATIONS_KEY = 'credit-applications';

/**
 * An application as the list reads it (a row of `GET /credit-applications` with the list's fields), the
 * masked record, and one history entry: the server's wire shapes (`@lendline/wire`), so a field renamed on
 * either side fails to compile here and fails the contract tests (tests/contract).
 */
export {
  creditApplicationEvent,
  creditApplicationEvents,
  creditApplicationRecord,
  creditApplicationRow,
  revealedNumber,
} from '@lendline/wire';
export type {
  CreditApplicationBusiness,
  CreditApplicationEvent as ApplicationEventRecord,
  CreditApplicationOwner,
  CreditApplicationRecord,
} from '@lendline/wire';

/** The list asks for its fields only (CREDIT_APPLICATION_LIST_FIELDS), so its rows hold just them. */
export { creditApplicationListRow as applicationListRow } from '@lendline/wire';
export type { CreditApplicationListRow as ApplicationRow } from '@lendline/wire';

/** Reloads every application list, count, record and history on screen. */
export function useRefreshApplications(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === CREDIT_APPLICATIONS_KEY);
}
