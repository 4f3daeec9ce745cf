import { HttpError } from '../../lib/http-error.ts';

/** People take longer than this to fill in four steps; a faster submit is a script. */
export const MINIMUM_FILL_MS = 3000;

export const SUBMISSION_REJECTED = new HttpError(
  422,
  'UnprocessableEntityError',
  'We could not accept this application. Please try again.',
  { code: 'SUBMISSION_REJECTED' },
);

/**
 * The spam guards that annoy no person: the hidden `website2` field must stay empty, and the form must
 * have been open at least three seconds (`startedAt`, set when it was first shown). A refusal says
 * nothing about which guard tripped, so a script cannot learn its way around them.
 */
export function assertHumanSubmission(body: Record<string, unknown>, now: Date): void {
  const honeypot = body.website2;
  if (honeypot !== undefined && honeypot !== null && honeypot !== '') throw SUBMISSION_REJECTED;
  const startedAt = body.startedAt;
  if (typeof startedAt !== 'number' || !Number.isFinite(startedAt)) throw SUBMISSION_REJECTED;
  if (now.getTime() - startedAt < MINIMUM_FILL_MS) throw SUBMISSION_REJECTED;
}
