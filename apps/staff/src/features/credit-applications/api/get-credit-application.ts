import useSWR from 'swr';
import { api } from '../../../lib/api.ts';
import {
  CREDIT_APPLICATIONS,
  CREDIT_APPLICATIONS_KEY,
  creditApplicationEvent,
  creditApplicationRecord,
} from './credit-applications-resource.ts';

const OPTIONS = { shouldRetryOnError: false, revalidateOnFocus: false };

/** `GET /credit-applications/{id}`, personal numbers masked by the server. */
export function useCreditApplication(applicationId: number) {
  return useSWR(
    Number.isInteger(applicationId) ? [CREDIT_APPLICATIONS_KEY, 'one', applicationId] : null,
    () => api.findById(CREDIT_APPLICATIONS, applicationId, undefined, { schema: creditApplicationRecord }),
    OPTIONS,
  );
}

/** `GET /credit-applications/{id}/events`: status changes and notes with their authors. */
export function useApplicationEvents(applicationId: number) {
  return useSWR(
    Number.isInteger(applicationId) ? [CREDIT_APPLICATIONS_KEY, 'events', applicationId] : null,
    () =>
      api.list(`${CREDIT_APPLICATIONS}/${applicationId}/events`, undefined, {
        schema: creditApplicationEvent,
      }),
    OPTIONS,
  );
}
