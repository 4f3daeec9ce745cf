import type { Principal } from '../../../lib/app-env.ts';
import type { BatchRow } from './batch-state.ts';

// The words the staff app shows beside the disabled button (apps/staff/src/features/ach/batch-actions.ts).
export const MAKER_REFUSAL = 'You built this batch; another person must approve it';
export const SUBMITTER_REFUSAL = 'You submitted this batch; another person must approve it';
export const IMPERSONATION_REFUSAL =
  'Batches cannot be approved while signed in as another user; switch back first';

/**
 * Why this caller may not approve or reject the batch, or null (domain.md §2.16). While impersonating,
 * the session's user is the impersonated one and `actor` the real person: an administrator logged in as
 * the maker would otherwise pass as a checker, and one logged in as anyone else would approve in another's
 * name, so approving under impersonation is refused outright.
 */
export function checkerRefusal(
  principal: Principal,
  batch: Pick<BatchRow, 'created_by' | 'submitted_by'>,
): { code: string; message: string } | null {
  if (principal.actor) return { code: 'ACH_IMPERSONATING', message: IMPERSONATION_REFUSAL };
  if (principal.userId === batch.created_by) return { code: 'ACH_MAKER', message: MAKER_REFUSAL };
  if (principal.userId === batch.submitted_by) return { code: 'ACH_SUBMITTER', message: SUBMITTER_REFUSAL };
  return null;
}
