import { CreditApplicationSchema } from '@lendline/validation';
import { recipientAnswer, submissionAnswer, type RecipientAnswer } from '@lendline/wire';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from '../../lib/logger.ts';
import {
  declarePublicRoute,
  type PublicKey,
  type PublicRouteEnv,
} from '../../resources/declare-public-route.ts';
import type { Database } from '../../db/schema.ts';
import type { PiiCipher } from './pii-cipher.ts';
import { findRecipient } from './recipient.ts';
import { storeApplication, findByDraft } from './store-application.ts';
import { assertHumanSubmission } from './submission-checks.ts';
import { validateSubmission } from './validate-submission.ts';

/** A new application, for the recipient's notice (no personal numbers). */
export interface ReceivedApplication {
  id: number;
  referenceNumber: string;
  legalName: string;
  requestedAmount: number;
  company: string;
  /** Null: the operations inbox. */
  recipientEmail: string | null;
  recipientFirstName: string | null;
}

export interface CreditApplicationPublicDeps {
  db: Kysely<Database>;
  cipher: PiiCipher;
  logger: Logger;
  /** Sends the recipient's notice after the response; failures are logged, not the applicant's problem. */
  notify(application: ReceivedApplication): void;
  now?: () => Date;
}

const CLIENT_ID = /^[A-Za-z0-9_-]{8,80}$/;

const text = (value: string | undefined, max: number) => (value ?? '').trim().slice(0, max);

const keyedOrNot = (keyed: boolean) => (keyed ? '/keys/:apiKey/credit-applications' : '/credit-applications');

/**
 * The public side of credit applications (CONTRACT.md "Public API"), served under /widget-api/v1 behind
 * the widget API's gate: `POST /credit-applications` from our own page, `POST /keys/{apiKey}/credit-applications`
 * from a vendor's site (the key's origins and limits apply), and the recipient's display name for
 * "Sent to …". A repeat of a draft (`clientId`) answers 200 with the first answer and writes nothing.
 * Bodies arrive bounded to 64 kB (app/body-limits.ts).
 */
export function creditApplicationPublicRoutes(deps: CreditApplicationPublicDeps) {
  const now = deps.now ?? (() => new Date());

  const submit = async (c: Context<PublicRouteEnv>, body: unknown, key: PublicKey | undefined) => {
    const at = now();
    const record = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<
      string,
      unknown
    >;
    // A retry of a received draft is answered before anything else: the first submit already passed.
    const clientId =
      typeof record.clientId === 'string' && CLIENT_ID.test(record.clientId) ? record.clientId : undefined;
    const keyId = key?.id ?? null;
    if (clientId) {
      const earlier = await findByDraft(deps.db, clientId, keyId);
      if (earlier) return c.json(earlier.answer, 200);
    }
    assertHumanSubmission(record, at);
    const application = validateSubmission(body);
    const recipient = await findRecipient(deps.db, application.to, key?.vendorId);
    const stored = await storeApplication(deps.db, deps.cipher, application, recipient, {
      keyId,
      clientAddress: c.get('clientAddress'),
      now: at,
    });
    if (!stored.created) return c.json(stored.answer, 200);
    deps.logger.info('credit application received', {
      requestId: c.get('requestId'),
      applicationId: stored.id,
      referenceNumber: stored.answer.referenceNumber,
      keyId,
    });
    deps.notify({
      id: stored.id,
      referenceNumber: stored.answer.referenceNumber,
      legalName: application.business.legalName,
      requestedAmount: application.equipment.cost,
      company: application.company,
      recipientEmail: recipient.email,
      recipientFirstName: recipient.firstName,
    });
    return c.json(stored.answer, 201);
  };

  const submitRoute = (keyed: boolean) =>
    declarePublicRoute({
      method: 'post',
      path: keyedOrNot(keyed),
      caller: keyed ? 'vendor-key' : 'own-page',
      summary: keyed
        ? "Submit a credit application from a vendor's site (the key's origins and limits apply)"
        : 'Submit a credit application from our own page /credit-page/{compName}/{toName}',
      body: CreditApplicationSchema,
      // A repeat of a received draft is answered before the body is judged again (and before the
      // human-speed check, which a quick retry would fail).
      bodyCheck: 'handler',
      response: { status: 201, description: 'Received', schema: submissionAnswer },
      alsoAnswers: { 200: 'A repeat of the same clientId: the first answer, nothing created' },
      errors: {
        422:
          'VALIDATION_FAILED with `details: [{ path: "owners.0.ssn", code, message }]`, or SUBMISSION_REJECTED ' +
          '(honeypot filled or under 3 s to fill in) without details',
      },
      handle: (c, { body, key }) => submit(c, body, key),
    });

  const recipientRoute = (keyed: boolean) =>
    declarePublicRoute({
      method: 'get',
      path: `${keyedOrNot(keyed)}/recipient`,
      caller: keyed ? 'vendor-key' : 'own-page',
      summary: 'Whom an application with this `to` goes to, for "Sent to …" (a display name, no address)',
      query: [
        { name: 'to', description: "The page's `toName`: a sales rep's or the vendor's name" },
        { name: 'company', description: "The page's `compName`, echoed back trimmed" },
      ],
      response: {
        status: 200,
        description: '`{ company, recipientName }`, either null when unknown',
        schema: recipientAnswer,
      },
      handle: async (c, { key }) => {
        const company = text(c.req.query('company'), 120);
        const recipient = await findRecipient(deps.db, text(c.req.query('to'), 120), key?.vendorId);
        const answer: RecipientAnswer = { company: company || null, recipientName: recipient.name };
        return c.json(answer);
      },
    });

  return [submitRoute(false), submitRoute(true), recipientRoute(false), recipientRoute(true)];
}
