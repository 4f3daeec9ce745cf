import type { RevealableField } from '@lendline/validation';
import { api } from '../../../lib/api.ts';
import type { CreditApplicationStatus } from '../credit-application-status.ts';
import {
  CREDIT_APPLICATIONS,
  creditApplicationEvent,
  revealedNumber,
  type ApplicationEventRecord,
} from './credit-applications-resource.ts';

/** `PATCH /credit-applications/{id}` with the new status; the server writes the status event with it. */
export function changeApplicationStatus(
  applicationId: number,
  status: CreditApplicationStatus,
): Promise<void> {
  return api.patch(CREDIT_APPLICATIONS, applicationId, { status });
}

/** The longest note the screen lets staff write, the same as on inquiries. */
export const NOTE_MAX = 2000;

/** `POST /credit-applications/{id}/events` with a staff note. */
export function addApplicationNote(applicationId: number, note: string): Promise<ApplicationEventRecord> {
  return api.create(
    `${CREDIT_APPLICATIONS}/${applicationId}/events`,
    { note },
    { schema: creditApplicationEvent },
  );
}

/**
 * `POST /credit-applications/{id}/reveal` (Inquiries › download): one personal number in plain, which the
 * server writes to the audit log. `owner` is the owner's position for `ssn` and `dateOfBirth`.
 */
export async function revealPersonalNumber(
  applicationId: number,
  field: RevealableField,
  owner?: number,
): Promise<string> {
  const body = owner === undefined ? { field } : { field, owner };
  const { value } = await api.create(`${CREDIT_APPLICATIONS}/${applicationId}/reveal`, body, {
    schema: revealedNumber,
  });
  return value;
}
